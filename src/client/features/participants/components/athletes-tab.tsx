import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { X } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useDelegationFlag } from '../../../ui/delegation-flag';
import { Flag } from '../../../ui/flag';
import { EmptyState, ErrorState } from '../../../ui/states';
import { SkeletonList } from '../../../ui/skeleton';
import { useAthletes, type AthleteFilters, type AthleteSummary } from '../api/get-athletes';
import { useDelegations } from '../api/get-delegations';
import { useDebounced } from '../../../lib/use-debounced';
import { useArrivalScroll } from '../../../lib/scroll-restoration';
import { useSearchState } from '../../../lib/use-search-state';
import { athleteFilters } from '../lib/athlete-filters';
import { displayName } from '../lib/names';
import { Avatar } from './avatar';
import { FollowButton } from '../../follow';
import { compactClass, DelegationSelect, DisciplineSelect, SearchField } from './filters';

const ROW = 68;

type FlagOf = ReturnType<typeof useDelegationFlag>;

/** A row gets its flag from the list: no config subscription per row. */
function AthleteRow({ athlete, href, flag }: { athlete: AthleteSummary; href: string; flag: FlagOf }) {
  const { t } = useTranslation('participants');
  const { t: tc } = useTranslation();
  return (
    <div className="flex h-full items-center border-b border-border">
      <Link
        to={href}
        data-testid="athlete-row"
        data-bib={athlete.bib}
        className="flex h-full min-w-0 flex-1 items-center gap-3 pl-3 pr-1 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 sm:pl-4"
      >
        <Avatar given={athlete.given_name} family={athlete.family_name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">
            {displayName(athlete.given_name, athlete.family_name)}
          </span>
          <span className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
            <Flag {...flag(athlete.delegation)} />
            <span className="font-semibold">{athlete.delegation}</span>
            <span aria-hidden>·</span>
            <span className="truncate">
              {tc(`disciplines.${athlete.discipline}`, { defaultValue: athlete.discipline })}
            </span>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span className="hidden sm:inline">
              {t(`sex.${athlete.gender}`, { defaultValue: athlete.gender })}
            </span>
          </span>
        </span>
        <span className="shrink-0 rounded-lg bg-surface-2 px-2 py-1 font-mono text-xs font-semibold tabular-nums">
          <span className="sr-only">{t('bib')} </span>
          {athlete.bib}
        </span>
      </Link>
      <FollowButton
        kind="athlete"
        code={athlete.code}
        name={displayName(athlete.given_name, athlete.family_name)}
        className="mr-1 sm:mr-2"
      />
    </div>
  );
}

/** Window-scrolled virtual list: only the rows on screen exist, pages load as you scroll. */
function AthleteList({ filters }: { filters: AthleteFilters }) {
  const { t } = useTranslation('participants');
  const localize = useLocalizedPath();
  const flag = useDelegationFlag();
  const query = useAthletes(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useEffect(() => setMargin(listRef.current?.offsetTop ?? 0), [query.isSuccess]);
  // Mounting scrolls the window to this offset: on "back", the place being put back.
  const initialOffset = useArrivalScroll();

  const virtualizer = useWindowVirtualizer({
    count: query.hasNextPage ? items.length + 1 : items.length,
    estimateSize: () => ROW,
    overscan: 8,
    scrollMargin: margin,
    initialOffset,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - 20) void fetchNextPage();
  }, [lastIndex, items.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError && !query.data)
    return <ErrorState message={t('error')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <SkeletonList rows={8} />;
  if (total === 0) return <EmptyState />;

  return (
    <>
      <p className="mb-2 text-sm text-muted" aria-live="polite" data-testid="athlete-count">
        {t('count', { count: total })}
      </p>
      <div
        ref={listRef}
        role="list"
        aria-label={t('tabs.athletes')}
        className="relative overflow-hidden rounded-2xl border border-border bg-surface"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualItems.map((row) => {
          const athlete = items[row.index];
          return (
            <div
              key={row.key}
              role="listitem"
              className="absolute inset-x-0 top-0"
              style={{
                height: ROW,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {athlete ? (
                <AthleteRow
                  athlete={athlete}
                  href={localize(`/participants/profile/${athlete.id}`)}
                  flag={flag}
                />
              ) : (
                <div className="flex h-full items-center gap-3 px-4" aria-busy="true">
                  <span className="size-10 animate-pulse rounded-full bg-surface-2" />
                  <span className="h-3.5 w-1/2 animate-pulse rounded bg-surface-2" />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}

/** /participants/athletes: search by name or BIB as you type, filters, the list. */
export function AthletesTab() {
  const { t } = useTranslation('participants');
  const search = useSearchState();
  const delegations = useDelegations();
  const [text, setText] = useState(search.get('q') ?? '');
  const settled = useDebounced(text.trim(), 250);
  const urlQ = search.get('q') ?? '';
  useEffect(() => {
    if (settled !== urlQ) search.set({ q: settled || undefined });
    // Only a settled change of the text writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const filters = athleteFilters(search.params);
  const anyFilter = !!(filters.q || filters.delegation || filters.discipline || filters.gender);

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchField
          className="col-span-3 sm:col-span-1"
          label={t('search.label')}
          inputMode="search"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={setText}
          placeholder={t('search.placeholder')}
        />
        <DelegationSelect
          value={filters.delegation ?? ''}
          delegations={delegations.data?.items}
          onChange={(delegation) => search.set({ delegation })}
          compact
        />
        <DisciplineSelect
          value={filters.discipline ?? ''}
          onChange={(discipline) => search.set({ discipline })}
          compact
        />
        <select
          aria-label={t('filter.gender')}
          className={compactClass}
          value={filters.gender ?? ''}
          onChange={(e) => search.set({ gender: e.target.value })}
        >
          <option value="">{t('filter.gender')}</option>
          <option value="W">{t('gender.W')}</option>
          <option value="M">{t('gender.M')}</option>
        </select>
      </div>
      {anyFilter && (
        <button
          type="button"
          onClick={() => {
            setText('');
            search.set({ q: undefined, delegation: undefined, discipline: undefined, gender: undefined });
          }}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand hover:bg-brand-soft"
        >
          <X size={14} aria-hidden />
          {t('filter.clear')}
        </button>
      )}
      <AthleteList filters={filters} />
    </div>
  );
}
