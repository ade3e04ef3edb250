import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultStatus, ScheduleStatus } from '../../shared/domain/statuses';
import { StatusChip } from './status-chip';
import { formatAgo, secondsSince } from '../lib/time';
import { unitChips } from '../lib/unit-status';

/** A unit's ScheduleStatus and ResultStatus as translated chips (lib/status decides which). */
export function UnitStatus({ schedule, result }: { schedule: ScheduleStatus; result: ResultStatus }) {
  const { t } = useTranslation('schedule');
  return (
    <span className="inline-flex flex-wrap justify-end gap-1" data-testid="unit-status">
      {unitChips(schedule, result).map((chip) => (
        <StatusChip key={chip.key} label={t(chip.key)} tone={chip.tone} />
      ))}
    </span>
  );
}

/** "Updated 12 s ago" from the data's own timestamp, ticking while it is on screen. */
export function UpdatedAgo({ at, className }: { at: string; className?: string }) {
  const { t, i18n } = useTranslation('schedule');
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
      {t('unit.updated', { ago: formatAgo(secondsSince(at, now), i18n.language) })}
    </time>
  );
}
