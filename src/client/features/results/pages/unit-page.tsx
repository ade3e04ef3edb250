import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { ErrorView } from '../../../ui/error-view';
import { useUnit, type UnitDetail } from '../api/get-unit';
import { EmptyState } from '../../../ui/states';
import { Tabs } from '../../../ui/tabs';
import { Skeleton } from '../../../ui/skeleton';
import { formatDayTitle } from '../../../lib/time';
import { CompetitorName } from '../../../ui/competitor';
import { MedalIcon, MedalUnitMark } from '../../../ui/medal-unit-mark';
import { QueryView } from '../../../ui/query-view';
import { AfterFirstPaint } from '../../../ui/after-first-paint';
import { ResultsTable } from '../components/results-table';
import { isDuel, Scoreboard } from '../components/scoreboard';
import { StartListTable } from '../components/start-list';
import { RecordMark } from '../components/record-mark';
import { UnitReports } from '../../documents';
import { UnitStatus, UpdatedAgo } from '../../../ui/unit-status';
import { UNIT_TABS, usePaths, type UnitTab } from '../../../lib/paths';
import { TimeZoneSwitch } from '../../schedule';
import { useTimes } from '../../../lib/use-times';
import { CorrectionNote } from '../../live';
import { isLive } from '../../../lib/unit-status';
import { periodOf } from '../../../../shared/domain/match-periods';
import { useNameOf } from '../../../lib/localized-text';
import { locationName } from '../../../lib/location-name';
import { useOutcomeHidden } from '../../../lib/spoiler-store';

// A team match's rosters and clock come with the records feature, loaded only on a match's page.
const MatchLineups = lazy(() => import('../../records').then((m) => ({ default: m.MatchLineups })));
const MatchClock = lazy(() => import('../../records').then((m) => ({ default: m.MatchClock })));
// Spoiler-free mode's shield only for readers who turned it on: not part of a first visit.
const SpoilerShield = lazy(() => import('../../spoiler-free').then((m) => ({ default: m.SpoilerShield })));

/** The links under a unit's results: to its event, its sessions and its match statistics. */
const UNIT_LINK =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-border bg-surface px-3 py-2 text-sm font-semibold hover:bg-surface-2';

/** /discipline/{key}/results/{unit}/{tab}: summary, results, start list and reports of one unit. */
export default function UnitPage() {
  const { unit: code = '', tab = 'summary' } = useParams();
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const query = useUnit(code);
  if (!(UNIT_TABS as string[]).includes(tab)) {
    return (
      <ErrorView details={{ status: 404, statusText: 'Not Found', message: tc('error.message.notFound') }} />
    );
  }
  return (
    <QueryView
      query={query}
      skeleton={
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      }
      notFoundMessage={t('unit.notFound')}
    >
      {(detail) => <UnitView detail={detail} tab={tab as UnitTab} />}
    </QueryView>
  );
}

function UnitView({ detail, tab }: { detail: UnitDetail; tab: UnitTab }) {
  const { t, i18n } = useTranslation('schedule');
  const paths = usePaths();
  const { time } = useTimes();
  const u = detail.unit;
  const nameOf = useNameOf();
  const duel = isDuel(detail);
  // Spoiler-free mode: score, podium and results wait for the reader's reveal (the start list does not).
  const hidden = useOutcomeHidden(u.code) && detail.results.length > 0;
  return (
    <article className="space-y-4" data-testid="unit-page" data-unit={u.code}>
      {/* A match reads like a scoreboard: score, period and clock before its date and place. */}
      {duel && !hidden && (
        <Scoreboard detail={detail}>
          <Suspense fallback={null}>
            <MatchClock unitCode={u.code} />
          </Suspense>
        </Scoreboard>
      )}
      <header className="rounded-2xl border border-border bg-surface p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-[length:var(--text-h3)] font-bold leading-tight" data-testid="unit-title">
              {u.event_name}
            </h2>
            <p className="mt-0.5 font-medium text-muted">{nameOf(u)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            {u.medal && <MedalUnitMark />}
            <UnitStatus
              schedule={u.schedule_status}
              result={u.result_status}
              period={isDuel(detail) ? periodOf(detail.results[0]?.extras) : null}
            />
          </div>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <dt>
              <Icon name="calendar-clock" size={15} className="text-muted" />
              <span className="sr-only">{t('unit.when')}</span>
            </dt>
            <dd data-testid="unit-when">
              {formatDayTitle(u.logical_day, i18n.language)} · {time(u.start_at)}–{time(u.end_at)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Icon name="map-pin" size={15} className="text-muted" />
              <span className="sr-only">{t('unit.where')}</span>
            </dt>
            <dd data-testid="unit-where">{locationName(u, i18n.language)}</dd>
          </div>
        </dl>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <TimeZoneSwitch className="text-xs" />
          <UpdatedAgo at={u.updated_at} className="text-xs text-muted" />
        </div>
      </header>
      {/* Readers are told when an official result was changed. */}
      <CorrectionNote unitCode={u.code} />
      <div className="sticky top-[6.25rem] z-20 -mx-4 bg-bg/95 px-4 backdrop-blur">
        <Tabs
          label={t('unit.tabs.label')}
          items={UNIT_TABS.map((k) => ({
            to: paths.unit(u.discipline, u.code, k),
            label: t(`unit.tabs.${k}`),
          }))}
        />
      </div>
      <div data-testid={`tab-${tab}`}>
        <AfterFirstPaint
          fallback={
            <div aria-busy="true">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
        >
          {hidden && (tab === 'summary' || tab === 'results') && (
            <Suspense fallback={null}>
              <SpoilerShield outcome={u.code} />
            </Suspense>
          )}
          {tab === 'summary' && !hidden && <Summary detail={detail} />}
          {tab === 'results' &&
            !hidden &&
            (detail.results.length > 0 ? (
              <ResultsTable rows={detail.results} />
            ) : isLive(u.schedule_status) && detail.start_list.length > 0 ? (
              // Under way without results yet: who is competing says more than "no results".
              <StartListTable entries={detail.start_list} />
            ) : (
              <EmptyState title={t('unit.noResults')} hint={t('unit.noResultsHint')} />
            ))}
          {tab === 'startlist' &&
            (detail.start_list.length > 0 ? (
              <StartListTable entries={detail.start_list} />
            ) : (
              <EmptyState title={t('unit.noStartList')} />
            ))}
          {tab === 'reports' && <UnitReports unit={u} />}
        </AfterFirstPaint>
      </div>
    </article>
  );
}

function Summary({ detail }: { detail: UnitDetail }) {
  const { t } = useTranslation('schedule');
  const paths = usePaths();
  const u = detail.unit;
  const duel = isDuel(detail);
  const leaders = detail.results.filter((r) => r.rank !== null).slice(0, u.medal ? 3 : 5);
  return (
    <div className="space-y-4">
      {duel ? (
        <Suspense fallback={null}>
          <MatchLineups unit={u} />
        </Suspense>
      ) : leaders.length > 0 ? (
        <section aria-labelledby="leaders" className="rounded-2xl border border-border bg-surface">
          <h3 id="leaders" className="border-b border-border px-4 py-2.5 text-sm font-semibold text-muted">
            {u.medal ? t('unit.podium') : t('unit.leaders')}
          </h3>
          <ol>
            {leaders.map((r) => (
              <li
                key={r.competitor.code}
                className="flex items-center gap-3 border-b border-border px-4 py-2.5 last:border-b-0"
                data-testid="leader-row"
              >
                <span className="flex w-8 shrink-0 justify-end font-bold tabular-nums">
                  {r.medal ? <MedalIcon medal={r.medal} className="size-6 text-xs" /> : r.rank}
                </span>
                <span className="min-w-0 flex-1">
                  <CompetitorName competitor={r.competitor} />
                </span>
                {r.records?.map((m) => (
                  <RecordMark key={m.code} code={m.code} equalled={m.equalled} />
                ))}
                <span className="font-semibold tabular-nums">{r.irm ?? r.result}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : detail.start_list.length > 0 ? (
        <StartListTable entries={detail.start_list} />
      ) : (
        <EmptyState title={t('unit.noResults')} hint={t('unit.noResultsHint')} />
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={paths.schedule('classification', `event=${u.event_code}`)} className={UNIT_LINK}>
          <Icon name="list-ordered" size={16} className="text-brand" />
          {t('unit.classification')}
        </Link>
        <Link to={paths.schedule('event', `event=${u.event_code}`)} className={UNIT_LINK}>
          <Icon name="calendar-clock" size={16} className="text-brand" />
          {t('unit.allSessions')}
        </Link>
        {duel && (
          <Link to={paths.localize(`/match-stats?unit=${u.code}`)} className={UNIT_LINK}>
            <Icon name="chart-column" size={16} className="text-brand" />
            {t('unit.matchStats')}
          </Link>
        )}
      </div>
    </div>
  );
}
