import { useTranslation } from 'react-i18next';
import { Newspaper, Search } from 'lucide-react';
import { COMMUNICATION_SORTS, type CommunicationSort } from '../../../../shared/domain/communication-values';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchState } from '../../../lib/use-search-state';
import { cn } from '../../../ui/cn';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { selectClass } from '../../../ui/select-class';
import { EmptyState } from '../../../ui/states';
import { useCommunications } from '../api/get-communications';
import type { ReadKind } from '../lib/read-kind';
import { useReads } from '../lib/use-reads';
import { CommunicationItem } from './communication-item';

/**
 * The list of official reports or communications: a title filter and an order, both kept in
 * the address; the server filters and orders in the reader's language. A newly published item
 * arrives through the live stream, unread.
 */
export function CommunicationsScreen({ kind, title }: { kind: ReadKind; title: string }) {
  const { t, i18n } = useTranslation('communications');
  const search = useSearchState();
  const typed = search.get('q') ?? '';
  const askedSort = search.get('sort') as CommunicationSort | null;
  const sort = askedSort && COMMUNICATION_SORTS.includes(askedSort) ? askedSort : 'published';
  const q = useDebounced(typed.trim(), 250);
  const query = useCommunications(kind, { q, sort, language: i18n.language || 'en-US' });
  const reads = useReads(kind);
  const unread = reads.known ? (query.data?.items.filter((i) => !reads.isRead(i.id)).length ?? 0) : 0;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={title}
        subtitle={unread > 0 ? t('unreadCount', { count: unread }) : t(`subtitle.${kind}`)}
      />
      <div className="mb-4 flex flex-wrap gap-2">
        <label className="relative min-w-0 flex-1 basis-56">
          <span className="sr-only">{t('filter')}</span>
          <Search
            size={18}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={typed}
            placeholder={t('filterPlaceholder')}
            onChange={(e) => search.set({ q: e.target.value })}
            className={cn(selectClass, 'w-full pl-10 font-normal')}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-muted">
          <span>{t('order')}</span>
          <select
            value={sort}
            onChange={(e) => search.set({ sort: e.target.value === 'published' ? null : e.target.value })}
            className={selectClass}
          >
            {COMMUNICATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            q ? (
              <EmptyState />
            ) : (
              <EmptyState icon={<Newspaper size={22} aria-hidden />} title={t(`empty.${kind}`)} />
            )
          ) : (
            <ul className="space-y-3" aria-label={title}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <CommunicationItem
                    item={item}
                    unread={reads.known && !reads.isRead(item.id)}
                    onOpen={reads.open}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
