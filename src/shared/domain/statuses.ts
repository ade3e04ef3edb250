/** ODF ScheduleStatus. PROGRAMED_PAUSE is not one of them: see EXTRA_STATUS_TEXTS. */
export const SCHEDULE_STATUSES = [
  'UNSCHEDULED',
  'SCHEDULED',
  'GETTING_READY',
  'RUNNING',
  'SCHEDULED_BREAK',
  'INTERRUPTED',
  'FINISHED',
  'DELAYED',
  'CANCELLED',
  'POSTPONED',
  'RESCHEDULED',
] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** ODF ResultStatus. A unit carries both fields; they are never mixed. */
export const RESULT_STATUSES = [
  'START_LIST',
  'LIVE',
  'INTERMEDIATE',
  'UNCONFIRMED',
  'UNOFFICIAL',
  'OFFICIAL',
  'PARTIAL',
  'PROTESTED',
  'PROVISIONAL',
] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Status texts the interface knows besides the ODF schedule statuses (PROGRAMED_PAUSE is not ODF at all). */
export const EXTRA_STATUS_TEXTS = ['PROGRAMED_PAUSE', 'PROTESTED'] as const;

export const GENDERS = ['M', 'W', 'X'] as const;
export type Gender = (typeof GENDERS)[number];

export const DIVISIONS = [1, 2, 3] as const;
export type Division = (typeof DIVISIONS)[number];

/** Schedule item types, plus arrival/meeting/departure for the grid filters. */
export const SCHEDULE_ITEM_TYPES = [
  'competition',
  'medal',
  'weighting',
  'broadcast',
  'default',
  'competition-medal',
  'training',
  'technical-meeting',
  'opening-ceremony',
  'closing-ceremony',
  'arrival',
  'meeting',
  'departure',
] as const;
export type ScheduleItemType = (typeof SCHEDULE_ITEM_TYPES)[number];
