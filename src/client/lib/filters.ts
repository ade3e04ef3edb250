import { SCHEDULE_FILTERS, type ScheduleFilter } from '../../shared/domain/schedule-filters';

export { SCHEDULE_FILTERS };

export function isScheduleFilter(v: string | null): v is ScheduleFilter {
  return !!v && (SCHEDULE_FILTERS as readonly string[]).includes(v);
}

/** The filter of the address, 'all' when missing or unknown. */
export function filterOf(v: string | null): ScheduleFilter {
  return isScheduleFilter(v) ? v : 'all';
}
