import type { ReactNode } from 'react';
import type { ResultRow } from '../api/get-unit';
import { cn } from '../../../ui/cn';
import { formatDuration } from '../../../lib/time';
import { gapsBehindLeader } from '../lib/result-gap';
import { RecordMark } from './record-mark';

type Pair = { a: number; b: number };
type Extras = NonNullable<ResultRow['extras']>;

/**
 * Where a column goes on a phone's row: `row` beside the name (the result and how far
 * behind), `side` further right, reached by scrolling sideways, `tap` only in the row's
 * details (long lists: splits, sets, bouts).
 */
export type PhonePlace = 'row' | 'side' | 'tap';

export interface Column {
  key: string;
  label: string;
  align?: 'right' | 'left';
  phone: PhonePlace;
  render: (r: ResultRow) => ReactNode;
  /** Shown when any row has a value. */
  has: (r: ResultRow) => boolean;
}

const pairs = (list: Pair[] | undefined) => (list ?? []).map((p) => `${p.a}-${p.b}`).join(' · ');
const num = (n: number | null, digits?: number) =>
  n === null ? '' : digits === undefined ? String(n) : n.toFixed(digits);

/**
 * The columns a unit's results need, decided by the data: a sprint shows wind and
 * reaction time, a swim its splits, gymnastics execution and difficulty, a match its
 * score by set or half, a bout its penalties. Empty columns are left out. The difference
 * column is the gap to the leader (see gapsBehindLeader).
 */
export function resultColumns(rows: ResultRow[], t: (k: string) => string): Column[] {
  const ex = (r: ResultRow): Extras => r.extras ?? {};
  const pairCol = (
    key: keyof Extras & ('sets' | 'quarters' | 'halves' | 'periods' | 'rounds' | 'ends'),
    label: string,
  ): Column => ({
    key,
    label,
    phone: 'tap',
    render: (r) => pairs(ex(r)[key] as Pair[] | undefined),
    has: (r) => ((ex(r)[key] as Pair[] | undefined)?.length ?? 0) > 0,
  });
  const gaps = new Map(gapsBehindLeader(rows).map((g, i) => [rows[i]!, g]));
  const timeDiffers = rows.some((r) => r.time_ms !== null && r.result !== formatDuration(r.time_ms));
  const all: Column[] = [
    {
      key: 'result',
      label: t('col.result'),
      align: 'right',
      phone: 'row',
      render: (r) => (
        <span className="inline-flex items-center gap-1">
          {r.records?.map((m) => (
            <RecordMark key={m.code} code={m.code} equalled={m.equalled} />
          ))}
          <span className="font-semibold">{r.irm ?? r.result ?? ''}</span>
        </span>
      ),
      has: (r) => r.result !== null || r.irm !== null,
    },
    {
      key: 'time',
      label: t('col.time'),
      align: 'right',
      phone: 'side',
      render: (r) => (r.time_ms === null ? '' : formatDuration(r.time_ms)),
      has: (r) => timeDiffers && r.time_ms !== null,
    },
    {
      key: 'difference',
      label: t('col.difference'),
      align: 'right',
      phone: 'row',
      render: (r) => gaps.get(r) ?? '',
      has: (r) => gaps.get(r) != null,
    },
    {
      key: 'score',
      label: t('col.score'),
      align: 'right',
      phone: 'row',
      render: (r) => r.score ?? '',
      has: (r) => r.score !== null,
    },
    pairCol('sets', t('col.sets')),
    pairCol('quarters', t('col.quarters')),
    pairCol('halves', t('col.halves')),
    pairCol('periods', t('col.periods')),
    pairCol('rounds', t('col.rounds')),
    pairCol('ends', t('col.ends')),
    {
      key: 'wind',
      label: t('col.wind'),
      align: 'right',
      phone: 'side',
      render: (r) => (r.wind === null ? '' : `${r.wind > 0 ? '+' : ''}${r.wind.toFixed(1)}`),
      has: (r) => r.wind !== null,
    },
    {
      key: 'reaction',
      label: t('col.reaction'),
      align: 'right',
      phone: 'side',
      render: (r) => num(r.reaction_time, 3),
      has: (r) => r.reaction_time !== null,
    },
    {
      key: 'splits',
      label: t('col.splits'),
      phone: 'tap',
      render: (r) => (
        <span className="flex flex-wrap gap-x-2 text-xs text-muted">
          {(ex(r).splits ?? []).map((s) => (
            <span key={s.distance} className="whitespace-nowrap">
              <span className="text-muted">{s.distance}</span>{' '}
              <span className="font-medium text-fg">{formatDuration(s.timeMs)}</span>
            </span>
          ))}
        </span>
      ),
      has: (r) => (ex(r).splits?.length ?? 0) > 0,
    },
    {
      key: 'execution',
      label: t('col.execution'),
      align: 'right',
      phone: 'side',
      render: (r) => num(ex(r).execution ?? null, 3),
      has: (r) => ex(r).execution !== undefined,
    },
    {
      key: 'difficulty',
      label: t('col.difficulty'),
      align: 'right',
      phone: 'side',
      render: (r) => num(ex(r).difficulty ?? null, 1),
      has: (r) => ex(r).difficulty !== undefined,
    },
    {
      key: 'points',
      label: t('col.points'),
      align: 'right',
      phone: 'side',
      render: (r) => num(r.points),
      has: (r) => r.points !== null && String(r.points) !== r.result,
    },
    {
      key: 'penalties',
      label: t('col.penalties'),
      align: 'right',
      phone: 'side',
      render: (r) => num(r.penalties),
      has: (r) => r.penalties !== null,
    },
    {
      key: 'shido',
      label: t('col.shido'),
      align: 'right',
      phone: 'side',
      render: (r) => String(ex(r).shido ?? ''),
      has: (r) => ex(r).shido !== undefined,
    },
    {
      key: 'cards',
      label: t('col.cards'),
      phone: 'side',
      render: (r) => {
        const c = ex(r).cards;
        if (!c) return '';
        return (
          <span className="inline-flex items-center gap-2">
            <span className="inline-flex items-center gap-1" title={t('cards.yellow')}>
              <span aria-hidden className="inline-block h-3 w-2 rounded-[2px] bg-yellow-400" />
              <span className="sr-only">{t('cards.yellow')}</span>
              {c.yellow}
            </span>
            <span className="inline-flex items-center gap-1" title={t('cards.red')}>
              <span aria-hidden className="inline-block h-3 w-2 rounded-[2px] bg-red-600" />
              <span className="sr-only">{t('cards.red')}</span>
              {c.red}
            </span>
          </span>
        );
      },
      has: (r) => ex(r).cards !== undefined,
    },
    {
      key: 'bouts',
      label: t('col.bouts'),
      phone: 'tap',
      render: (r) => (
        <span className="flex flex-wrap gap-x-2 text-xs">
          {(ex(r).bouts ?? []).map((b, i) => (
            <span
              key={i}
              className={cn('whitespace-nowrap', b.won ? 'font-semibold text-success' : 'text-muted')}
            >
              {b.round} {b.score}
            </span>
          ))}
        </span>
      ),
      has: (r) => (ex(r).bouts?.length ?? 0) > 0,
    },
    {
      // A field event's attempts in order, so far while it runs: x a failure, - a pass.
      key: 'attempts',
      label: t('col.attempts'),
      phone: 'tap',
      render: (r) => <span className="whitespace-nowrap">{(ex(r).attempts ?? []).join('  ')}</span>,
      has: (r) => (ex(r).attempts?.length ?? 0) > 0,
    },
    {
      key: 'qualification',
      label: t('col.qualification'),
      phone: 'side',
      render: (r) => r.qualification_mark ?? '',
      has: (r) => r.qualification_mark !== null,
    },
  ];
  return all.filter((c) => rows.some(c.has));
}
