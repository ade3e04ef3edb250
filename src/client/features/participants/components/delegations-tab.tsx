import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search, Users } from 'lucide-react';
import { useLocalizedPath } from '../../../app/components/localized-link';
import { DelegationFlag } from '../../../ui/flag';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { cn } from '../../../ui/cn';
import { useDelegations } from '../api/get-delegations';
import { selectClass } from './filters';

const dot = { gold: 'bg-gold', silver: 'bg-silver', bronze: 'bg-bronze' } as const;

/** /participants/delegations: flag, name, athlete count and medals; a card opens its athletes. */
export function DelegationsTab() {
  const { t } = useTranslation('participants');
  const localize = useLocalizedPath();
  const query = useDelegations();
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
  const list = query.data.items.filter(
    (d) => !needle || d.name.toLocaleLowerCase().includes(needle) || d.code.toLowerCase().includes(needle),
  );
  return (
    <div className="space-y-4">
      <label className="relative block sm:max-w-sm">
        <span className="sr-only">{t('delegations.search')}</span>
        <Search
          size={18}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('delegations.search')}
          className={cn(selectClass, 'w-full pl-10 font-normal')}
        />
      </label>
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((d) => (
            <li key={d.code}>
              <Link
                to={localize(`/participants/athletes?delegation=${d.code}`)}
                data-testid="delegation-card"
                data-delegation={d.code}
                className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-colors hover:border-brand/40 hover:bg-surface-2"
              >
                <DelegationFlag code={d.code} name={d.name} size="lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{d.name}</span>
                  <span className="mt-1 flex items-center gap-3 text-xs text-muted">
                    <span className="inline-flex items-center gap-1">
                      <Users size={13} aria-hidden />
                      {t('delegations.athletes', { count: d.athletes })}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-0.5 text-xs font-semibold tabular-nums">
                  <span className="text-[10px] font-medium uppercase tracking-wide text-muted">
                    {t('delegations.medals')}
                  </span>
                  <span className="flex items-center gap-2">
                    {(['gold', 'silver', 'bronze'] as const).map((m) => (
                      <span
                        key={m}
                        className={cn('inline-flex items-center gap-1', !d[m] && 'text-muted/70')}
                      >
                        <span
                          aria-hidden
                          className={cn('size-2.5 rounded-full', dot[m], !d[m] && 'opacity-40')}
                        />
                        <span className="sr-only">{t(`medal.${m}`)}</span>
                        {d[m]}
                      </span>
                    ))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
