import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { NextSessions, venueQuery } from '../../venues';
import type { TransportLine } from '../api/get-transport';

/** What is on next at the venues a line stops at (from the schedule), soonest first. */
export function LineNextMatches({ line }: { line: TransportLine }) {
  const { t } = useTranslation('transport');
  const now = useNow(60_000);
  const codes = [...new Set(line.stops.flatMap((s) => (s.venue_code ? [s.venue_code] : [])))];
  const venues = useQueries({ queries: codes.map((code) => venueQuery(code)) });
  if (codes.length === 0) return null;
  const sessions = venues
    .flatMap((q) => q.data?.next_sessions ?? [])
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  return (
    <div className="mt-3 overflow-hidden rounded-xl border border-border" data-testid="line-next-matches">
      <h3 className="border-b border-border bg-surface-2/60 px-4 py-2 text-sm font-semibold">
        {t('nextMatches')}
      </h3>
      {venues.some((q) => q.isPending) ? (
        <p className="px-4 py-3 text-sm text-muted">{t('loadingMatches')}</p>
      ) : (
        <NextSessions sessions={sessions} now={now} limit={3} />
      )}
    </div>
  );
}
