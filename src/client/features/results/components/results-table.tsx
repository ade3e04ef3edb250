import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../api/get-unit';
import { Table, Td, Th } from '../../../ui/table';
import { cn } from '../../../ui/cn';
import { formatDuration } from '../../../lib/time';
import { CompetitorName } from '../../../ui/competitor';
import { MedalIcon } from '../../../ui/medal-unit-mark';

type Pair = { a: number; b: number };
type Extras = NonNullable<ResultRow['extras']>;

interface Column {
  key: string;
  label: string;
  align?: 'right' | 'left';
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
 * score by set or half, a bout its penalties. Empty columns are left out.
 */
export function resultColumns(rows: ResultRow[], t: (k: string) => string): Column[] {
  const ex = (r: ResultRow): Extras => r.extras ?? {};
  const pairCol = (
    key: keyof Extras & ('sets' | 'halves' | 'periods' | 'rounds' | 'ends'),
    label: string,
  ): Column => ({
    key,
    label,
    render: (r) => pairs(ex(r)[key] as Pair[] | undefined),
    has: (r) => ((ex(r)[key] as Pair[] | undefined)?.length ?? 0) > 0,
  });
  const timeDiffers = rows.some((r) => r.time_ms !== null && r.result !== formatDuration(r.time_ms));
  const all: Column[] = [
    {
      key: 'result',
      label: t('col.result'),
      align: 'right',
      render: (r) => <span className="font-semibold">{r.irm ?? r.result ?? ''}</span>,
      has: (r) => r.result !== null || r.irm !== null,
    },
    {
      key: 'time',
      label: t('col.time'),
      align: 'right',
      render: (r) => (r.time_ms === null ? '' : formatDuration(r.time_ms)),
      has: (r) => timeDiffers && r.time_ms !== null,
    },
    {
      key: 'difference',
      label: t('col.difference'),
      align: 'right',
      render: (r) => r.difference ?? '',
      has: (r) => r.difference !== null,
    },
    {
      key: 'score',
      label: t('col.score'),
      align: 'right',
      render: (r) => r.score ?? '',
      has: (r) => r.score !== null,
    },
    pairCol('sets', t('col.sets')),
    pairCol('halves', t('col.halves')),
    pairCol('periods', t('col.periods')),
    pairCol('rounds', t('col.rounds')),
    pairCol('ends', t('col.ends')),
    {
      key: 'wind',
      label: t('col.wind'),
      align: 'right',
      render: (r) => (r.wind === null ? '' : `${r.wind > 0 ? '+' : ''}${r.wind.toFixed(1)}`),
      has: (r) => r.wind !== null,
    },
    {
      key: 'reaction',
      label: t('col.reaction'),
      align: 'right',
      render: (r) => num(r.reaction_time, 3),
      has: (r) => r.reaction_time !== null,
    },
    {
      key: 'splits',
      label: t('col.splits'),
      render: (r) => (
        <span className="flex flex-wrap gap-x-2 text-xs text-muted">
          {(ex(r).splits ?? []).map((s) => (
            <span key={s.distance} className="whitespace-nowrap">
              <span className="text-muted/80">{s.distance}</span>{' '}
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
      render: (r) => num(ex(r).execution ?? null, 3),
      has: (r) => ex(r).execution !== undefined,
    },
    {
      key: 'difficulty',
      label: t('col.difficulty'),
      align: 'right',
      render: (r) => num(ex(r).difficulty ?? null, 1),
      has: (r) => ex(r).difficulty !== undefined,
    },
    {
      key: 'points',
      label: t('col.points'),
      align: 'right',
      render: (r) => num(r.points),
      has: (r) => r.points !== null && String(r.points) !== r.result,
    },
    {
      key: 'penalties',
      label: t('col.penalties'),
      align: 'right',
      render: (r) => num(r.penalties),
      has: (r) => r.penalties !== null,
    },
    {
      key: 'shido',
      label: t('col.shido'),
      align: 'right',
      render: (r) => String(ex(r).shido ?? ''),
      has: (r) => ex(r).shido !== undefined,
    },
    {
      key: 'cards',
      label: t('col.cards'),
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
      key: 'qualification',
      label: t('col.qualification'),
      render: (r) => r.qualification_mark ?? '',
      has: (r) => r.qualification_mark !== null,
    },
  ];
  return all.filter((c) => rows.some(c.has));
}

/** A unit's results with the sport's columns; medal places carry their medal. */
export function ResultsTable({ rows }: { rows: ResultRow[] }) {
  const { t } = useTranslation('schedule');
  const columns = resultColumns(rows, t);
  return (
    <Table caption={t('unit.tabs.results')} data-testid="results-table">
      <thead>
        <tr>
          <Th className="w-14 text-right">{t('col.rank')}</Th>
          <Th>{t('col.name')}</Th>
          {columns.map((c) => (
            <Th key={c.key} data-col={c.key} className={c.align === 'right' ? 'text-right' : undefined}>
              {c.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.competitor.code} data-testid="result-row" data-medal={r.medal ?? undefined}>
            <Td className="text-right font-semibold tabular-nums">
              <span className="inline-flex items-center justify-end gap-1.5">
                {r.medal && <MedalIcon medal={r.medal} />}
                <span data-testid="rank">{r.rank ?? ''}</span>
              </span>
            </Td>
            <Td className="min-w-[11rem]">
              <CompetitorName competitor={r.competitor} />
            </Td>
            {columns.map((c) => (
              <Td
                key={c.key}
                data-col={c.key}
                className={cn(
                  'tabular-nums',
                  c.align === 'right' ? 'text-right whitespace-nowrap' : undefined,
                )}
              >
                {c.render(r)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
