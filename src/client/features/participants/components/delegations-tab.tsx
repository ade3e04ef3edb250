import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useCountryName } from '../../../lib/use-country-name';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { useDelegations } from '../api/get-delegations';
import { MedalCounts } from '../../medals';
import { SearchField } from './filters';
import { FollowButton } from '../../follow';

/** /participants/delegations: flag, name, athlete count and medals; a card opens the delegation's page. */
export function DelegationsTab() {
  const { t } = useTranslation('participants');
  const localize = useLocalizedPath();
  const query = useDelegations();
  const { name, sortByName } = useCountryName();
  const [filter, setFilter] = useState('');
  if (query.isError) return <ErrorState message={t('error')} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-[76px] rounded-2xl" />
        ))}
      </div>
    );
  const needle = filter.trim().toLocaleLowerCase();
  // Alphabetical in the reader's language; the search finds the reader's name, the feed's or the code.
  const list = sortByName(query.data.items).filter(
    (d) =>
      !needle || [name(d.code, d.name), d.name, d.code].some((s) => s.toLocaleLowerCase().includes(needle)),
  );
  return (
    <div className="space-y-4">
      <SearchField
        className="sm:max-w-sm"
        label={t('delegations.search')}
        value={filter}
        onChange={setFilter}
        placeholder={t('delegations.search')}
      />
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((d) => (
            <li key={d.code} className="relative min-w-0">
              <Link
                to={localize(`/participants/delegations/${d.code}`)}
                data-testid="delegation-card"
                data-delegation={d.code}
                className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 pr-14 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-colors hover:border-brand/40 hover:bg-surface-2"
              >
                <DelegationFlag code={d.code} name={d.name} size="lg" link={false} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{name(d.code, d.name)}</span>
                  <span className="mt-1 flex items-center gap-3 text-xs text-muted">
                    <span className="inline-flex items-center gap-1">
                      <Users size={13} aria-hidden />
                      {t('delegations.athletes', { count: d.athletes })}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-0.5 text-xs font-semibold tabular-nums">
                  <span className="text-xs font-medium uppercase tracking-wide text-muted">
                    {t('delegations.medals')}
                  </span>
                  <MedalCounts gold={d.gold} silver={d.silver} bronze={d.bronze} className="gap-2" />
                </span>
              </Link>
              {/* Beside the card's link, not in it: a link may not hold a button. */}
              <FollowButton
                kind="delegation"
                code={d.code}
                name={name(d.code, d.name)}
                className="absolute right-1.5 top-1/2 -translate-y-1/2"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
