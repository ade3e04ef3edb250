import { useRef, type KeyboardEvent } from 'react';
import { NavLink, useMatch, useResolvedPath } from 'react-router';
import { cn } from './cn';

export interface TabItem {
  to: string;
  label: string;
}

/**
 * Route tabs: each tab is a link (deep-linkable, works on reload), marked up as a
 * tablist with arrow-key navigation between tabs.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  function onKeyDown(e: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const i = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? tabs.length - 1
          : (i + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    tabs[next]?.focus();
    e.preventDefault();
  }
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1 [scrollbar-width:none]"
    >
      {items.map((item) => (
        <TabLink key={item.to} item={item} />
      ))}
    </div>
  );
}

/** One tab: selected while its address is open (a tab's state belongs on the tab itself). */
function TabLink({ item }: { item: TabItem }) {
  const { pathname } = useResolvedPath(item.to);
  const selected = useMatch({ path: pathname, end: false }) !== null;
  return (
    <NavLink
      to={item.to}
      role="tab"
      aria-selected={selected}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-lg px-3.5 text-sm font-medium transition-colors',
        selected ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
      )}
    >
      {item.label}
    </NavLink>
  );
}
