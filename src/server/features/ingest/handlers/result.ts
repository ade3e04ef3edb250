import { resultExtrasSchema, type ResultExtras } from '../../../../shared/contracts/results';
import type { PeriodKind } from '../../../../shared/domain/match-periods';
import { isRsc } from '../../../../shared/domain/rsc';
import { RESULT_STATUSES } from '../../../../shared/domain/statuses';
import {
  addCorrection,
  lockUnit,
  patchUnit,
  readResults,
  recomputeEventMedals,
  replaceResults,
  replaceStartList,
  type ResultInput,
  type StartInput,
} from '../../../competition/writes';
import { kid, kids, need, OdfError, optInt, optNumber, type OdfNode } from '../../../odf/parse';
import { timeMs } from '../odf-values';
import { competitor } from './lookups';
import { applyResultMarks } from './result-marks';
import type { ApplyContext } from './types';

/**
 * DT_RESULT: one unit's results, replaced whole, with its ResultStatus. Start orders carried
 * by the results replace the start list; medals follow when a medal unit's status changes.
 */
export async function applyResult(ctx: ApplyContext): Promise<void> {
  const { tx, msg, changes } = ctx;
  const h = msg.header;
  if (!isRsc(h.documentCode)) throw new OdfError('DT_RESULT needs a unit DocumentCode (34-character RSC)');
  const status = h.resultStatus;
  if (!status || !(RESULT_STATUSES as readonly string[]).includes(status)) {
    throw new OdfError(
      `DT_RESULT needs a ResultStatus of ${RESULT_STATUSES.join(', ')}; got ${status ?? 'none'}`,
    );
  }
  const unit = await lockUnit(tx, h.documentCode);
  if (!unit) throw new OdfError(`unknown unit ${h.documentCode}`);

  const rows: ResultInput[] = [];
  const periods: (PeriodPoints | null)[] = [];
  const starts: StartInput[] = [];
  const seen = new Set<string>();
  for (const [i, r] of kids(msg.competition, 'Result').entries()) {
    const where = `Result ${i + 1}`;
    const c = await competitor(tx, kid(r, 'Competitor'), where);
    if (seen.has(c.competitorCode))
      throw new OdfError(`${where}: competitor ${c.competitorCode} appears twice`);
    seen.add(c.competitorCode);
    const ext = extendedResults(r, where);
    periods.push(ext.periods);
    rows.push({
      ...c,
      rank: optInt(r, 'Rank', where),
      sortOrder: optInt(r, 'SortOrder', where) ?? i + 1,
      result: r.attrs.Result || null,
      timeMs: timeMs(r.attrs.Result),
      difference: r.attrs.Diff || null,
      qualificationMark: r.attrs.QualificationMark || null,
      irm: r.attrs.IRM || null,
      wind: ext.wind,
      reactionTime: ext.reactionTime,
      points: ext.points,
      penalties: ext.penalties,
      score: ext.score,
      extras: ext.extras,
    });
    const startOrder = optInt(r, 'StartOrder', where);
    if (startOrder !== null) starts.push({ ...c, startOrder });
  }
  pairPeriods(rows, periods);

  const before = await readResults(tx, unit.code);
  const sig = (list: ResultInput[]) =>
    JSON.stringify(
      list
        .map((r) => [r.competitorCode, r.rank, r.result ?? null, r.irm ?? null, r.sortOrder])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  const resultsChanged = sig(before) !== sig(rows);
  const statusChanged = unit.resultStatus !== status;
  if (unit.resultStatus === 'OFFICIAL' && (resultsChanged || statusChanged)) {
    // Readers must be told when an official result changes; the feed explains why in its Notes.
    await addCorrection(tx, unit, msg.notes.join('\n'), changes);
  }
  await replaceResults(tx, unit, rows, changes);
  if (starts.length) await replaceStartList(tx, unit, starts, changes);
  const after = await patchUnit(tx, unit, { resultStatus: status }, changes);
  await applyResultMarks(ctx, after, rows);
  if (after.medal) await recomputeEventMedals(tx, after.eventCode, changes);
}

interface Extended {
  wind: number | null;
  reactionTime: number | null;
  points: number | null;
  penalties: number | null;
  score: string | null;
  extras: ResultExtras | null;
  periods: PeriodPoints | null;
}

/** One side's points in each set, quarter, half... of a match, in order. */
interface PeriodPoints {
  kind: PeriodKind;
  points: number[];
}

/** ExtendedResult codes of a match's parts; Pos is the part's number, Value this side's points in it. */
const PERIOD_CODES: Record<string, PeriodKind> = {
  SET: 'sets',
  QUARTER: 'quarters',
  HALF: 'halves',
  PERIOD: 'periods',
  END: 'ends',
  ROUND: 'rounds',
};

/**
 * A match's parts as both sides' points, from each side's point of view (its own first), as
 * the score-by-period table and the "Live · Q3" label read them. Only for two sides that
 * both sent the same kind of parts; the part being played is the last one sent.
 */
function pairPeriods(rows: ResultInput[], periods: (PeriodPoints | null)[]): void {
  const [a, b] = periods;
  if (rows.length !== 2 || !a || !b || a.kind !== b.kind) return;
  const pairs = (own: number[], other: number[]) => own.map((points, i) => ({ a: points, b: other[i] ?? 0 }));
  rows.forEach((row, i) => {
    const [own, other] = i === 0 ? [a, b] : [b, a];
    row.extras = resultExtrasSchema.parse({ ...row.extras, [a.kind]: pairs(own.points, other.points) });
  });
}

/**
 * ExtendedResults: WIND, RT (reaction time), POINTS, PENALTY, SCORE, SPLIT (Pos = distance)
 * and a match's parts (SET, QUARTER, HALF, PERIOD, END, ROUND; Pos = the part's number).
 */
function extendedResults(r: OdfNode, where: string): Extended {
  const out: Extended = {
    wind: null,
    reactionTime: null,
    points: null,
    penalties: null,
    score: null,
    extras: null,
    periods: null,
  };
  const splits: { distance: string; timeMs: number }[] = [];
  const parts = new Map<number, number>();
  for (const e of kids(kid(r, 'ExtendedResults'), 'ExtendedResult')) {
    const code = need(e, 'Code', `${where} ExtendedResult`);
    const value = e.attrs.Value;
    const what = `${where} ExtendedResult ${code}`;
    if (code === 'WIND') out.wind = optNumber(value, what);
    else if (code === 'RT') out.reactionTime = optNumber(value, what);
    else if (code === 'POINTS') out.points = optNumber(value, what);
    else if (code === 'PENALTY') out.penalties = optNumber(value, what);
    else if (code === 'SCORE') out.score = value ?? null;
    else if (code === 'SPLIT') {
      const ms = timeMs(value);
      if (ms === null) throw new OdfError(`${what}: Value must be a time like 26.10`);
      splits.push({ distance: need(e, 'Pos', what), timeMs: ms });
    } else if (PERIOD_CODES[code]) {
      if (out.periods && out.periods.kind !== PERIOD_CODES[code])
        throw new OdfError(`${what}: a match is split one way (${out.periods.kind} already)`);
      out.periods ??= { kind: PERIOD_CODES[code], points: [] };
      const pos = optInt(e, 'Pos', what);
      const points = optNumber(value, what);
      if (pos === null || pos < 1 || pos > 20 || points === null)
        throw new OdfError(`${what}: Pos must be the part's number (1-20) and Value its points`);
      parts.set(pos, points);
    }
  }
  if (out.periods) out.periods.points = [...parts.entries()].sort(([x], [y]) => x - y).map(([, p]) => p);
  if (splits.length) out.extras = resultExtrasSchema.parse({ splits });
  return out;
}
