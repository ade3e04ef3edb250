import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { UnitSummary } from '../../../../shared/contracts/schedule';
import type { ScheduleItem } from '../api/get-schedule-day';
import { ItemRow, UnitRow } from './unit-row';

type Entry =
  { kind: 'unit'; at: string; unit: UnitSummary } | { kind: 'item'; at: string; item: ScheduleItem };

export function mergeByTime(units: UnitSummary[], items: ScheduleItem[]): Entry[] {
  return [
    ...units.map((unit) => ({ kind: 'unit' as const, at: unit.start_at, unit })),
    ...items.map((item) => ({ kind: 'item' as const, at: item.start_at, item })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * A day's units and items in time order. Virtualised against the window: an olympic
 * day holds hundreds of units and only the rows on screen are in the DOM.
 */
export function ScheduleList({
  units,
  items,
  showDiscipline = true,
}: {
  units: UnitSummary[];
  items: ScheduleItem[];
  showDiscipline?: boolean;
}) {
  const entries = useMemo(() => mergeByTime(units, items), [units, items]);
  const ref = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [entries.length]);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    scrollMargin,
    estimateSize: () => 84,
    overscan: 8,
    getItemKey: (i) => {
      const e = entries[i]!;
      return e.kind === 'unit' ? e.unit.code : `item-${e.item.id}`;
    },
  });
  const rows = virtualizer.getVirtualItems();
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
            transform: `translateY(${(rows[0]?.start ?? 0) - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {rows.map((row) => {
            const e = entries[row.index]!;
            return (
              <div key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
                {e.kind === 'unit' ? (
                  <UnitRow unit={e.unit} showDiscipline={showDiscipline} />
                ) : (
                  <ItemRow item={e.item} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
