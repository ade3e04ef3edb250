import { useTranslation } from 'react-i18next';
import type { ScheduleFilter } from '../../../../shared/domain/schedule-filters';
import { SCHEDULE_FILTERS } from '../../../lib/filters';

import { cn } from '../../../ui/cn';

export { filterOf, isScheduleFilter } from '../../../lib/filters';

const chip =
  'min-h-11 min-w-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors';

/** The schedule grid's filters as one row of chips. */
export function FilterChips({
  value,
  onChange,
  live,
}: {
  value: ScheduleFilter;
  onChange: (f: ScheduleFilter) => void;
  /** Today's list: a "Live" chip first, showing only the units on now. */
  live?: { on: boolean; toggle: () => void };
}) {
  const { t } = useTranslation('schedule');
  return (
    <div
      role="group"
      aria-label={t('filter.label')}
      className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      data-testid="filters"
    >
      {live && (
        <button
          type="button"
          aria-pressed={live.on}
          onClick={live.toggle}
          data-testid="live-chip"
          className={cn(
            chip,
            'inline-flex items-center gap-1.5',
            live.on
              ? 'border-danger bg-danger text-white'
              : 'border-danger/40 bg-surface text-fg hover:bg-surface-2',
          )}
        >
          <span aria-hidden className={cn('size-2 rounded-full', live.on ? 'bg-white' : 'bg-danger')} />
          {t('now.live')}
        </button>
      )}
      {SCHEDULE_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={cn(
            chip,
            value === f
              ? 'border-fg bg-fg text-bg'
              : 'border-border bg-surface text-muted hover:bg-surface-2 hover:text-fg',
          )}
        >
          {t(`filter.${f}`)}
        </button>
      ))}
    </div>
  );
}
