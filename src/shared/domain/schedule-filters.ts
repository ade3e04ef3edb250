/** The schedule grid's filters, in the order the schedule offers them (no zod: client chunks import it). */
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
] as const;
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number];
