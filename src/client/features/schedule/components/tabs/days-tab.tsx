import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarX2 } from 'lucide-react';
import { useCompetition } from '../../../disciplines';
import { useScheduleDay } from '../../api/get-schedule-day';
import { EmptyState } from '../../../../ui/states';
import { SkeletonList } from '../../../../ui/skeleton';
import { defaultDay, formatDayTitle } from '../../../../lib/time';
import { DayPicker, DaysToggle } from '../day-picker';
import { DisciplineSelect } from '../discipline-select';
import { FilterChips, filterOf } from '../filter-chips';
import { QueryView } from '../../../../ui/query-view';
import { ScheduleList } from '../schedule-list';
import { UpdatedAgo } from '../../../../ui/unit-status';
import { useSearchState } from '../../../../lib/use-search-state';
import { useTimes } from '../../../../lib/use-times';

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
  const { eventZone } = useTimes();
  const mode = search.get('days') === 'all' ? 'all' : 'event';
  const filter = filterOf(search.get('filter'));
  const discipline = fixedDiscipline ?? search.get('discipline') ?? '';
  const shownDays = useMemo(
    () => (mode === 'all' ? competition.days : competition.days.filter((d) => d.event_day)),
    [mode, competition.days],
  );
  const asked = routeDay ?? search.get('day');
  const day =
    asked && competition.days.some((d) => d.day === asked)
      ? asked
      : defaultDay(
          competition.days,
          new Date(),
          competition.time_zone || eventZone,
          competition.day_boundary_hour,
        );
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
        onSelect={(d) => (onDay ? onDay(d) : search.set({ day: d }))}
      />
      <FilterChips value={filter} onChange={(f) => search.set({ filter: f === 'all' ? undefined : f })} />
      {day && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-1">
          <h2 className="text-[length:var(--text-h3)] font-bold" data-testid="day-title">
            {formatDayTitle(day, i18n.language)}
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
                icon={<CalendarX2 size={22} aria-hidden />}
              />
            ) : (
              <ScheduleList units={data.units} items={data.items} showDiscipline={!discipline} />
            )
          }
        </QueryView>
      ) : (
        <EmptyState title={t('days.noEvents')} />
      )}
    </div>
  );
}
