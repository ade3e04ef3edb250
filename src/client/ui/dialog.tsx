import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

/**
 * A modal built on <dialog>: the browser traps focus, Escape closes it, and the
 * rest of the page is inert to screen readers.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Nearly the whole screen (a document being read), instead of a form's width. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="dialog-title"
      className={`m-auto ${wide ? 'w-[min(56rem,calc(100vw-1rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} rounded-2xl border border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-black/50`}
    >
      <div className="flex items-center justify-between border-b border-border py-1 pr-3 pl-5">
        <h2 id="dialog-title" className="min-w-0 truncate font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 grid size-11 place-items-center rounded-lg text-muted hover:bg-surface-2"
          aria-label={t('actions.close')}
        >
          <Icon name="x" size={18} />
        </button>
      </div>
      <div className={wide ? 'p-3 sm:p-5' : 'p-5'}>{children}</div>
    </dialog>
  );
}
