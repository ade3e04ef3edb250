import { useTranslation } from 'react-i18next';
import type { ResultStatus, ScheduleStatus } from '../../../../shared/domain/statuses';
import { StatusChip, type ChipTone } from '../../../ui/status-chip';

/** How fresh and how final a result is, at a glance. */
const RESULT_TONES: Record<ResultStatus, ChipTone> = {
  START_LIST: 'neutral',
  LIVE: 'live',
  INTERMEDIATE: 'live',
  PARTIAL: 'live',
  UNCONFIRMED: 'warning',
  UNOFFICIAL: 'warning',
  PROVISIONAL: 'warning',
  PROTESTED: 'danger',
  OFFICIAL: 'success',
};

export function ResultStatusBadge({ status }: { status: ResultStatus }) {
  const { t } = useTranslation('live');
  return <StatusChip label={t(`resultStatus.${status}`)} tone={RESULT_TONES[status] ?? 'neutral'} />;
}

const SCHEDULE_TONES: Partial<Record<ScheduleStatus, ChipTone>> = {
  RUNNING: 'live',
  GETTING_READY: 'info',
  SCHEDULED_BREAK: 'info',
  INTERRUPTED: 'warning',
  DELAYED: 'warning',
  POSTPONED: 'warning',
  RESCHEDULED: 'warning',
  CANCELLED: 'danger',
};

/**
 * A unit's two ODF statuses, schedule and result, never mixed: the schedule one only when it
 * says something. The feed's own words are for the results desk; fans read one plain label
 * (ui/unit-status).
 */
export function UnitStatusBadges({
  scheduleStatus,
  resultStatus,
}: {
  scheduleStatus: ScheduleStatus;
  resultStatus: ResultStatus;
}) {
  const { t } = useTranslation('live');
  const tone = SCHEDULE_TONES[scheduleStatus];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {tone && <StatusChip label={t(`scheduleStatus.${scheduleStatus}`)} tone={tone} />}
      <ResultStatusBadge status={resultStatus} />
    </span>
  );
}
