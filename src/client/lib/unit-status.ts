import {
  RESULT_STATUSES,
  SCHEDULE_STATUSES,
  type ResultStatus,
  type ScheduleStatus,
} from '../../shared/domain/statuses';
import type { ChipTone } from '../ui/status-chip';

/** Every status text the app shows: both ODF fields plus PROGRAMED_PAUSE, which is not ODF. */
export const STATUS_TEXTS = [
  ...new Set([...SCHEDULE_STATUSES, 'PROGRAMED_PAUSE', ...RESULT_STATUSES]),
] as const;
export type StatusText = ScheduleStatus | ResultStatus | 'PROGRAMED_PAUSE';

export interface StatusChipSpec {
  status: StatusText;
  /** i18n key in the schedule namespace. */
  key: string;
  tone: ChipTone;
}

const SCHEDULE_TONE: Record<ScheduleStatus | 'PROGRAMED_PAUSE', ChipTone> = {
  UNSCHEDULED: 'neutral',
  SCHEDULED: 'neutral',
  GETTING_READY: 'info',
  RUNNING: 'live',
  SCHEDULED_BREAK: 'warning',
  PROGRAMED_PAUSE: 'warning',
  INTERRUPTED: 'warning',
  FINISHED: 'neutral',
  DELAYED: 'warning',
  CANCELLED: 'danger',
  POSTPONED: 'warning',
  RESCHEDULED: 'info',
};

const RESULT_TONE: Record<ResultStatus, ChipTone> = {
  START_LIST: 'neutral',
  LIVE: 'live',
  INTERMEDIATE: 'live',
  UNCONFIRMED: 'warning',
  UNOFFICIAL: 'warning',
  OFFICIAL: 'success',
  PARTIAL: 'info',
  PROTESTED: 'danger',
  PROVISIONAL: 'warning',
};

export function scheduleChip(status: ScheduleStatus | 'PROGRAMED_PAUSE'): StatusChipSpec {
  return { status, key: `status.schedule.${status}`, tone: SCHEDULE_TONE[status] ?? 'neutral' };
}

export function resultChip(status: ResultStatus): StatusChipSpec {
  return { status, key: `status.result.${status}`, tone: RESULT_TONE[status] ?? 'neutral' };
}

/**
 * The chips a unit row shows, most telling first. The two ODF fields are never mixed,
 * but repeating "Finished" next to "Official", or "Running" next to "Live", says nothing:
 * - a finished unit shows its result status only;
 * - a running unit with live results shows "Live" only;
 * - a unit not started shows its schedule status (a start list is implied);
 * - otherwise both.
 */
export function unitChips(schedule: ScheduleStatus, result: ResultStatus): StatusChipSpec[] {
  if (schedule === 'FINISHED') return [result === 'START_LIST' ? scheduleChip(schedule) : resultChip(result)];
  if (result === 'START_LIST') return [scheduleChip(schedule)];
  if (schedule === 'RUNNING' && result === 'LIVE') return [resultChip(result)];
  return [scheduleChip(schedule), resultChip(result)];
}

/** A unit that is on now (drives the live marker and the faster refresh). */
export function isLive(schedule: ScheduleStatus): boolean {
  return schedule === 'RUNNING' || schedule === 'SCHEDULED_BREAK' || schedule === 'INTERRUPTED';
}
