import { useTranslation } from 'react-i18next';
import type { ResultRow, UnitDetail } from '../api/get-unit';
import { cn } from '../../../ui/cn';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { MedalIcon } from '../../../ui/medal-unit-mark';

import { isLive } from '../../../lib/unit-status';
import { PERIOD_KINDS, periodOf, type PeriodKind } from '../../../../shared/domain/match-periods';
import { useCountryName } from '../../../lib/use-country-name';
import { isHeadToHead } from '../../../../shared/domain/head-to-head';

type Pair = { a: number; b: number };
const LABEL: Record<PeriodKind, string> = {
  sets: 'match.set',
  quarters: 'match.quarter',
  halves: 'match.half',
  periods: 'match.period',
  ends: 'match.end',
  rounds: 'match.round',
};

/**
 * A head-to-head unit: a start list of two, or without one, two results, in a sport scored side
 * against side (as the schedule reads decide: a race of two is a heat), so a match under way is
 * one even before its first point.
 */
export function isDuel(detail: UnitDetail): boolean {
  const discipline = detail.unit.discipline;
  if (detail.start_list.length > 0)
    return isHeadToHead(discipline, detail.start_list.length) && detail.results.length <= 2;
  return isHeadToHead(discipline, detail.results.length);
}

/** The period scores of a duel from the first competitor's side. */
export function periodsOf(row: ResultRow | undefined): { kind: PeriodKind; list: Pair[] } | undefined {
  const ex = row?.extras;
  if (!ex) return undefined;
  for (const kind of PERIOD_KINDS) {
    const list = ex[kind];
    if (list && list.length > 0) return { kind, list };
  }
  return undefined;
}

/** Two sides, the score, and the score by period (team sports) or the bouts (combat sports). */
export function Scoreboard({ detail, children }: { detail: UnitDetail; children?: React.ReactNode }) {
  const { t } = useTranslation('schedule');
  const { team } = useCountryName();
  const sides =
    detail.results.length === 2
      ? detail.results.map((r) => ({ competitor: r.competitor, row: r as ResultRow | undefined }))
      : detail.start_list.slice(0, 2).map((c) => ({ competitor: c, row: undefined }));
  const [home, away] = sides;
  if (!home || !away) return null;
  const score = home.row?.score?.split('-');
  const periods = periodsOf(home.row);
  const now = isLive(detail.unit.schedule_status) ? periodOf(home.row?.extras) : null;
  return (
    <div className="rounded-2xl border border-border bg-surface p-4" data-testid="scoreboard">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        {[home, away].map((side, i) => (
          <div
            key={side.competitor.code}
            className={cn('flex min-w-0 flex-col items-center gap-1.5 text-center', i === 1 && 'order-3')}
          >
            <DelegationFlag code={side.competitor.delegation} className="h-8 w-12" />
            <span className="line-clamp-2 font-semibold leading-tight" data-testid="side-name">
              {team(side.competitor.name, side.competitor.delegation)}
            </span>
            <span className="flex items-center gap-1.5 text-xs text-muted">
              {side.competitor.delegation}
              {side.row?.medal && <MedalIcon medal={side.row.medal} />}
              {side.row?.result === 'W' && (
                <span className="rounded bg-success/12 px-1 font-semibold text-success">
                  {t('match.won')}
                </span>
              )}
            </span>
          </div>
        ))}
        <div className="order-2 text-center">
          {score && score.length === 2 ? (
            <span className="text-4xl font-bold tabular-nums tracking-tight" data-testid="score">
              {score[0]}
              <span className="mx-1.5 text-muted">–</span>
              {score[1]}
            </span>
          ) : (
            <span className="text-lg font-semibold text-muted">{t('match.vs')}</span>
          )}
          {now && (
            <span className="mt-1 block text-sm font-semibold" data-testid="period">
              {t(LABEL[now.kind], { number: now.number })}
            </span>
          )}
          {children}
        </div>
      </div>
      {periods && (
        <div className="mt-4 overflow-x-auto">
          <table
            className="mx-auto border-separate border-spacing-x-1 text-sm tabular-nums"
            data-testid="periods"
          >
            <caption className="sr-only">{t('match.byPeriod')}</caption>
            <thead>
              <tr>
                <th className="sr-only">{t('col.name')}</th>
                {periods.list.map((_, i) => (
                  <th key={i} scope="col" className="px-2 text-xs font-medium text-muted">
                    {t(LABEL[periods.kind], { number: i + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['a', 'b'] as const).map((side) => (
                <tr key={side}>
                  <th scope="row" className="pr-2 text-right text-xs font-semibold text-muted">
                    {(side === 'a' ? home : away).competitor.delegation}
                  </th>
                  {periods.list.map((p, i) => {
                    const mine = side === 'a' ? p.a : p.b;
                    const theirs = side === 'a' ? p.b : p.a;
                    return (
                      <td
                        key={i}
                        className={cn(
                          'rounded-md px-2 py-1 text-center',
                          mine > theirs ? 'bg-brand-soft font-bold text-fg' : 'text-muted',
                        )}
                      >
                        {mine}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
