import type { UnitSummary } from '../../../../shared/contracts/schedule';
import type { ScheduleItem } from '../api/get-schedule-day';
import { isLive } from '../../../lib/unit-status';

export type Entry =
  | { kind: 'unit'; key: string; at: string; unit: UnitSummary }
  | { kind: 'item'; key: string; at: string; item: ScheduleItem };

/** A run of finished hours, folded into one row; `open` when the reader unfolded it. */
export interface Fold {
  kind: 'fold';
  key: string;
  /** Stable between renders and reloads: the first entry's key. */
  id: string;
  count: number;
  from: string;
  to: string;
  open: boolean;
}

export type Row = Entry | Fold;

export function mergeByTime(units: UnitSummary[], items: ScheduleItem[]): Entry[] {
  return [
    ...units.map((unit) => ({ kind: 'unit' as const, key: unit.code, at: unit.start_at, unit })),
    ...items.map((item) => ({ kind: 'item' as const, key: `item-${item.id}`, at: item.start_at, item })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/** Done for the reader: a unit the API calls finished (or called off), an item whose end has passed. */
function isDone(e: Entry, now: number): boolean {
  if (e.kind === 'unit')
    return e.unit.schedule_status === 'FINISHED' || e.unit.schedule_status === 'CANCELLED';
  return Date.parse(e.item.end_at) <= now;
}

/**
 * Today's list with the finished part folded away. Entries are grouped by the hour they
 * start in (as shown, `hourOf`); an hour whose entries are all done is finished, and
 * consecutive finished hours fold into one "N finished" row (a lone entry stays a row). By
 * hour rather than by morning/afternoon: a long final still running at 18:30 keeps only
 * its own hour open, not the whole afternoon.
 */
export function foldFinished(
  entries: Entry[],
  now: number,
  hourOf: (iso: string) => string,
  open: ReadonlySet<string>,
): Row[] {
  const hours: Entry[][] = [];
  for (const e of entries) {
    const last = hours[hours.length - 1];
    if (last && hourOf(last[0]!.at) === hourOf(e.at)) last.push(e);
    else hours.push([e]);
  }
  const rows: Row[] = [];
  let run: Entry[] = [];
  const flush = () => {
    if (run.length >= 2) {
      const id = run[0]!.key;
      const isOpen = open.has(id);
      rows.push({
        kind: 'fold',
        key: `fold-${id}`,
        id,
        count: run.length,
        from: run[0]!.at,
        to: run[run.length - 1]!.at,
        open: isOpen,
      });
      if (isOpen) rows.push(...run);
    } else rows.push(...run);
    run = [];
  };
  for (const hour of hours) {
    if (hour.every((e) => isDone(e, now))) run.push(...hour);
    else {
      flush();
      rows.push(...hour);
    }
  }
  flush();
  return rows;
}

/** Only what is on now: the "Live" chip. */
export function liveOnly(entries: Entry[]): Entry[] {
  return entries.filter((e) => e.kind === 'unit' && isLive(e.unit.schedule_status));
}

/** Where "now" is in the rows: the first live unit, else the first thing not done yet. */
export function nowIndex(rows: Row[], now: number): number {
  const live = rows.findIndex((r) => r.kind === 'unit' && isLive(r.unit.schedule_status));
  if (live >= 0) return live;
  return rows.findIndex((r) => r.kind !== 'fold' && !isDone(r, now));
}
