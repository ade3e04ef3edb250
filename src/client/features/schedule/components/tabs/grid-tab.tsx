import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScheduleFilter } from '../../../../../shared/domain/schedule-filters';
import { useScheduleGrid, type ScheduleGrid } from '../../api/get-schedule-grid';
import { useCompetition } from '../../../disciplines';
import { EmptyState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { cn } from '../../../../ui/cn';
import { countedLabels, labelTemplate } from '../../../../lib/label-cache';
import { dayLabels, daysBetween } from '../../../../lib/time';
import { DaysToggle } from '../day-picker';
import { FilterChips, filterOf } from '../filter-chips';
import { QueryView } from '../../../../ui/query-view';
import { useProgressiveRows, type ProgressiveRows } from '../../../../ui/use-progressive-rows';
import { usePaths } from '../../../../lib/paths';
import { isPlainClick } from '../../../../lib/plain-click';
import { useSearchState } from '../../../../lib/use-search-state';
import { useScheduleToday } from '../../../../lib/use-schedule-today';
import { NowSection } from '../../../now';

/**
 * /schedule/grid: sports down, days across. Each cell says at a glance whether the
 * sport runs that day, how many sessions, and (gold) how many medal events.
 */
export function GridTab() {
  const { t } = useTranslation('schedule');
  const search = useSearchState();
  const mode = search.get('days') === 'all' ? 'all' : 'event';
  const filter: ScheduleFilter = filterOf(search.get('filter'));
  const grid = useScheduleGrid({ days: mode, filter });
  return (
    <div className="space-y-3">
      {/* What is on now comes first: the grid is for planning the days ahead. */}
      <NowSection className="mb-6" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DaysToggle value={mode} onChange={(v) => search.set({ days: v === 'all' ? 'all' : undefined })} />
        <Legend />
      </div>
      <FilterChips value={filter} onChange={(f) => search.set({ filter: f === 'all' ? undefined : f })} />
      <QueryView query={grid} skeleton={<Skeleton className="h-[28rem] w-full rounded-2xl" />}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('days.noEvents')} hint={t('days.noEventsHint')} />
          ) : (
            <GridTable data={data} filter={filter} dim={grid.isPlaceholderData} />
          )
        }
      </QueryView>
    </div>
  );
}

function Legend() {
  const { t } = useTranslation('schedule');
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted" aria-hidden>
      <li className="flex items-center gap-1.5">
        <span className="grid h-5 min-w-5 place-items-center rounded-md bg-brand px-1 text-xs font-bold text-white">
          3
        </span>
        {t('grid.legendSessions')}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="grid size-5 place-items-center rounded-full bg-gold text-xs font-bold text-white">
          2
        </span>
        {t('grid.legendMedal')}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-2 rounded-full bg-muted/60" />
        {t('grid.legendItems')}
      </li>
    </ul>
  );
}

/**
 * The sports of a phone's first screen are shown as they are drawn, two with the page's first
 * render and then two a step (a sport of a fortnight's games is some 10 ms of script on a
 * 2-core machine); the others wait in a hidden body until the last is drawn.
 */
const ROWS: ProgressiveRows = { inSight: 8, initial: 2, step: 2 };

/**
 * Memoised, and its ~200 cells are plain anchors with one click handler on the table:
 * a router Link per cell costs several hooks each on a slow phone.
 */
const GridTable = memo(function GridTable({
  data,
  filter,
  dim,
}: {
  data: ScheduleGrid;
  filter: ScheduleFilter;
  dim: boolean;
}) {
  const navigate = useNavigate();
  function onClick(e: MouseEvent<HTMLDivElement>) {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-testid="grid-cell"]');
    if (!a || !isPlainClick(e)) return;
    e.preventDefault();
    navigate(a.getAttribute('href')!);
  }
  const { t, i18n } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const paths = usePaths();
  const competition = useCompetition().data;
  const { today, day: openingDay } = useScheduleToday(competition);
  const scroller = useRef<HTMLDivElement>(null);
  // Two sports in the first render, the others in short tasks right after.
  const { now, later, drawing, laterHidden } = useProgressiveRows(data.rows, ROWS);
  // Open with today (before the games the first day, after them the last) just right
  // of the sport column, the day before it still in sight.
  useEffect(() => {
    const el = scroller.current;
    const column = el?.querySelector<HTMLElement>(`thead th[data-day="${openingDay}"]`);
    const sports = el?.querySelector<HTMLElement>('thead th');
    if (!el || !column || !sports) return;
    el.scrollLeft = column.offsetLeft - sports.offsetWidth - column.offsetWidth;
  }, [openingDay]);
  const first = competition?.starts_on ?? data.days[0]!;
  const date = (d: string) => new Date(`${d}T12:00:00Z`);
  const chips = useMemo(
    () => new Map(data.days.map((d) => [d, dayLabels(d, i18n.language)])),
    [data.days, i18n.language],
  );
  // The same object while rows are added a few at a time: the rows already drawn are
  // skipped (GridRow is memoised) instead of drawn again with every step.
  const labels = useMemo<RowLabels>(
    () => ({
      today: today ?? '',
      filter,
      dayLabel: new Map(data.days.map((d) => [d, chips.get(d)!.long])),
      counted: countedLabels(t),
      open: labelTemplate(t, 'grid.open', ['sport', 'day', 'what']),
      paths,
    }),
    [today, filter, data.days, chips, t, paths],
  );
  const gridRow = (row: ScheduleGrid['rows'][number]) => (
    <GridRow
      key={row.discipline ?? 'general'}
      row={row}
      name={row.discipline ? tc(`disciplines.${row.discipline}`) : t('grid.general')}
      labels={labels}
    />
  );
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-2xl border border-border bg-surface transition-opacity',
        dim && 'opacity-60',
      )}
      data-testid="schedule-grid"
      ref={scroller}
      onClick={onClick}
    >
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        aria-busy={drawing || undefined}
      >
        <caption className="sr-only">{t('grid.caption')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 w-[8.5rem] border-b border-r border-border bg-surface px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted sm:w-[11rem]"
            >
              {t('grid.sport')}
            </th>
            {data.days.map((d) => (
              <th
                key={d}
                scope="col"
                data-day={d}
                aria-current={d === today ? 'date' : undefined}
                className={cn(
                  'w-[3.25rem] border-b border-border px-1 py-1.5 text-center font-normal leading-tight',
                  d === today && 'bg-brand-soft',
                )}
              >
                {d === today && (
                  <span className="mb-0.5 block text-xs font-bold text-brand dark:text-[color-mix(in_oklab,var(--brand)_55%,white)]">
                    {t('days.today')}
                  </span>
                )}
                <abbr
                  title={`${t('days.dayNumber', { number: daysBetween(first, d) + 1 })} · ${chips.get(d)!.long}`}
                  className="no-underline"
                >
                  <span className="block text-xs uppercase text-muted">{chips.get(d)!.weekday}</span>
                  <span className="block text-base font-bold tabular-nums">{date(d).getUTCDate()}</span>
                  <span className="block text-xs uppercase text-muted">{chips.get(d)!.month}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{now.map(gridRow)}</tbody>
        {later.length > 0 && <tbody hidden={laterHidden}>{later.map(gridRow)}</tbody>}
      </table>
    </div>
  );
});

interface RowLabels {
  today: string;
  filter: ScheduleFilter;
  dayLabel: Map<string, string>;
  counted: ReturnType<typeof countedLabels>;
  open: (values: Record<'sport' | 'day' | 'what', string>) => string;
  paths: ReturnType<typeof usePaths>;
}

/**
 * One sport's row. A component of its own: the table draws its rows a few at a time
 * (useProgressiveRows), and React could pause between rows.
 */
const GridRow = memo(function GridRow({
  row,
  name,
  labels,
}: {
  row: ScheduleGrid['rows'][number];
  name: string;
  labels: RowLabels;
}) {
  const { today, filter, dayLabel, counted, paths } = labels;
  return (
    <tr data-testid="grid-row" data-discipline={row.discipline ?? ''}>
      <th
        scope="row"
        className="sticky left-0 z-10 border-b border-r border-border bg-surface px-3 py-1.5 text-left font-medium"
      >
        {row.discipline ? (
          <Link
            to={paths.discipline(row.discipline)}
            className="flex min-h-11 items-center gap-2 hover:text-brand"
          >
            <span className="w-8 shrink-0 font-mono text-xs font-semibold text-muted">{row.discipline}</span>
            <span className="truncate leading-tight">{name}</span>
          </Link>
        ) : (
          <span className="flex items-center gap-2 text-muted">
            <span className="w-8 shrink-0" />
            <span className="leading-tight">{name}</span>
          </span>
        )}
      </th>
      {row.cells.map((cell) => {
        const empty = cell.units === 0 && cell.items === 0;
        const parts = [
          cell.units > 0 && counted('grid.sessions', cell.units),
          cell.medal_units > 0 && counted('grid.medals', cell.medal_units),
          cell.items > 0 && counted('grid.items', cell.items),
        ].filter(Boolean);
        const label = labels.open({
          sport: name,
          day: dayLabel.get(cell.day) ?? cell.day,
          what: parts.join(', '),
        });
        const search = new URLSearchParams({ day: cell.day });
        if (row.discipline) search.set('discipline', row.discipline);
        if (filter !== 'all') search.set('filter', filter);
        return (
          <td
            key={cell.day}
            data-day={cell.day}
            className={cn(
              'border-b border-border p-1 text-center',
              cell.day === today && 'bg-brand-soft',
              cell.medal_units > 0 && 'relative',
            )}
          >
            {empty ? (
              <span aria-hidden className="text-border">
                ·
              </span>
            ) : (
              // Named by the sentence, the figure for the eye: an attribute, not a visually
              // hidden text, so the hundreds of cells lay out no long line each.
              <a
                href={paths.schedule('days', search.toString())}
                aria-label={label}
                title={label}
                data-testid="grid-cell"
                data-units={cell.units}
                data-medals={cell.medal_units}
                data-items={cell.items}
                className={cn(
                  // Block boxes centred by line height: ~250 cells laid out as grids or
                  // flex boxes cost a cheap phone a visible pause.
                  'mx-auto block h-11 w-11 rounded-lg text-center text-sm font-bold leading-[2.75rem] tabular-nums transition-transform hover:scale-105',
                  cell.units > 0
                    ? 'bg-brand text-white'
                    : 'bg-surface-2 text-muted ring-1 ring-inset ring-border',
                )}
              >
                {cell.units > 0 ? (
                  cell.units
                ) : (
                  <span className="inline-block size-2 rounded-full bg-muted/60 align-middle" />
                )}
              </a>
            )}
            {cell.medal_units > 0 && (
              // Beside the link, over its top right corner (placed from the cell's centre,
              // where the link is): the link's visible text is then only the figure, which
              // its name holds; the name also says "n medal events".
              <span
                aria-hidden
                className="pointer-events-none absolute left-[calc(50%+0.5rem)] top-[calc(50%-1.75rem)] block size-5 rounded-full bg-gold text-center text-xs font-bold leading-5 text-white ring-2 ring-surface"
              >
                {cell.medal_units}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
