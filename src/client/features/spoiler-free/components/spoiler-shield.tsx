import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { revealOutcome } from '../../../lib/spoiler-store';

/**
 * Stands where an outcome would be while spoiler-free mode hides it: says so, and reveals
 * this one outcome (kept on the device) at the reader's tap.
 */
export function SpoilerShield({
  outcome,
  what = 'result',
  compact,
}: {
  outcome: string;
  what?: 'result' | 'medals';
  /** Inside a card (an event's podium): no frame of its own, less room. */
  compact?: boolean;
}) {
  const { t } = useTranslation('search');
  return (
    <section
      className={
        compact
          ? 'flex flex-col items-center gap-2 px-4 py-4 text-center'
          : 'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-4 py-8 text-center'
      }
      data-testid="spoiler-shield"
    >
      {!compact && (
        <span aria-hidden className="grid size-11 place-items-center rounded-full bg-surface-2 text-muted">
          <Icon name="eye-off" size={20} />
        </span>
      )}
      <div>
        <h3 className="font-semibold">{t(`spoiler.${what}.title`)}</h3>
        {!compact && <p className="mt-1 text-sm text-muted">{t('spoiler.hint')}</p>}
      </div>
      <button
        type="button"
        onClick={() => revealOutcome(outcome)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand px-4 text-sm font-semibold text-white hover:brightness-110"
        data-testid="spoiler-reveal"
      >
        <Icon name="eye" size={16} />
        {t(`spoiler.${what}.reveal`)}
      </button>
    </section>
  );
}
