import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useDisciplineAthletes, type AthleteSummary } from '../api/get-discipline-athletes';
import { EmptyState } from '../../../ui/states';
import { Button } from '../../../ui/button';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { QueryView } from '../../../ui/query-view';
import { useArrivalScroll } from '../../../lib/scroll-restoration';
import { useDisciplineCode } from './use-discipline';

/** /discipline/{key}/participants: the sport's athletes, searchable, in a virtualised list. */
export default function DisciplineParticipantsPage() {
  const { t } = useTranslation('schedule');
  const code = useDisciplineCode();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const query = useDisciplineAthletes(code, deferred);
  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">{t('area.searchAthletes')}</span>
        <Icon name="search" size={16} className="absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('area.searchAthletes')}
          className="h-10 w-full rounded-xl border border-border bg-surface pl-9 pr-3 text-sm focus-visible:outline-2"
        />
      </label>
      <QueryView query={query}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          const total = data.pages[0]?.total ?? 0;
          return items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className="text-sm text-muted" data-testid="athlete-count">
                {t('area.athletesCount', { count: total })}
              </p>
              <AthleteList items={items} />
              {query.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    variant="secondary"
                    loading={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {t('area.loadMore')}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

function AthleteList({ items }: { items: AthleteSummary[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setMargin(ref.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  const v = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => 56,
    overscan: 10,
    scrollMargin: margin,
    // Mounting scrolls the window to this offset: on "back", the place being put back.
    initialOffset: useArrivalScroll(),
  });
  const rows = v.getVirtualItems();
  return (
    <ul
      ref={ref}
      className="relative overflow-hidden rounded-2xl border border-border bg-surface"
      style={{ height: v.getTotalSize() }}
      data-testid="athlete-list"
    >
      {rows.map((row) => {
        const a = items[row.index]!;
        return (
          <li
            key={a.id}
            className="absolute inset-x-0 flex h-14 items-center gap-3 border-b border-border px-4"
            style={{ transform: `translateY(${row.start - margin}px)` }}
            data-testid="athlete-row"
          >
            <DelegationFlag code={a.delegation} />
            <span className="min-w-0 flex-1 truncate font-medium">
              {a.given_name} {a.family_name}
            </span>
            <span className="text-xs text-muted">{a.delegation}</span>
            <span className="w-16 text-right font-mono text-xs text-muted">{a.bib}</span>
          </li>
        );
      })}
    </ul>
  );
}
