import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompetition } from '../../disciplines';
import { useScheduleDay } from '../../schedule';
import { useSearchState } from '../../../lib/use-search-state';
import { useUnit, type UnitDetail } from '../api/get-unit';
import { EmptyState } from '../../../ui/states';
import { PageHeader } from '../../../ui/page-header';
import { defaultDay } from '../../../lib/time';
import { CompetitorName } from '../../../ui/competitor';
import { MedalIcon, MedalUnitMark } from '../../../ui/medal-unit-mark';
import { QueryView } from '../../../ui/query-view';
import { usePaths } from '../../../lib/paths';
import { UnitStatus, UpdatedAgo } from '../../../ui/unit-status';
import { useTimes } from '../../../lib/use-times';
import { useNameOf } from '../../../lib/localized-text';

/** /test-results-card?unit=RSC: the results card of a unit (the first medal unit of the day by default). */
export default function ResultsCardPage() {
  const { t } = useTranslation('schedule');
  const search = useSearchState();
  const { eventZone } = useTimes();
  const c = useCompetition().data;
  const day = c ? defaultDay(c.days, new Date(), c.time_zone || eventZone, c.day_boundary_hour) : undefined;
  const medals = useScheduleDay(search.get('unit') ? undefined : day, { filter: 'medal' });
  const code =
    search.get('unit')?.toUpperCase() ??
    (medals.data?.units.find((u) => u.result_status === 'OFFICIAL') ?? medals.data?.units[0])?.code;
  const unit = useUnit(code);
  return (
    <div className="mx-auto max-w-md space-y-4">
      <PageHeader title={t('titles.resultsCard')} subtitle={t('card.intro')} />
      {code ? (
        <QueryView query={unit} notFoundMessage={t('unit.notFound')}>
          {(d) => <ResultsCard detail={d} />}
        </QueryView>
      ) : medals.data ? (
        <EmptyState />
      ) : (
        <QueryView query={medals}>{() => null}</QueryView>
      )}
    </div>
  );
}

/** A compact card: event, status, the top three with medals, freshness. */
export function ResultsCard({ detail }: { detail: UnitDetail }) {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const paths = usePaths();
  const { time } = useTimes();
  const u = detail.unit;
  const nameOf = useNameOf();
  const top = detail.results.filter((r) => r.rank !== null).slice(0, 3);
  return (
    <article
      className="overflow-hidden rounded-3xl border border-border bg-surface shadow-lg"
      data-testid="results-card"
    >
      <header className="bg-brand px-5 py-4 text-white">
        <p className="text-xs font-semibold uppercase tracking-wider text-white">
          {tc(`disciplines.${u.discipline}`)} · {time(u.start_at)}
        </p>
        <h2 className="text-lg font-bold leading-tight">{u.event_name}</h2>
        <p className="text-sm text-white/85">{nameOf(u)}</p>
      </header>
      <div className="flex items-center justify-between gap-2 border-b border-border px-5 py-2.5">
        {u.medal ? <MedalUnitMark /> : <span />}
        <UnitStatus schedule={u.schedule_status} result={u.result_status} />
      </div>
      {top.length === 0 ? (
        <EmptyState title={t('unit.noResults')} />
      ) : (
        <ol className="px-5 py-2">
          {top.map((r) => (
            <li key={r.competitor.code} className="flex items-center gap-3 py-2">
              <span className="flex w-6 justify-center font-bold">
                {r.medal ? <MedalIcon medal={r.medal} className="size-6 text-xs" /> : r.rank}
              </span>
              <span className="min-w-0 flex-1">
                <CompetitorName competitor={r.competitor} />
              </span>
              <span className="font-semibold tabular-nums">{r.score ?? r.result}</span>
            </li>
          ))}
        </ol>
      )}
      <footer className="flex items-center justify-between border-t border-border px-5 py-2.5 text-xs text-muted">
        <UpdatedAgo at={u.updated_at} />
        <Link
          to={paths.unit(u.discipline, u.code, 'results')}
          className="font-semibold text-brand hover:underline"
        >
          {t('unit.tabs.results')}
        </Link>
      </footer>
    </article>
  );
}
