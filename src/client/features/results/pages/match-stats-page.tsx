import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icon';
import { useCompetition } from '../../disciplines';
import { useScheduleDay, DayPicker, UnitRow } from '../../schedule';
import { useSearchState } from '../../../lib/use-search-state';
import { useUnit, type UnitDetail } from '../api/get-unit';
import { EmptyState } from '../../../ui/states';
import { PageHeader } from '../../../ui/page-header';
import { defaultDay } from '../../../lib/time';
import { QueryView } from '../../../ui/query-view';
import { usePaths } from '../../../lib/paths';
import { isDuel, periodsOf, Scoreboard } from '../components/scoreboard';
import { UnitStatus, UpdatedAgo } from '../../../ui/unit-status';
import { useTimes } from '../../../lib/use-times';
import { useNameOf } from '../../../lib/localized-text';
import { locationName } from '../../../lib/location-name';

/** Sports played as matches with a score by period, set or end. */
const MATCH_SPORTS = new Set(['BKB', 'HBL', 'VVO', 'VBV', 'TTE', 'BDM']);

/** /match-stats?unit=RSC: a match's statistics; without a unit, the day's matches to choose from. */
export default function MatchStatsPage() {
  const { t } = useTranslation('schedule');
  const search = useSearchState();
  const unit = search.get('unit')?.toUpperCase();
  return (
    <div className="space-y-4">
      <PageHeader title={t('titles.matchStats')} />
      {unit ? <MatchStats code={unit} /> : <MatchPicker />}
    </div>
  );
}

function MatchPicker() {
  const { t } = useTranslation('schedule');
  const search = useSearchState();
  const { eventZone } = useTimes();
  const competition = useCompetition();
  const c = competition.data;
  const days = c?.days.filter((d) => d.event_day) ?? [];
  const day =
    search.get('day') ??
    (c ? defaultDay(c.days, new Date(), c.time_zone || eventZone, c.day_boundary_hour) : undefined);
  const schedule = useScheduleDay(day);
  return (
    <div className="space-y-3">
      <p className="text-muted">{t('match.pick')}</p>
      {c && (
        <DayPicker
          days={days}
          selected={day}
          firstDay={c.starts_on}
          onSelect={(d) => search.set({ day: d })}
        />
      )}
      <QueryView query={schedule}>
        {(data) => {
          const matches = data.units.filter((u) => MATCH_SPORTS.has(u.discipline));
          return matches.length === 0 ? (
            <EmptyState title={t('match.noMatches')} />
          ) : (
            <div
              className="overflow-hidden rounded-2xl border border-border bg-surface"
              data-testid="matches"
            >
              {matches.map((u) => (
                <UnitRow key={u.code} unit={u} />
              ))}
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}

function MatchStats({ code }: { code: string }) {
  const { t } = useTranslation('schedule');
  const query = useUnit(code);
  return (
    <QueryView query={query} notFoundMessage={t('unit.notFound')}>
      {(detail) => <Stats detail={detail} />}
    </QueryView>
  );
}

function Stats({ detail }: { detail: UnitDetail }) {
  const { t, i18n } = useTranslation('schedule');
  const paths = usePaths();
  const u = detail.unit;
  const nameOf = useNameOf();
  const [a, b] = detail.results;
  const periods = periodsOf(a);
  const rows: { label: string; a: number; b: number }[] = [];
  if (periods) {
    const sumA = periods.list.reduce((s, p) => s + p.a, 0);
    const sumB = periods.list.reduce((s, p) => s + p.b, 0);
    rows.push({ label: t('match.pointsWon'), a: sumA, b: sumB });
    rows.push({
      label: t('match.periodsWon'),
      a: periods.list.filter((p) => p.a > p.b).length,
      b: periods.list.filter((p) => p.b > p.a).length,
    });
    rows.push({
      label: t('match.bestPeriod'),
      a: Math.max(...periods.list.map((p) => p.a)),
      b: Math.max(...periods.list.map((p) => p.b)),
    });
  }
  const ca = a?.extras?.cards;
  const cb = b?.extras?.cards;
  if (ca && cb) {
    rows.push({ label: t('cards.yellow'), a: ca.yellow, b: cb.yellow });
    rows.push({ label: t('cards.red'), a: ca.red, b: cb.red });
  }
  if (a?.extras?.shido !== undefined && b?.extras?.shido !== undefined)
    rows.push({ label: t('col.shido'), a: a.extras.shido, b: b.extras.shido });
  return (
    <div className="space-y-4" data-testid="match-stats">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Link to={paths.unit(u.discipline, u.code)} className="font-semibold hover:text-brand">
            {u.event_name}
          </Link>
          <p className="text-sm text-muted">
            {nameOf(u)} · {locationName(u, i18n.language)}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <UnitStatus schedule={u.schedule_status} result={u.result_status} />
          <UpdatedAgo at={u.updated_at} className="text-xs text-muted" />
        </div>
      </div>
      {isDuel(detail) ? <Scoreboard detail={detail} /> : null}
      {rows.length > 0 ? (
        <section aria-labelledby="stats" className="rounded-2xl border border-border bg-surface p-4">
          <h2 id="stats" className="mb-3 flex items-center gap-2 font-semibold">
            <Icon name="chart-column" size={16} className="text-brand" />
            {t('match.stats')}
          </h2>
          <dl className="space-y-3">
            {rows.map((r) => {
              const total = r.a + r.b || 1;
              return (
                <div key={r.label} data-testid="stat-row">
                  <dt className="mb-1 flex justify-between text-sm">
                    <span className="font-bold tabular-nums">{r.a}</span>
                    <span className="text-muted">{r.label}</span>
                    <span className="font-bold tabular-nums">{r.b}</span>
                  </dt>
                  <dd className="flex h-2 gap-1" aria-hidden>
                    <span className="flex flex-1 justify-end overflow-hidden rounded-full bg-surface-2">
                      <span className="rounded-full bg-brand" style={{ width: `${(r.a / total) * 100}%` }} />
                    </span>
                    <span className="flex flex-1 overflow-hidden rounded-full bg-surface-2">
                      <span className="rounded-full bg-accent" style={{ width: `${(r.b / total) * 100}%` }} />
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : (
        <EmptyState title={t('unit.noResults')} />
      )}
    </div>
  );
}
