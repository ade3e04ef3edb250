import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { cn } from '../../../ui/cn';

// The dialog, its texts and its answers load on first use: the header carries the button only.
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** Ctrl+K, or ⌘K on Apple keyboards, the shortcut search boxes commonly answer to. */
const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** The header's search button; Ctrl/⌘+K opens the same dialog from anywhere in the app. */
export function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className={cn(
          'grid size-11 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg',
          className,
        )}
        aria-label={t('search.open')}
        data-testid="search-button"
      >
        <Icon name="search" size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
