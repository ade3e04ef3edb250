import type { ScheduleFilter } from '../../../../shared/contracts/schedule';

/**
 * Spec §3 grid filters, in the order they are offered. A copy of the contract's list so
 * this chunk does not load zod (decision 0004); the type checks keep both the same.
 */
export const SCHEDULE_FILTERS = [
  'all',
  'competition',
  'medal',
  'arrival',
  'meeting',
  'departure',
  'broadcast',
  'weighting',
  'training',
  'others',
] as const satisfies readonly ScheduleFilter[];
type Missing = Exclude<ScheduleFilter, (typeof SCHEDULE_FILTERS)[number]>;
const everyFilterOffered: [Missing] extends [never] ? true : Missing = true;
void everyFilterOffered;

export function isScheduleFilter(v: string | null): v is ScheduleFilter {
  return !!v && (SCHEDULE_FILTERS as readonly string[]).includes(v);
}

/** The filter of the address, 'all' when missing or unknown. */
export function filterOf(v: string | null): ScheduleFilter {
  return isScheduleFilter(v) ? v : 'all';
}
