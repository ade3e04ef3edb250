import { useTranslation } from 'react-i18next';
import { FilePlus2, Plus } from 'lucide-react';
import { CONTENT_KINDS, type ContentKind } from '../../../../shared/contracts/content';
import { useAdminContent } from '../api/get-admin-content';
import { ContentEditor } from '../components/content-editor';
import { ContentList } from '../components/content-list';
import { KindPicker } from '../components/kind-picker';
import { useSearchState } from '../../../lib/use-search-state';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { SkeletonList } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';

/**
 * /admin/content: the organisers' places, ambassadors, sponsors, pages, shuttle lines and venue
 * details. The kind and the item being edited are in the address, so a reload keeps both.
 */
export default function ContentAdminPage() {
  const { t } = useTranslation('content');
  const search = useSearchState();
  const asked = search.get('kind');
  const kind: ContentKind = CONTENT_KINDS.includes(asked as ContentKind) ? (asked as ContentKind) : 'place';
  const edit = search.get('edit');
  const query = useAdminContent(kind);
  const status = (query.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;

  const items = query.data?.items ?? [];
  const editing = edit === 'new' ? undefined : items.find((i) => String(i.id) === edit);
  const editorOpen = edit === 'new' || editing !== undefined;
  const close = () => search.set({ edit: null });
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        action={
          <Button
            className="min-h-11 shrink-0"
            icon={<Plus size={18} aria-hidden />}
            onClick={() => search.set({ edit: 'new' })}
          >
            {t(`admin.new.${kind}`)}
          </Button>
        }
      />
      <KindPicker value={kind} onChange={(k) => search.set({ kind: k, edit: null })} />
      <div
        className={cn(
          'grid grid-cols-[minmax(0,1fr)] gap-4',
          editorOpen && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]',
        )}
      >
        <section aria-label={t(`kinds.${kind}`)} className={cn(editorOpen && 'hidden lg:block')}>
          {query.isPending ? (
            <SkeletonList rows={4} />
          ) : query.isError ? (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              icon={<FilePlus2 size={22} aria-hidden />}
              title={t('admin.empty')}
              hint={t('admin.emptyHint')}
            />
          ) : (
            <ContentList
              kind={kind}
              items={items}
              selectedId={editing?.id}
              onEdit={(id) => search.set({ edit: String(id) })}
            />
          )}
        </section>
        {editorOpen && <ContentEditor key={`${kind}-${edit}`} kind={kind} item={editing} onClose={close} />}
      </div>
    </div>
  );
}
