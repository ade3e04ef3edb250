import { useParams, useSearchParams, Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Medal as MedalGlyph, X } from 'lucide-react';
import { DISCIPLINE_CODES } from '../../../../shared/domain/disciplines';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useCountryName } from '../../../lib/use-country-name';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState } from '../../../ui/states';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { Skeleton } from '../../../ui/skeleton';
import { medalTableQuery, useMedalTable, type MedalFilters as Filters } from '../api/get-medal-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMedallists } from '../api/get-medallists';
import { useDisciplineEvents } from '../../disciplines';
import { MedalFilters } from '../components/medal-filters';
import { MedalTable } from '../components/medal-table';
import { EventCard, Podium } from '../components/medallists-list';
import { MedalCounts } from '../components/medal-icon';
import { QueryView } from '../../../ui/query-view';
import { medalsPath, parseMedalTabs, type MedalTabs } from '../lib/medal-tabs';
import { SpoilerShield } from '../../spoiler-free';
import { medalTableKey, useOutcomeHidden } from '../../../lib/spoiler-store';

function TableSkeleton() {
  return (
    <div className="space-y-2 rounded-2xl border border-border bg-surface p-4" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="h-6 w-9" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

function NoMedals() {
  const { t } = useTranslation('medals');
  return <EmptyState title={t('empty')} hint={t('emptyHint')} icon={<MedalGlyph size={22} aria-hidden />} />;
}

function TableView({ tabs, filters }: { tabs: MedalTabs; filters: Filters }) {
  const localize = useLocalizedPath();
  const query = useMedalTable(filters);
  return (
    <QueryView query={query} skeleton={<TableSkeleton />}>
      {(data) =>
        data.rows.length === 0 ? (
          <NoMedals />
        ) : (
          <SpoilerFree outcome={medalTableKey(JSON.stringify(filters), data.totals.total)}>
            <MedalTable
              data={data}
              rowHref={(row) =>
                localize(
                  medalsPath(
                    { ...tabs, view: 'winners' },
                    filters.discipline,
                    `delegation=${row.delegation}`,
                  ),
                )
              }
            />
          </SpoilerFree>
        )
      }
    </QueryView>
  );
}

/** The medal table, or in spoiler-free mode a shield until the reader reveals it. */
function SpoilerFree({ outcome, children }: { outcome: string; children: ReactNode }) {
  return useOutcomeHidden(outcome) ? <SpoilerShield outcome={outcome} what="medals" /> : children;
}

/** An event's podium, or in spoiler-free mode a reveal button in its card. */
function HiddenOr({ outcome, children }: { outcome: string; children: ReactNode }) {
  return useOutcomeHidden(outcome) ? <SpoilerShield outcome={outcome} compact /> : children;
}

function WinnersView({
  tabs,
  filters,
  delegation,
}: {
  tabs: MedalTabs;
  filters: Filters;
  delegation?: string;
}) {
  const { t } = useTranslation('medals');
  const localize = useLocalizedPath();
  const query = useMedallists({ ...filters, delegation });
  const table = useMedalTable(filters);
  const row = delegation ? table.data?.rows.find((r) => r.delegation === delegation) : undefined;
  const countryName = useCountryName().name;
  return (
    <div className="space-y-4">
      {delegation && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3"
          data-testid="delegation-medallists"
        >
          <DelegationFlag code={delegation} name={row?.name} size="md" />
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">{t('winners.of', { name: countryName(delegation, row?.name) })}</h2>
            {row && (
              <MedalCounts gold={row.gold} silver={row.silver} bronze={row.bronze} className="mt-0.5" />
            )}
          </div>
          <Link
            to={localize(medalsPath(tabs, filters.discipline))}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-2"
          >
            <X size={14} aria-hidden />
            {t('winners.clear')}
          </Link>
        </div>
      )}
      <QueryView query={query}>
        {(data) =>
          data.events.length === 0 ? (
            <NoMedals />
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {data.events.map((event) => (
                <EventCard
                  key={event.event_code}
                  event={event}
                  resultsHref={localize(`/schedule/classification?event=${event.event_code}`)}
                >
                  <HiddenOr outcome={`event:${event.event_code}`}>
                    <Podium event={event} />
                  </HiddenOr>
                </EventCard>
              ))}
            </div>
          )
        }
      </QueryView>
    </div>
  );
}

function ResultsView({ filters }: { filters: Filters }) {
  const { t } = useTranslation('medals');
  const localize = useLocalizedPath();
  const events = useDisciplineEvents(filters.discipline);
  const medallists = useMedallists(filters, !!filters.discipline);
  if (!filters.discipline)
    return <EmptyState title={t('results.choose')} icon={<MedalGlyph size={22} aria-hidden />} />;
  const byEvent = new Map((medallists.data?.events ?? []).map((e) => [e.event_code, e]));
  return (
    <QueryView query={events}>
      {(data) => {
        const list = data.events.filter(
          (e) =>
            e.medal_event &&
            (!filters.gender || e.gender === filters.gender) &&
            (!filters.division || e.division === filters.division),
        );
        if (list.length === 0) return <EmptyState />;
        return (
          <div className="grid gap-3 md:grid-cols-2">
            {list.map((e) => {
              const decided = byEvent.get(e.code);
              return (
                <EventCard
                  key={e.code}
                  event={{
                    event_code: e.code,
                    event_name: e.name,
                    discipline: e.discipline,
                    division: e.division,
                  }}
                  resultsHref={localize(`/schedule/classification?event=${e.code}`)}
                >
                  {decided ? (
                    <HiddenOr outcome={`event:${decided.event_code}`}>
                      <Podium event={decided} />
                    </HiddenOr>
                  ) : medallists.isPending ? (
                    <div className="space-y-2 p-4">
                      <Skeleton className="h-4 w-2/3" />
                      <Skeleton className="h-4 w-1/2" />
                    </div>
                  ) : (
                    <p className="px-4 py-3 text-sm text-muted">{t('results.pending')}</p>
                  )}
                </EventCard>
              );
            })}
          </div>
        );
      }}
    </QueryView>
  );
}

/** /medals/{tabs}/{disciplineKey?}: the table, the winners or the results, by gender and division. */
export default function MedalsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const tabs = parseMedalTabs(params.tabs);
  const key = params.disciplineKey?.toUpperCase();
  const discipline = key && (DISCIPLINE_CODES as readonly string[]).includes(key) ? key : undefined;
  const delegation = search.get('delegation')?.toUpperCase() || undefined;
  // Ask for the data now, while the page's texts load (useTranslation suspends), not after.
  const queryClient = useQueryClient();
  if (tabs?.view === 'all')
    void queryClient.prefetchQuery(
      medalTableQuery({ discipline, gender: tabs.gender, division: tabs.division }),
    );
  const { t } = useTranslation('medals');

  if (!tabs || (key && !discipline)) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState title={t('unknownView')} />
      </>
    );
  }
  const filters: Filters = { discipline, gender: tabs.gender, division: tabs.division };
  return (
    <>
      <PageHeader title={t('title')} subtitle={t(`subtitle.${tabs.view}`)} />
      <div className="space-y-5">
        <MedalFilters
          tabs={tabs}
          discipline={discipline}
          search={delegation ? `delegation=${delegation}` : ''}
        />
        {tabs.view === 'all' && <TableView tabs={tabs} filters={filters} />}
        {tabs.view === 'winners' && <WinnersView tabs={tabs} filters={filters} delegation={delegation} />}
        {tabs.view === 'results' && <ResultsView filters={filters} />}
      </div>
    </>
  );
}
