import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISCIPLINE_CODES } from '../../../../shared/domain/disciplines';
import { useAppConfig } from '../../../lib/app-config';
import { formatDayTitle } from '../../../lib/time';
import { EmptyState, ErrorState } from '../../../ui/states';
import { cn } from '../../../ui/cn';
import { useCompetition } from '../../disciplines';
import { useScheduleDay, type ScheduleDay } from '../../schedule';

type DayUnit = ScheduleDay['units'][number];
import { QueryView } from '../../../ui/query-view';
import { WidgetFrame } from '../components/widget-frame';
import { pickWidgetDay, todayIn } from '../lib/widgets';
import { useNameOf } from '../../../lib/localized-text';

const LIVE = new Set(['RUNNING', 'GETTING_READY', 'SCHEDULED_BREAK', 'INTERRUPTED', 'PROGRAMED_PAUSE']);
const DONE = new Set(['FINISHED']);
const OFF = new Set(['CANCELLED', 'POSTPONED']);

function stateOf(unit: DayUnit): 'live' | 'done' | 'off' | 'next' {
  if (OFF.has(unit.schedule_status)) return 'off';
  if (LIVE.has(unit.schedule_status)) return 'live';
  if (DONE.has(unit.schedule_status) || unit.result_status === 'OFFICIAL') return 'done';
  return 'next';
}

const chip = {
  live: 'bg-danger/12 text-danger',
  done: 'bg-success/12 text-success',
  off: 'bg-surface-2 text-muted line-through',
  next: 'bg-surface-2 text-muted',
} as const;

/**
 * /widget/events?lang=&day=&discipline=: one day's medal events with
 * their time and state, for other sites' frames.
 */
export default function WidgetEventsPage() {
  const { t, i18n } = useTranslation('widgets');
  const { t: tc } = useTranslation();
  const nameOf = useNameOf();
  const config = useAppConfig();
  const [search] = useSearchParams();
  const discipline = search.get('discipline')?.toUpperCase();
  const sport =
    discipline && (DISCIPLINE_CODES as readonly string[]).includes(discipline) ? discipline : undefined;
  const competition = useCompetition();
  const zone = competition.data?.time_zone ?? config.event_timezone;
  const day = competition.data
    ? pickWidgetDay(competition.data.days, todayIn(zone), search.get('day'))
    : undefined;
  const query = useScheduleDay(day, { filter: 'medal', ...(sport && { discipline: sport }) });
  const time = new Intl.DateTimeFormat(i18n.language, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const dayLabel = day ? formatDayTitle(day, i18n.language) : undefined;
  return (
    <WidgetFrame
      title={t('events.title')}
      subtitle={[dayLabel, sport && tc(`disciplines.${sport}`)].filter(Boolean).join(' · ') || undefined}
      moreHref={`/schedule/days${day ? `?day=${day}` : ''}`}
      moreLabel={t('events.more')}
    >
      {competition.isError ? (
        <ErrorState onRetry={() => void competition.refetch()} />
      ) : (
        <QueryView query={query}>
          {(data) => {
            const units = data.units.filter((u) => u.medal);
            if (units.length === 0) return <EmptyState title={t('events.none')} />;
            return (
              <ol className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
                {units.map((unit) => {
                  const state = stateOf(unit);
                  return (
                    <li
                      key={unit.code}
                      className="flex items-center gap-3 px-3 py-2.5"
                      data-testid="widget-event"
                    >
                      <time
                        dateTime={unit.start_at}
                        className="w-12 shrink-0 text-sm font-semibold tabular-nums text-muted"
                      >
                        {time.format(new Date(unit.start_at))}
                      </time>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-semibold">{unit.event_name}</span>
                        <span className="block truncate text-xs text-muted">
                          {tc(`disciplines.${unit.discipline}`, { defaultValue: unit.discipline })} ·{' '}
                          {nameOf(unit)}
                        </span>
                      </span>
                      <span
                        className={cn(
                          'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                          chip[state],
                        )}
                      >
                        {state === 'live' && (
                          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-danger" />
                        )}
                        {t(`events.state.${state}`)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            );
          }}
        </QueryView>
      )}
    </WidgetFrame>
  );
}
