import { and, eq, inArray } from 'drizzle-orm';
import { SIDE_SOURCE, type BracketSideRow } from '../../../../shared/contracts/brackets';
import { isRsc } from '../../../../shared/domain/rsc';
import { events, units } from '../../../db/schema';
import { replaceBrackets, type BracketMatchRow } from '../../../competition/brackets';
import { kid, kids, OdfError, optInt, type OdfNode } from '../../../odf/parse';
import { competitor } from './lookups';
import type { ApplyContext } from './types';

const CODE = /^[A-Z0-9]{1,8}$/;
const ROUND = /^[A-Z0-9]{1,4}$/;

/**
 * DT_BRACKETS: an event's knockout trees, replaced whole. DocumentCode names the event (its
 * first 22 characters). Each Bracket (Code MAIN, REP for a repechage...) holds BracketItems,
 * one per round (Code = the phase part of the RSC, Order = its column), of BracketItem matches
 * (Order = place from the top, Unit = the match's RSC) with up to two CompetitorPlace sides
 * (Pos 1 or 2): a Competitor, Bye="Y", or a Source ("W:QFNL:1" the winner of an earlier match,
 * "A:1" a pool place) while unknown; Result is the side's score, WLT="W" marks the winner.
 */
export async function applyBrackets({ tx, msg, changes }: ApplyContext): Promise<void> {
  const code = msg.header.documentCode;
  if (!isRsc(code)) throw new OdfError('DT_BRACKETS needs an event DocumentCode (34-character RSC)');
  const eventCode = code.slice(0, 22);
  const [event] = await tx.select({ code: events.code }).from(events).where(eq(events.code, eventCode));
  if (!event) throw new OdfError(`unknown event ${eventCode}`);

  const rows: BracketMatchRow[] = [];
  const brackets = kids(msg.competition, 'Bracket');
  if (!brackets.length) throw new OdfError('DT_BRACKETS carries no Bracket');
  const seenBrackets = new Set<string>();
  for (const b of brackets) {
    const bracket = b.attrs.Code ?? '';
    if (!CODE.test(bracket))
      throw new OdfError(`Bracket Code must be 1-8 letters or digits, got "${bracket}"`);
    if (seenBrackets.has(bracket)) throw new OdfError(`Bracket ${bracket} appears twice`);
    seenBrackets.add(bracket);
    const seenRounds = new Set<string>();
    for (const [r, items] of kids(b, 'BracketItems').entries()) {
      const round = items.attrs.Code ?? '';
      const where = `Bracket ${bracket} BracketItems ${round}`;
      if (!ROUND.test(round)) throw new OdfError(`${where}: Code must be 1-4 letters or digits`);
      if (seenRounds.has(round)) throw new OdfError(`${where} appears twice`);
      seenRounds.add(round);
      const roundOrder = optInt(items, 'Order', where) ?? r + 1;
      const positions = new Set<number>();
      for (const [i, item] of kids(items, 'BracketItem').entries()) {
        const at = `${where} BracketItem ${i + 1}`;
        const position = optInt(item, 'Order', at) ?? i + 1;
        if (position < 1 || position > 256) throw new OdfError(`${at}: Order must be 1-256`);
        if (positions.has(position)) throw new OdfError(`${at}: Order ${position} appears twice`);
        positions.add(position);
        rows.push({ eventCode, bracket, round, roundOrder, position, ...(await match(tx, item, at)) });
      }
    }
  }
  await checkUnits(tx, eventCode, rows);
  await replaceBrackets(tx, eventCode, rows, changes);
}

async function match(tx: ApplyContext['tx'], item: OdfNode, at: string) {
  const unitCode = item.attrs.Unit ? item.attrs.Unit.toUpperCase() : null;
  if (unitCode && !isRsc(unitCode)) throw new OdfError(`${at}: Unit must be a 34-character RSC`);
  const sides: BracketSideRow[] = [empty(), empty()];
  const given = new Set<number>();
  let winner: string | null = null;
  for (const place of kids(item, 'CompetitorPlace')) {
    const pos = optInt(place, 'Pos', `${at} CompetitorPlace`);
    if (pos !== 1 && pos !== 2) throw new OdfError(`${at}: CompetitorPlace Pos must be 1 or 2`);
    if (given.has(pos)) throw new OdfError(`${at}: CompetitorPlace Pos ${pos} appears twice`);
    given.add(pos);
    const where = `${at} CompetitorPlace ${pos}`;
    const node = kid(place, 'Competitor');
    const bye = place.attrs.Bye === 'Y';
    if (bye && node) throw new OdfError(`${where}: a bye has no Competitor`);
    const source = place.attrs.Source || null;
    if (source && !SIDE_SOURCE.test(source))
      throw new OdfError(`${where}: Source must be like W:QFNL:1 (winner of a match) or A:1 (a pool place)`);
    const c = node ? await competitor(tx, node, where) : null;
    const wlt = place.attrs.WLT || null;
    if (wlt && !['W', 'L', 'T'].includes(wlt)) throw new OdfError(`${where}: WLT must be W, L or T`);
    if (wlt === 'W') {
      if (!c) throw new OdfError(`${where}: the winner needs its Competitor`);
      if (winner) throw new OdfError(`${at}: only one side can win`);
      winner = c.competitorCode;
    }
    sides[pos - 1] = {
      competitorCode: c?.competitorCode ?? null,
      competitorType: c?.competitorType ?? null,
      delegationCode: c?.delegationCode ?? null,
      bye,
      score: place.attrs.Result || null,
      source,
    };
  }
  if (sides[0]!.competitorCode && sides[0]!.competitorCode === sides[1]!.competitorCode)
    throw new OdfError(`${at}: a competitor cannot meet itself`);
  return { unitCode, sides, winner };
}

const empty = (): BracketSideRow => ({
  competitorCode: null,
  competitorType: null,
  delegationCode: null,
  bye: false,
  score: null,
  source: null,
});

/** Every Unit a bracket names must be a unit of its event, and each match its own unit. */
async function checkUnits(tx: ApplyContext['tx'], eventCode: string, rows: BracketMatchRow[]) {
  const codes = rows.flatMap((r) => (r.unitCode ? [r.unitCode] : []));
  if (new Set(codes).size !== codes.length) throw new OdfError('a Unit appears in two BracketItems');
  if (!codes.length) return;
  const found = await tx
    .select({ code: units.code })
    .from(units)
    .where(and(eq(units.eventCode, eventCode), inArray(units.code, codes)));
  const known = new Set(found.map((u) => u.code));
  const missing = codes.find((c) => !known.has(c));
  if (missing) throw new OdfError(`BracketItem Unit ${missing} is no unit of event ${eventCode}`);
}
