import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Paperclip } from 'lucide-react';
import type { PublicCommunication } from '../../../../shared/contracts/communications';
import { DocumentFileList } from '../../files';
import { formatDate } from '../../../lib/time';
import { useTimes } from '../../../lib/use-times';
import { cn } from '../../../ui/cn';
import { PriorityBadge } from './priority-badge';

/**
 * One report or communication: priority, date and title, opened in place to its text and PDFs.
 * Until the reader first opens it, it carries an unread dot and a bolder title.
 */
export function CommunicationItem({
  item,
  unread,
  onOpen,
}: {
  item: PublicCommunication;
  unread: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('communications');
  const { zone, locale } = useTimes();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const date = formatDate(item.published_at, locale, {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const toggle = () => {
    if (!open) onOpen(item.id);
    setOpen(!open);
  };
  return (
    <article
      data-testid="communication"
      data-id={item.id}
      data-unread={unread}
      className={cn(
        'rounded-2xl border bg-surface shadow-sm transition-colors',
        unread ? 'border-brand/40' : 'border-border',
      )}
    >
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
          className="flex w-full items-start gap-3 rounded-2xl p-4 text-left focus-visible:outline-2"
        >
          <span className="min-w-0 flex-1 space-y-1.5">
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <PriorityBadge priority={item.priority} />
              <time dateTime={item.published_at}>{date}</time>
              {item.documents.length > 0 && (
                <span className="inline-flex items-center gap-1">
                  <Paperclip size={13} aria-hidden />
                  {t('attachments', { count: item.documents.length })}
                </span>
              )}
            </span>
            <span className={cn('block leading-snug', unread ? 'font-bold' : 'font-medium')}>
              {item.title}
            </span>
          </span>
          {unread && (
            <span className="mt-1 inline-flex shrink-0 items-center gap-1.5 text-xs font-semibold text-brand">
              <span aria-hidden className="size-2.5 rounded-full bg-brand" />
              <span data-testid="unread-mark">{t('unread')}</span>
            </span>
          )}
          <ChevronDown
            size={20}
            aria-hidden
            className={cn('mt-0.5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="space-y-4 border-t border-border px-4 pb-4 pt-3">
        {item.text && <p className="whitespace-pre-line text-sm leading-relaxed">{item.text}</p>}
        {open && <DocumentFileList files={item.documents} />}
      </div>
    </article>
  );
}
