import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Plus } from 'lucide-react';
import type { AdminVenue } from '../../../../shared/contracts/venues';
import { DeleteDialog } from '../../content';
import { useSearchState } from '../../../lib/use-search-state';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ErrorView } from '../../../ui/error-view';
import { centreOf } from '../../../ui/map/map-picker';
import { PageHeader } from '../../../ui/page-header';
import { SkeletonList } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useAdminVenues } from '../api/get-admin-venues';
import { useDeleteVenue } from '../api/delete-venue';
import { VenueEditor } from '../components/venue-editor';
import { VenueList } from '../components/venue-list';

/**
 * /admin/venues: the games' venues, with their names in four languages, where they are and a
 * photo. The venue being edited is in the address, so a reload keeps it.
 */
export default function VenuesAdminPage() {
  const { t } = useTranslation('venues-admin');
  const search = useSearchState();
  const edit = search.get('edit');
  const query = useAdminVenues();
  const remove = useDeleteVenue();
  const [deleting, setDeleting] = useState<AdminVenue | null>(null);
  const status = (query.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;

  const venues = query.data?.items ?? [];
  const editing = edit === 'new' ? undefined : venues.find((v) => v.code === edit);
  const editorOpen = edit === 'new' || editing !== undefined;
  const close = () => search.set({ edit: null });
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button
            className="min-h-11 shrink-0"
            icon={<Plus size={18} aria-hidden />}
            onClick={() => search.set({ edit: 'new' })}
          >
            {t('new')}
          </Button>
        }
      />
      <div className={cn('grid gap-4', editorOpen && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]')}>
        <section aria-label={t('listLabel')} className={cn('min-w-0', editorOpen && 'hidden lg:block')}>
          {query.isPending ? (
            <SkeletonList rows={4} />
          ) : query.isError ? (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          ) : venues.length === 0 ? (
            <EmptyState icon={<MapPin size={22} aria-hidden />} title={t('empty')} hint={t('emptyHint')} />
          ) : (
            <VenueList
              venues={venues}
              selected={editing?.code}
              onEdit={(code) => search.set({ edit: code })}
              onDelete={(venue) => {
                remove.reset();
                setDeleting(venue);
              }}
            />
          )}
        </section>
        {editorOpen && (
          <div className="min-w-0">
            <VenueEditor key={edit} venue={editing} centre={centreOf(venues)} onClose={close} />
          </div>
        )}
      </div>
      <DeleteDialog
        open={deleting !== null}
        title={deleting ? `${deleting.names.en} (${deleting.code})` : ''}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.code, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
