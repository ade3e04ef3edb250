import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Icon } from '../../../ui/icon';
import type { AdminContentItem, ContentKind } from '../../../../shared/contracts/content';
import { useDeleteContent } from '../api/delete-content';
import { usePublishContent } from '../api/publish-content';
import { useReorderContent } from '../api/reorder-content';
import { cn } from '../../../ui/cn';
import { DeleteDialog } from './delete-dialog';

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:pointer-events-none disabled:opacity-35';

/** A line under the title that tells items of a kind apart. */
function useSummary() {
  const { t } = useTranslation('content');
  return (item: AdminContentItem): string => {
    const f = item.fields as Record<string, unknown>;
    switch (item.kind) {
      case 'place':
        return [t(`placeTypes.${String(f.type)}`), f.address].filter(Boolean).join(' · ');
      case 'ambassador':
        return [t(`ambassadors.role.${String(f.role)}`), f.discipline].filter(Boolean).join(' · ');
      case 'sponsor':
        return t(`sponsors.tier.${Number(f.tier)}`);
      case 'page':
        return t(`pageSlugs.${String(f.slug)}`);
      case 'transport_line':
        return t('list.stops', { count: (f.stops as unknown[] | undefined)?.length ?? 0 });
      case 'venue':
        return String(f.venue_code ?? '');
      case 'official_report':
      case 'communication':
        return t(`priorities.${Number(f.priority)}`);
      case 'photo_album':
        return [
          f.day,
          f.discipline,
          t('photoAlbum.summary', { count: (f.photos as unknown[] | undefined)?.length ?? 0 }),
        ]
          .filter(Boolean)
          .join(' · ');
      case 'video':
        // What tells videos apart in the list: live channels from uploads, and their sport.
        return [f.on_air ? t('video.onAir') : null, f.stream_url ? t('video.streamUrl') : null, f.discipline]
          .filter(Boolean)
          .join(' · ');
      case 'course':
        return t('course.summary', { count: (f.lessons as unknown[] | undefined)?.length ?? 0 });
      case 'trivia':
        return t('list.triviaSummary', {
          count: (f.questions as unknown[] | undefined)?.length ?? 0,
          minutes: Number(f.time_limit_minutes),
        });
    }
  };
}

/** The kind's items in reading order, each with its state and actions. */
export function ContentList({
  kind,
  items,
  selectedId,
  onEdit,
}: {
  kind: ContentKind;
  items: AdminContentItem[];
  selectedId?: number;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation('content');
  const summary = useSummary();
  const publish = usePublishContent();
  const reorder = useReorderContent();
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate({ kind, ids });
  };
  const error = publish.error ?? reorder.error;
  return (
    <>
      {error && (
        <p role="alert" className="mb-3 rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {error.message}
        </p>
      )}
      <ol
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
        aria-label={t(`kinds.${kind}`)}
      >
        {items.map((item, i) => {
          const title = item.translations.en.title;
          return (
            <li
              key={item.id}
              data-testid="content-row"
              className={cn(
                'flex flex-col gap-2 p-3 sm:flex-row sm:items-center',
                selectedId === item.id && 'bg-brand-soft',
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{title}</p>
                <p className="truncate text-sm text-muted">{summary(item)}</p>
                <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5',
                      item.published ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
                    )}
                  >
                    {t(item.published ? 'list.published' : 'list.draft')}
                  </span>
                  {item.untranslated.length > 0 && (
                    <span className="rounded-full bg-warning/15 px-2 py-0.5 text-fg">
                      {t('list.untranslated', { languages: item.untranslated.join(', ') })}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-0.5 self-end sm:self-auto">
                <button
                  type="button"
                  className={iconButton}
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => move(i, -1)}
                  aria-label={t('list.moveUp', { title })}
                >
                  <ArrowUp size={18} aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={i === items.length - 1 || reorder.isPending}
                  onClick={() => move(i, 1)}
                  aria-label={t('list.moveDown', { title })}
                >
                  <ArrowDown size={18} aria-hidden />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, item.published && 'text-success')}
                  aria-pressed={item.published}
                  disabled={publish.isPending}
                  onClick={() => publish.mutate({ id: item.id, published: !item.published })}
                  aria-label={t('list.publishToggle', { title })}
                  title={t(item.published ? 'list.unpublish' : 'list.publish')}
                >
                  {item.published ? <Eye size={18} aria-hidden /> : <EyeOff size={18} aria-hidden />}
                </button>
                {item.kind === 'trivia' && (
                  <Link
                    to={`/admin/trivia/${item.id}/poster`}
                    className={iconButton}
                    aria-label={t('list.poster', { title })}
                    title={t('list.poster', { title })}
                  >
                    <Icon name="qr-code" size={18} />
                  </Link>
                )}
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => onEdit(item.id)}
                  aria-label={t('list.edit', { title })}
                >
                  <Pencil size={18} aria-hidden />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'hover:text-danger')}
                  onClick={() => {
                    remove.reset();
                    setDeleting(item);
                  }}
                  aria-label={t('list.delete', { title })}
                >
                  <Trash2 size={18} aria-hidden />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <DeleteDialog
        open={deleting !== null}
        title={deleting?.translations.en.title ?? ''}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
