import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/localized-link';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { cn } from '../../../ui/cn';
import { RecordMark } from '../../results';
import type { MedalEvent } from '../api/get-medallists';
import { MedalIcon } from './medal-icon';

/**
 * One event's podium: each medallist with medal, flag, name, delegation and the record marks
 * (WR, GR, PB...) the medal-winning result carried.
 */
export function Podium({ event, highlight }: { event: MedalEvent; highlight?: string }) {
  const localize = useLocalizedPath();
  return (
    <ul className="divide-y divide-border">
      {event.medallists.map((m) => (
        <li
          key={`${m.medal}-${m.competitor.code}`}
          data-testid="medallist"
          data-medal={m.medal}
          data-delegation={m.competitor.delegation}
          className={cn(
            'flex min-h-13 items-center gap-3 px-4 py-1',
            highlight && m.competitor.delegation !== highlight && 'opacity-55',
          )}
        >
          <MedalIcon medal={m.medal} />
          <DelegationFlag code={m.competitor.delegation} />
          <span className="flex min-w-0 flex-1 items-center gap-1.5">
            {m.athlete_id ? (
              <Link
                to={localize(`/participants/profile/${m.athlete_id}`)}
                className="flex min-h-11 min-w-0 items-center font-medium hover:text-brand hover:underline"
              >
                <span className="truncate">{m.competitor.name}</span>
              </Link>
            ) : (
              <span className="min-w-0 truncate font-medium">{m.competitor.name}</span>
            )}
            {m.records?.length ? (
              <span className="flex shrink-0 gap-1">
                {m.records.map((r) => (
                  <RecordMark key={r.code} code={r.code} equalled={r.equalled} />
                ))}
              </span>
            ) : null}
          </span>
          <span className="shrink-0 text-xs font-semibold text-muted">{m.competitor.delegation}</span>
        </li>
      ))}
    </ul>
  );
}

/** A card per event with its medallists (the winners tab, a delegation's medallists). */
export function EventCard({
  event,
  highlight,
  resultsHref,
  children,
}: {
  event: { event_code: string; event_name: string; discipline: string; division: number };
  highlight?: string;
  resultsHref?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('medals');
  const { t: tc } = useTranslation();
  return (
    <article
      className="overflow-hidden rounded-2xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
      data-testid="medal-event"
      data-event={event.event_code}
      data-highlight={highlight}
    >
      <header className="flex items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">{event.event_name}</h3>
          <p className="text-sm text-muted">
            {tc(`disciplines.${event.discipline}`, { defaultValue: event.discipline })} ·{' '}
            {t(`division.long${event.division}`, { defaultValue: String(event.division) })}
          </p>
        </div>
        {resultsHref && (
          <Link
            to={resultsHref}
            className="-mr-2 -mt-1 inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-brand-soft"
          >
            {t('results.full')}
            <ChevronRight size={14} aria-hidden />
          </Link>
        )}
      </header>
      {children}
    </article>
  );
}
