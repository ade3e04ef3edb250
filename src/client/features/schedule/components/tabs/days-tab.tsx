import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { Icon } from '../../../../ui/icon';
import { useCompetition } from '../../../disciplines';
import { useScheduleDay, type ScheduleDay } from '../../api/get-schedule-day';
import { EmptyState } from '../../../../ui/states';
import { SkeletonList } from '../../../../ui/skeleton';
import { formatDayTitle, formatTime } from '../../../../lib/time';
import { DayPicker, DaysToggle } from '../day-picker';
import { DisciplineSelect } from '../discipline-select';
import { FilterChips, filterOf } from '../filter-chips';
import { QueryView } from '../../../../ui/query-view';
import { ScheduleList } from '../schedule-list';
import { UpdatedAgo } from '../../../../ui/unit-status';
import { useSearchState } from '../../../../lib/use-search-state';
import { useTimes } from '../../../../lib/use-times';
import { useScheduleToday } from '../../../../lib/use-schedule-today';
import { savedScrollOf } from '../../../../lib/scroll-restoration';
import { isLive } from '../../../../lib/unit-status';
import { foldFinished, liveOnly, mergeByTime, nowIndex, type Row } from '../../lib/day-rows';
import { LiveStrip } from '../live-strip';
import { useNowLists } from '../../../now';

/** /schedule/days: one day's units and items (the results entry of the menu). */
export function DaysTab(props: DaysProps) {
  const competition = useCompetition();
  return (
    <QueryView query={competition} skeleton={<SkeletonList rows={8} />}>
      {(c) => <DaysView competition={c} {...props} />}
    </QueryView>
  );
}

interface DaysProps {
  /** The discipline area's schedule: one sport, no sport select. */
  fixedDiscipline?: string;
  /** The day from the path (/discipline/X/schedule/days/{day}) instead of ?day=. */
  routeDay?: string;
  onDay?: (day: string) => void;
}

function DaysView({
  competition,
  fixedDiscipline,
  routeDay,
  onDay,
}: DaysProps & { competition: NonNullable<ReturnType<typeof useCompetition>['data']> }) {
  const { t, i18n } = useTranslation('schedule');
  const search = useSearchState();
  const { today, day: openingDay } = useScheduleToday(competition);
  const mode = search.get('days') === 'all' ? 'all' : 'event';
  const filter = filterOf(search.get('filter'));
  const discipline = fixedDiscipline ?? search.get('discipline') ?? '';
  const shownDays = useMemo(
    () => (mode === 'all' ? competition.days : competition.days.filter((d) => d.event_day)),
    [mode, competition.days],
  );
  const asked = routeDay ?? search.get('day');
  const day = asked && competition.days.some((d) => d.day === asked) ? asked : openingDay;
  const isToday = !!day && day === today;
  const liveChip = isToday && search.get('live') === '1';
  const query = useScheduleDay(day, {
    discipline: discipline || undefined,
    filter: filter === 'all' ? undefined : filter,
  });
  const latest = query.data?.units.reduce<string | undefined>(
    (max, u) => (!max || u.updated_at > max ? u.updated_at : max),
    undefined,
  );
  const count = (query.data?.units.length ?? 0) + (query.data?.items.length ?? 0);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <DaysToggle value={mode} onChange={(v) => search.set({ days: v === 'all' ? 'all' : undefined })} />
        {!fixedDiscipline && (
          <DisciplineSelect value={discipline} onChange={(code) => search.set({ discipline: code })} />
        )}
      </div>
      <DayPicker
        days={shownDays}
        selected={day}
        firstDay={competition.starts_on}
        today={today}
        onSelect={(d) => (onDay ? onDay(d) : search.set({ day: d }))}
      />
      <FilterChips
        value={filter}
        onChange={(f) => search.set({ filter: f === 'all' ? undefined : f })}
        live={
          isToday
            ? { on: liveChip, toggle: () => search.set({ live: liveChip ? undefined : '1' }) }
            : undefined
        }
      />
      {day && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-1">
          <h2 className="text-[length:var(--text-h3)] font-bold" data-testid="day-title">
            {formatDayTitle(day, i18n.language)}
            {isToday && (
              <span className="ml-2 rounded-md bg-brand-soft px-1.5 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-[color-mix(in_oklab,var(--brand)_70%,black)] dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]">
                {t('days.today')}
              </span>
            )}
          </h2>
          <p className="text-sm text-muted">
            {query.data && t('days.dayUnits', { count })}
            {latest && (
              <>
                {' · '}
                <UpdatedAgo at={latest} />
              </>
            )}
          </p>
        </div>
      )}
      {day ? (
        <QueryView query={query}>
          {(data) =>
            data.units.length + data.items.length === 0 ? (
              <EmptyState
                title={t('days.noEvents')}
                hint={t('days.noEventsHint')}
                icon={<Icon name="calendar-x-2" size={22} />}
              />
            ) : (
              <DayList data={data} isToday={isToday} liveOnly={liveChip} showDiscipline={!discipline} />
            )
          }
        </QueryView>
      ) : (
        <EmptyState title={t('days.noEvents')} />
      )}
    </div>
  );
}

/**
 * The day's rows. Today: the units on now pinned in a strip, the finished hours folded,
 * and the list opened at "now" — unless "back" is putting the reader's own place back.
 */
function DayList({
  data,
  isToday,
  liveOnly: onlyLive,
  showDiscipline,
}: {
  data: ScheduleDay;
  isToday: boolean;
  liveOnly: boolean;
  showDiscipline: boolean;
}) {
  const { t } = useTranslation('schedule');
  const search = useSearchState();
  const { zone } = useTimes();
  const { key } = useLocation();
  const navigation = useNavigationType();
  const strip = useRef<HTMLElement>(null);
  const openParam = search.get('open') ?? '';
  const open = useMemo(() => new Set(openParam.split(',').filter(Boolean)), [openParam]);
  const nowLists = useNowLists();
  // Today's units on now, each with its leaders and marks from the "now" read when it has them.
  const live = useMemo(() => {
    const marks = new Map(nowLists.data?.live.map((u) => [u.code, u.leaders]));
    return isToday
      ? data.units.filter((u) => isLive(u.schedule_status)).map((u) => ({ ...u, leaders: marks.get(u.code) }))
      : [];
  }, [isToday, data.units, nowLists.data]);
  // What has ended is judged against the time the list opened, not each render.
  const [now] = useState(() => Date.now());
  const rows = useMemo(() => {
    const entries = mergeByTime(data.units, data.items);
    const shown: Row[] = onlyLive
      ? liveOnly(entries)
      : isToday
        ? foldFinished(entries, now, (iso) => formatTime(iso, zone).slice(0, 2), open)
        : entries;
    return shown;
  }, [data, isToday, onlyLive, open, zone, now]);
  // Decided when the list opens: its own scrolling saves a position for this entry too.
  const [restoring] = useState(() => navigation === 'POP' && savedScrollOf(key) !== undefined);
  const [stripHeight, setStripHeight] = useState<number>();
  useLayoutEffect(() => setStripHeight(strip.current?.offsetHeight ?? 0), [live.length]);
  const scrollTo =
    isToday && !restoring && stripHeight !== undefined
      ? // The app header (3.5rem) and the live strip stay on top of the list.
        { index: nowIndex(rows, now), inset: 56 + stripHeight + 8 }
      : undefined;
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    search.set({ open: [...next].join(',') || undefined });
  };
  return (
    <>
      {live.length > 0 && <LiveStrip ref={strip} units={live} showDiscipline={showDiscipline} />}
      {rows.length === 0 ? (
        <EmptyState title={t('now.noneLive')} hint={t('now.noneLiveHint')} />
      ) : (
        <ScheduleList rows={rows} showDiscipline={showDiscipline} onToggleFold={toggle} scrollTo={scrollTo} />
      )}
    </>
  );
}
