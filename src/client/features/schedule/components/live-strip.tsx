import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnitSummary } from '../../../../shared/contracts/schedule';
import { usePaths } from '../../../lib/paths';
import { useTimes } from '../../../lib/use-times';

/**
 * "Live now": the units running today, pinned under the app header while the reader
 * scrolls the day, each one tap from its page.
 */
export function LiveStrip({
  units,
  showDiscipline,
  ref,
}: {
  units: UnitSummary[];
  showDiscipline: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const { time } = useTimes();
  const paths = usePaths();
  return (
    <section
      ref={ref}
      aria-labelledby="live-now"
      data-testid="live-strip"
      // Under the app header (h-14), which stays on top.
      className="sticky top-14 z-30 -mx-4 border-b border-border bg-bg px-4 py-2"
    >
      <h2 id="live-now" className="mb-1.5 flex items-center gap-2 text-xs font-bold uppercase tracking-wide">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-danger" />
        {t('now.liveNow', { count: units.length })}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
        {units.map((u) => (
          <li key={u.code} className="shrink-0">
            <Link
              to={paths.unit(u.discipline, u.code)}
              data-testid="live-strip-unit"
              data-unit={u.code}
              className="flex min-h-11 max-w-[16rem] items-center gap-2 rounded-xl border border-danger/30 bg-surface px-3 py-1.5 text-sm hover:bg-surface-2"
            >
              <span className="font-semibold tabular-nums">{time(u.start_at)}</span>
              <span className="min-w-0 leading-tight">
                {showDiscipline && (
                  <span className="block text-xs font-semibold uppercase tracking-wide text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]">
                    {tc(`disciplines.${u.discipline}`, { defaultValue: u.discipline })}
                  </span>
                )}
                <span className="block truncate font-medium">{u.event_name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
