import { and, eq } from 'drizzle-orm';
import { STANDING_FIGURES, type StandingFigures } from '../../../../shared/contracts/brackets';
import { isRsc, PHASE_CODE_LENGTH } from '../../../../shared/domain/rsc';
import { phases } from '../../../db/schema';
import { replaceStandings, type StandingRowInput } from '../../../competition/brackets';
import { kid, kids, need, OdfError, optInt, optNumber } from '../../../odf/parse';
import { competitor } from './lookups';
import type { ApplyContext } from './types';

/**
 * DT_POOL_STANDING: one pool's table, replaced whole. DocumentCode names the phase (its first
 * 26 characters); DocumentSubcode the pool inside it (A, B...) when the phase holds several.
 * Each Result is a line: Rank, SortOrder, QualificationMark (Q or q), Played, Won, Tied, Lost,
 * Result (the points), and the sport's tie-break figures as ExtendedResult Code/Value (FOR,
 * AGAINST, DIFF, SETS_WON, SETS_LOST, SET_RATIO, POINT_RATIO).
 */
export async function applyPoolStanding({ tx, msg, changes }: ApplyContext): Promise<void> {
  const h = msg.header;
  if (!isRsc(h.documentCode))
    throw new OdfError('DT_POOL_STANDING needs a phase DocumentCode (34-character RSC)');
  const phaseCode = h.documentCode.slice(0, PHASE_CODE_LENGTH);
  const [phase] = await tx
    .select()
    .from(phases)
    .where(and(eq(phases.code, phaseCode)));
  if (!phase) throw new OdfError(`unknown phase ${phaseCode}`);
  const pool = (h.documentSubcode ?? '').toUpperCase();
  if (!/^[A-Z0-9]{0,2}$/.test(pool))
    throw new OdfError('DocumentSubcode (the pool) must be 1-2 letters or digits');

  const rows: StandingRowInput[] = [];
  const seen = new Set<string>();
  const results = kids(msg.competition, 'Result');
  if (!results.length) throw new OdfError('DT_POOL_STANDING carries no Result');
  for (const [i, r] of results.entries()) {
    const where = `Result ${i + 1}`;
    const c = await competitor(tx, kid(r, 'Competitor'), where);
    if (seen.has(c.competitorCode))
      throw new OdfError(`${where}: competitor ${c.competitorCode} appears twice`);
    seen.add(c.competitorCode);
    const count = (attr: string) => {
      const n = optInt(r, attr, where) ?? 0;
      if (n < 0 || n > 99) throw new OdfError(`${where} ${attr} must be 0-99`);
      return n;
    };
    const [won, drawn, lost] = [count('Won'), count('Tied'), count('Lost')];
    const played = r.attrs.Played ? count('Played') : won + drawn + lost;
    if (won + drawn + lost > played)
      throw new OdfError(`${where}: Won, Tied and Lost add up to more than Played (${played})`);
    const mark = r.attrs.QualificationMark || null;
    if (mark && mark !== 'Q' && mark !== 'q')
      throw new OdfError(`${where}: QualificationMark must be Q or q`);
    const rank = optInt(r, 'Rank', where);
    if (rank !== null && (rank < 1 || rank > 99)) throw new OdfError(`${where}: Rank must be 1-99`);
    const points = optInt(r, 'Result', where);
    if (points !== null && Math.abs(points) > 999) throw new OdfError(`${where}: Result must be -999 to 999`);
    rows.push({
      phaseCode,
      pool,
      eventCode: phase.eventCode,
      ...c,
      rank,
      sortOrder: optInt(r, 'SortOrder', where) ?? i + 1,
      played,
      won,
      drawn,
      lost,
      points,
      figures: figures(r, where),
      qualificationMark: mark,
    });
  }
  await replaceStandings(tx, { eventCode: phase.eventCode, phaseCode, pool }, rows, changes);
}

function figures(r: Parameters<typeof kid>[0], where: string): StandingFigures {
  const out: StandingFigures = {};
  for (const e of kids(kid(r, 'ExtendedResults'), 'ExtendedResult')) {
    const code = need(e, 'Code', `${where} ExtendedResult`);
    if (!(STANDING_FIGURES as readonly string[]).includes(code))
      throw new OdfError(`${where} ExtendedResult Code must be one of ${STANDING_FIGURES.join(', ')}`);
    const value = optNumber(e.attrs.Value, `${where} ExtendedResult ${code} Value`);
    if (value === null) throw new OdfError(`${where} ExtendedResult ${code} lacks its Value`);
    out[code as keyof StandingFigures] = value;
  }
  return out;
}
