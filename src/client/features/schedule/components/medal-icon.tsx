import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

const fill = { gold: 'bg-gold', silver: 'bg-silver', bronze: 'bg-bronze' } as const;
const rankOf = { gold: 1, silver: 2, bronze: 3 } as const;

/** A medal disc with its place number; labelled for screen readers. */
export function MedalIcon({ medal, className }: { medal: 'gold' | 'silver' | 'bronze'; className?: string }) {
  const { t } = useTranslation('schedule');
  return (
    <span
      role="img"
      aria-label={t(`medal.${medal}`)}
      title={t(`medal.${medal}`)}
      data-medal={medal}
      className={cn(
        'inline-grid size-5 shrink-0 place-items-center rounded-full text-[10px] font-bold text-white shadow-[inset_0_-2px_0_rgb(0_0_0/0.18)]',
        fill[medal],
        className,
      )}
    >
      {rankOf[medal]}
    </span>
  );
}

/** The small mark of a unit that awards medals. */
export function MedalUnitMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('schedule');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-1.5 py-0.5 text-[11px] font-semibold text-[color-mix(in_oklab,var(--gold)_70%,var(--text))]"
      title={t('unit.medal')}
      data-testid="medal-unit"
    >
      <span aria-hidden className="size-2.5 rounded-full bg-gold" />
      {compact ? <span className="sr-only">{t('unit.medal')}</span> : t('unit.medalShort')}
    </span>
  );
}
