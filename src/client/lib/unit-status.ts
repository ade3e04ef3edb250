import type { ResultStatus, ScheduleStatus } from '../../shared/domain/statuses';
import type { MatchPeriod } from '../../shared/domain/match-periods';
import type { ChipTone } from '../ui/status-chip';

/** The labels fans read (keys under `fanStatus` in the live namespace). */
export const FAN_STATUSES = [
  'upcoming',
  'soon',
  'live',
  'break',
  'suspended',
  'delayed',
  'postponed',
  'rescheduled',
  'cancelled',
  'ended',
  'final',
  'unofficial',
  'protested',
] as const;
export type FanStatus = (typeof FAN_STATUSES)[number];

export interface FanStatusSpec {
  status: FanStatus;
  tone: ChipTone;
  /** The part being played, said after the label while the unit is on ("Live · Set 3"). */
  period: MatchPeriod | null;
}

const RESULTS_FLOWING: ReadonlySet<ResultStatus> = new Set(['LIVE', 'INTERMEDIATE', 'PARTIAL']);

/** What the schedule status alone says, before the unit ends. */
const BY_SCHEDULE: Record<Exclude<ScheduleStatus, 'FINISHED'>, [FanStatus, ChipTone]> = {
  UNSCHEDULED: ['upcoming', 'neutral'],
  SCHEDULED: ['upcoming', 'neutral'],
  GETTING_READY: ['soon', 'info'],
  RUNNING: ['live', 'live'],
  SCHEDULED_BREAK: ['break', 'info'],
  INTERRUPTED: ['suspended', 'warning'],
  DELAYED: ['delayed', 'warning'],
  POSTPONED: ['postponed', 'warning'],
  RESCHEDULED: ['rescheduled', 'info'],
  CANCELLED: ['cancelled', 'danger'],
};

/**
 * One plain label from the feed's two statuses. The schedule status says whether the unit is
 * ahead, on or off; once it is finished, the result status says how final the result is:
 * official is "Official" (not "Final", which readers took for the final round of a heat), a
 * protest says so, any other result is "Unofficial", and no result at all is just "Finished".
 * An official result is final whatever the schedule says,
 * unless the unit was cancelled, and live results make a unit not yet started "Live" (the
 * results system often says so before the schedule does). The feed's own words stay on the
 * results desk.
 */
export function fanStatus(
  schedule: ScheduleStatus,
  result: ResultStatus,
  period: MatchPeriod | null = null,
): FanStatusSpec {
  const done = (status: FanStatus, tone: ChipTone): FanStatusSpec => ({ status, tone, period: null });
  if (schedule === 'CANCELLED') return done('cancelled', 'danger');
  if (result === 'OFFICIAL') return done('final', 'success');
  if (schedule === 'FINISHED') {
    if (result === 'START_LIST') return done('ended', 'neutral');
    if (result === 'PROTESTED') return done('protested', 'danger');
    return done('unofficial', 'warning');
  }
  // Results flowing before the schedule says so: the unit is under way.
  if (!isLive(schedule) && RESULTS_FLOWING.has(result)) return { status: 'live', tone: 'live', period };
  const [status, tone] = BY_SCHEDULE[schedule];
  return { status, tone, period: isLive(schedule) ? period : null };
}

/** A unit that is on now (drives the live marker and the faster refresh). */
export function isLive(schedule: ScheduleStatus): boolean {
  return schedule === 'RUNNING' || schedule === 'SCHEDULED_BREAK' || schedule === 'INTERRUPTED';
}
