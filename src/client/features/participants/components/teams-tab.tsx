import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useCountryName } from '../../../lib/use-country-name';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { useDelegations } from '../api/get-delegations';
import { useTeams } from '../api/get-teams';
import { useSearchState } from '../../../lib/use-search-state';
import { DelegationSelect, DisciplineSelect } from './filters';

/** /participants/teams: each team's event and members, filtered by delegation and sport. */
export function TeamsTab() {
  const { t } = useTranslation('participants');
  const { t: tc } = useTranslation();
  const { team: teamName } = useCountryName();
  const localize = useLocalizedPath();
  const search = useSearchState();
  const delegations = useDelegations();
  const filters = {
    delegation: search.get('delegation') || undefined,
    discipline: search.get('discipline') || undefined,
  };
  const query = useTeams(filters);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <DelegationSelect
          value={filters.delegation ?? ''}
          delegations={delegations.data?.items}
          onChange={(delegation) => search.set({ delegation })}
        />
        <DisciplineSelect
          value={filters.discipline ?? ''}
          onChange={(discipline) => search.set({ discipline })}
        />
      </div>
      {query.isError ? (
        <ErrorState message={t('error')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : query.data.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className="text-sm text-muted">{t('teams.count', { count: query.data.items.length })}</p>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {query.data.items.map((team) => (
              <li
                key={team.code}
                data-testid="team-card"
                className="overflow-hidden rounded-2xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
              >
                <div className="flex items-center gap-3 border-b border-border px-4 py-3">
                  <DelegationFlag code={team.delegation} size="md" />
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold">{team.event_name}</h3>
                    <p className="truncate text-sm text-muted">
                      {teamName(team.name, team.delegation)} ·{' '}
                      {tc(`disciplines.${team.event_code.slice(0, 3)}`, {
                        defaultValue: team.event_code.slice(0, 3),
                      })}
                    </p>
                  </div>
                </div>
                <ul className="px-4 py-2 text-sm" aria-label={t('teams.members')}>
                  {team.members.map((m) => (
                    <li key={m.id} className="flex items-center justify-between gap-2">
                      <Link
                        to={localize(`/participants/profile/${m.id}`)}
                        className="flex min-h-11 min-w-0 flex-1 items-center hover:text-brand hover:underline"
                      >
                        <span className="truncate">{m.name}</span>
                      </Link>
                      <span className="shrink-0 font-mono text-xs text-muted">{m.bib}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
