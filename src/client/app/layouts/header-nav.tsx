import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../components/menu-icon';
import { useVisibleMenu } from '../components/use-menu';
import { useLocalizedPath } from '../../lib/localized-link';
import { cn } from '../../ui/cn';
import { Icon } from '../../ui/icon';

type Entry = ReturnType<typeof useVisibleMenu>[number];

const GAP_PX = 4; // gap-1 between entries
const itemClass =
  'flex h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium';

/**
 * The header's menu on wide screens: as many entries as fit, whole, and a "More" menu with
 * the rest. What fits is measured on an invisible copy of the row, so it holds for every
 * language's label lengths, and again whenever the header or the labels change size.
 */
export function HeaderNav({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const boxRef = useRef<HTMLDivElement>(null);
  const rulerRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(entries.length);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const ruler = rulerRef.current;
    if (!box || !ruler) return;
    const fit = () => {
      const widths = Array.from(ruler.children, (el) => (el as HTMLElement).offsetWidth);
      const moreWidth = widths.pop() ?? 0; // the ruler's last child is the More button
      const available = box.clientWidth;
      const total = widths.reduce((sum, w) => sum + w + GAP_PX, -GAP_PX);
      if (total <= available) return setShown(widths.length);
      let used = moreWidth;
      let n = 0;
      while (n < widths.length && used + GAP_PX + widths[n]! <= available) used += GAP_PX + widths[n++]!;
      setShown(n);
    };
    // No measuring now: the observer's first report comes after the first layout and before
    // the first paint, so the row is fitted without a forced layout in the first render,
    // and never on a phone, where the menu is not displayed (nothing to report).
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, []);

  const visible = entries.slice(0, shown);
  const rest = entries.slice(shown);
  return (
    <nav aria-label={t('nav.main')} className="hidden min-w-0 flex-1 lg:block">
      <div ref={boxRef} className="relative">
        <ul className="flex gap-1">
          {visible.map((entry) => (
            <li key={entry.to} className="shrink-0">
              <NavLink
                to={localize(entry.to)}
                className={({ isActive }) =>
                  cn(
                    itemClass,
                    isActive ? 'bg-brand-soft text-brand' : 'text-muted hover:bg-surface-2 hover:text-fg',
                  )
                }
              >
                <MenuIcon name={entry.icon} size={16} />
                <span data-testid="header-nav-label">{t(entry.labelKey)}</span>
              </NavLink>
            </li>
          ))}
          {rest.length > 0 && (
            <li className="shrink-0">
              <OverflowMenu entries={rest} />
            </li>
          )}
        </ul>
        {/* The ruler: every entry and the More button at their natural width, never seen. */}
        {/* Clipped to nothing, so large text never widens the page (no horizontal scroll). */}
        <div
          aria-hidden
          className="pointer-events-none invisible absolute inset-x-0 top-0 h-0 overflow-hidden"
        >
          <div ref={rulerRef} className="flex w-max gap-1">
            {entries.map((entry) => (
              <span key={entry.to} className={itemClass}>
                <MenuIcon name={entry.icon} size={16} />
                {t(entry.labelKey)}
              </span>
            ))}
            <span className={itemClass}>
              {t('nav.more')}
              <Icon name="chevron-down" size={16} />
            </span>
          </div>
        </div>
      </div>
    </nav>
  );
}

/** A menu button: Enter, Space or ArrowDown open it, arrows move, Escape and Tab close it. */
function OverflowMenu({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const items = () => Array.from(wrapRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const activeInside = entries.some((e) => {
    const path = localize(e.to);
    return pathname === path || pathname.startsWith(`${path}/`);
  });

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function onMenuKeyDown(e: KeyboardEvent) {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (i + 1) % list.length,
      ArrowUp: (i - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      list[moves[e.key]!]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={wrapRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          itemClass,
          activeInside || open ? 'bg-brand-soft text-brand' : 'text-muted hover:bg-surface-2 hover:text-fg',
        )}
      >
        {t('nav.more')}
        <Icon name="chevron-down" size={16} className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('nav.moreMenu')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 min-w-56 rounded-2xl border border-border bg-surface p-1.5 shadow-xl"
        >
          {entries.map((entry) => (
            <li key={entry.to} role="none">
              <NavLink
                to={localize(entry.to)}
                role="menuitem"
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 whitespace-nowrap rounded-xl px-3 text-sm font-medium focus-visible:bg-surface-2',
                    isActive ? 'bg-brand-soft text-brand' : 'text-fg hover:bg-surface-2',
                  )
                }
              >
                <MenuIcon name={entry.icon} size={18} />
                {t(entry.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
