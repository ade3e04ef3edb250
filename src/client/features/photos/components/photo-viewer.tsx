import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import type { PublicPhoto } from '../../../../shared/contracts/photos';
import { useContentText } from '../../../lib/localized-text';

/** A horizontal move of at least this many pixels, more across than down, turns the photo. */
const SWIPE_MIN_PX = 50;

const roundButton =
  'grid size-12 place-items-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30';

/**
 * The album's photos full screen, one at a time: arrow keys, the buttons or a swipe turn
 * them, Escape or the close button ends it. A modal <dialog>: the browser keeps focus inside
 * and hides the page from screen readers; on close, focus goes back to the opening thumbnail.
 */
export function PhotoViewer({
  photos,
  index,
  albumTitle,
  onIndex,
  onClose,
}: {
  photos: PublicPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  albumTitle: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('photos');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const open = index !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const text = useContentText();
  const photo = index === null ? undefined : photos[index];
  const caption = photo ? text(photo.caption) : '';
  const count = photos.length;
  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < count) onIndex(next);
  };
  // On the document, not the dialog: a button that disables itself at the album's end
  // drops the focus to the page's body, and the keys must go on working.
  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : null;
      if (next === null) return;
      e.preventDefault();
      if (next >= 0 && next < count) onIndex(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndex]);
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={ref}
      aria-label={albumTitle}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      data-testid="photo-viewer"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      {photo && index !== null && (
        <div className="relative flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2">
            <p aria-live="polite" className="text-sm font-semibold tabular-nums">
              <span aria-hidden data-testid="photo-position">
                {index + 1} / {photos.length}
              </span>
              <span className="sr-only">{t('viewer.position', { n: index + 1, count: photos.length })}</span>
            </p>
            <div className="flex items-center gap-2">
              <a
                href={photo.download_url}
                download
                className="flex min-h-11 items-center gap-2 rounded-full bg-white/15 px-4 text-sm font-semibold hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              >
                <Download size={18} aria-hidden />
                {t('viewer.download')}
              </a>
              <button type="button" className={roundButton} onClick={onClose} aria-label={t('viewer.close')}>
                <X size={22} aria-hidden />
              </button>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
          >
            <picture key={photo.image.id} className="contents">
              {photo.image.sources.map((s) => (
                <source key={s.type} type={s.type} srcSet={s.srcset} sizes="100vw" />
              ))}
              <img
                src={photo.image.src}
                width={photo.image.width}
                height={photo.image.height}
                sizes="100vw"
                alt={caption || t('viewer.photoOf', { n: index + 1, title: albumTitle })}
                draggable={false}
                className="max-h-full max-w-full object-contain"
                data-testid="photo-viewer-image"
              />
            </picture>
            <button
              type="button"
              className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2`}
              onClick={() => go(-1)}
              disabled={index === 0}
              aria-label={t('viewer.previous')}
            >
              <ChevronLeft size={26} aria-hidden />
            </button>
            <button
              type="button"
              className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2`}
              onClick={() => go(1)}
              disabled={index === photos.length - 1}
              aria-label={t('viewer.next')}
            >
              <ChevronRight size={26} aria-hidden />
            </button>
          </div>
          <p className="min-h-12 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-sm text-white/85">
            {caption}
          </p>
        </div>
      )}
    </dialog>
  );
}
