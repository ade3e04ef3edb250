import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useArrivalScroll } from '../../../lib/scroll-restoration';
import type { Row } from '../lib/day-rows';
import { FoldRow } from './fold-row';
import { ItemRow, UnitRow } from './unit-row';

/**
 * Row heights measured once, by row key. A list drawn again on "back" lays its rows out
 * with the heights they had, not the estimate, so the restored scroll position shows
 * the same rows as when the reader left.
 */
const measured = new Map<string, number>();
const ESTIMATE = 84;

/**
 * A day's units and items in time order. Virtualised against the window: an olympic
 * day holds hundreds of units and only the rows on screen are in the DOM.
 */
export function ScheduleList({
  rows,
  showDiscipline = true,
  onToggleFold,
  scrollTo,
}: {
  rows: Row[];
  showDiscipline?: boolean;
  onToggleFold: (id: string) => void;
  /** Once, when first drawn: bring this row to the top, below `inset` px of sticky bars. */
  scrollTo?: { index: number; inset: number };
}) {
  const ref = useRef<HTMLDivElement>(null);
  const initialOffset = useArrivalScroll();
  const [scrollMargin, setScrollMargin] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    scrollMargin: scrollMargin ?? 0,
    scrollPaddingStart: scrollTo?.inset ?? 0,
    estimateSize: (i) => measured.get(rows[i]!.key) ?? ESTIMATE,
    overscan: 8,
    // Mounting scrolls the window to this offset: on "back" the place being restored.
    initialOffset,
    getItemKey: (i) => rows[i]!.key,
    measureElement: (el, entry, instance) => {
      const size = measureElement(el, entry, instance);
      const key = rows[Number(el.getAttribute('data-index'))]?.key;
      if (key) measured.set(key, size);
      return size;
    },
  });

  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !scrollTo || scrollMargin === undefined || scrollTo.index < 0) return;
    scrolled.current = true;
    // The virtualiser keeps correcting the target as the rows above it get measured.
    virtualizer.scrollToIndex(scrollTo.index, { align: 'start' });
  }, [scrollTo, scrollMargin, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={ref}
      className="overflow-hidden rounded-2xl border border-border bg-surface"
      data-testid="schedule-list"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        <div
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${(items[0]?.start ?? 0) - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {items.map((v) => {
            const row = rows[v.index]!;
            return (
              <div key={v.key} data-index={v.index} ref={virtualizer.measureElement}>
                {row.kind === 'unit' ? (
                  <UnitRow unit={row.unit} showDiscipline={showDiscipline} />
                ) : row.kind === 'item' ? (
                  <ItemRow item={row.item} />
                ) : (
                  <FoldRow fold={row} onToggle={() => onToggleFold(row.id)} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
