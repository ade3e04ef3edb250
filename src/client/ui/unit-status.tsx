import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultStatus, ScheduleStatus } from '../../shared/domain/statuses';
import type { MatchPeriod } from '../../shared/domain/match-periods';
import { StatusChip } from './status-chip';
import { formatAgo, secondsSince } from '../lib/time';
import { fanStatus } from '../lib/unit-status';

/** A unit's two feed statuses as the one plain label fans read, with the period while it is on. */
export function UnitStatus({
  schedule,
  result,
  period = null,
}: {
  schedule: ScheduleStatus;
  result: ResultStatus;
  period?: MatchPeriod | null;
}) {
  const { t } = useTranslation('live');
  const spec = fanStatus(schedule, result, period);
  const label = t(`fanStatus.${spec.status}`);
  return (
    <span className="inline-flex shrink-0" data-testid="unit-status" data-status={spec.status}>
      <StatusChip
        tone={spec.tone}
        label={
          spec.period
            ? t('fanStatus.withPeriod', {
                status: label,
                period: t(`fanStatus.period.${spec.period.kind}`, { number: spec.period.number }),
              })
            : label
        }
      />
    </span>
  );
}

/** "Updated 12 s ago" from the data's own timestamp, ticking while it is on screen. */
export function UpdatedAgo({ at, className }: { at: string; className?: string }) {
  const { t, i18n } = useTranslation(['schedule', 'live']);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <time
      dateTime={at}
      className={className}
      data-testid="updated-ago"
      title={new Date(at).toLocaleString(i18n.language)}
    >
      {t('unit.updated', {
        ago: formatAgo(secondsSince(at, now), (key, count) => t(`live:ago.${key}`, { count })),
      })}
    </time>
  );
}
