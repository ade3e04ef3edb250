import { useTranslation } from 'react-i18next';
import type { ScheduleFilter } from '../../../../shared/domain/schedule-filters';
import { SCHEDULE_FILTERS } from '../../../lib/filters';

import { cn } from '../../../ui/cn';

export { filterOf, isScheduleFilter } from '../../../lib/filters';

/** The schedule grid's filters as one row of chips. */
export function FilterChips({
  value,
  onChange,
}: {
  value: ScheduleFilter;
  onChange: (f: ScheduleFilter) => void;
}) {
  const { t } = useTranslation('schedule');
  return (
    <div
      role="group"
      aria-label={t('filter.label')}
      className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      data-testid="filters"
    >
      {SCHEDULE_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={cn(
            'shrink-0 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
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
