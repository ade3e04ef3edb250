import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calendarDay, formatDay } from '../../../lib/time';
import { pickLocalized } from '../../../lib/localized-text';
import { usePaths } from '../../../lib/paths';
import { useTimes } from '../../../lib/use-times';
import { isLive } from '../../../lib/unit-status';
import type { VenueSession } from '../api/get-venue';

/**
 * The venue's coming units, from the schedule: what is on now, then what starts next.
 * The server lists the units not yet over; the clock here drops the ones whose time is past.
 */
export function NextSessions({
  sessions,
  now,
  limit = 6,
}: {
  sessions: VenueSession[];
  now: number;
  limit?: number;
}) {
  const { t, i18n } = useTranslation('venues');
  const paths = usePaths();
  const { time, zone } = useTimes();
  const coming = sessions
    .filter((s) => isLive(s.schedule_status) || Date.parse(s.end_at) > now)
    .slice(0, limit);
  if (coming.length === 0) return <p className="px-4 py-3 text-muted">{t('nothingNext')}</p>;
  return (
    <ul data-testid="next-sessions">
      {coming.map((s) => (
        <li key={s.unit_code} className="border-b border-border last:border-b-0">
          <Link
            to={paths.unit(s.discipline, s.unit_code)}
            className="flex min-h-11 items-start gap-3 px-4 py-2.5 hover:bg-surface-2/60"
          >
            <span className="w-16 shrink-0 tabular-nums">
              <span className="block font-semibold">{time(s.start_at)}</span>
              <span className="block text-xs text-muted">
                {formatDay(calendarDay(s.start_at, zone), i18n.language)}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-semibold uppercase tracking-wide text-brand">
                {pickLocalized(s.discipline_name, i18n.language)}
                {isLive(s.schedule_status) && <span className="ml-2 text-danger">{t('onNow')}</span>}
              </span>
              <span className="block font-medium leading-snug">{s.event_name}</span>
              <span className="block text-sm text-muted">{s.unit_name}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
