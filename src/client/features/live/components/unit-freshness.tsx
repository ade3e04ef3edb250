import type { ResultStatus, ScheduleStatus } from '../../../../shared/domain/statuses';
import { CorrectionNote } from './correction-note';
import { UnitStatusBadges } from './status-badges';
import { UpdatedAgo } from './updated-ago';
import { LiveIndicator } from './live-indicator';
import { ResultsAnnouncer } from './results-announcer';

/**
 * Everything a results screen shows about a unit's freshness: its statuses,
 * "updated N s ago", whether live updates flow, and the correction note when an official
 * result changed.
 */
export function UnitFreshness({
  unit,
}: {
  unit: { code: string; schedule_status: ScheduleStatus; result_status: ResultStatus; updated_at: string };
}) {
  return (
    <div className="flex flex-col gap-2" data-testid="unit-freshness">
      <div className="flex flex-wrap items-center gap-3">
        <UnitStatusBadges scheduleStatus={unit.schedule_status} resultStatus={unit.result_status} />
        <UpdatedAgo at={unit.updated_at} />
        <LiveIndicator />
      </div>
      <CorrectionNote unitCode={unit.code} />
      <ResultsAnnouncer version={`${unit.updated_at}|${unit.result_status}|${unit.schedule_status}`} />
    </div>
  );
}
