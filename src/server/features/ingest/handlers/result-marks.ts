import { eq, inArray } from 'drizzle-orm';
import { athletes, venues } from '../../../db/schema';
import {
  replaceResultMarks,
  replaceRoster,
  setMatchClock,
  type RosterInput,
} from '../../../competition/records';
import type { UnitRow } from '../../../competition/writes';
import { kid, kids, need, OdfError, type OdfNode } from '../../../odf/parse';
import type { ApplyContext } from './types';

type Side = {
  competitorCode: string;
  competitorType: string;
  delegationCode: string;
  result?: string | null;
};

const RECORD_CODE = /^[A-Z]{2,4}$/;
const CLOCK = /^\d{1,3}:\d{2}(\+\d{1,2})?$/;

/**
 * What a DT_RESULT carries beside the marks themselves: record marks (RecordIndicator, Code WR,
 * GR, NR, PB, SB...), a team's players for the match (Composition: Bib is the shirt number,
 * EventUnitEntry POSITION and STARTER) and the match clock (ExtendedInfo CLOCK). Marks and
 * clock are replaced whole with the results; a team sent without players keeps its roster.
 */
export async function applyResultMarks(ctx: ApplyContext, unit: UnitRow, sides: Side[]): Promise<void> {
  const { tx, msg, changes } = ctx;
  const nodes = kids(msg.competition, 'Result');
  const marks = [];
  for (const [i, r] of nodes.entries()) {
    const side = sides[i]!;
    const where = `Result ${i + 1}`;
    const indicators = [
      ...kids(r, 'RecordIndicator'),
      ...kids(kid(r, 'RecordIndicators'), 'RecordIndicator'),
    ];
    const seen = new Set<string>();
    for (const ind of indicators) {
      const code = need(ind, 'Code', `${where} RecordIndicator`).toUpperCase();
      if (!RECORD_CODE.test(code))
        throw new OdfError(`${where} RecordIndicator: Code must be like WR, got ${code}`);
      if (seen.has(code)) continue;
      seen.add(code);
      const equalled = ind.attrs.Equalled === 'Y' || ind.attrs.Equalled === 'true';
      marks.push({ ...side, code, equalled, mark: side.result ?? null });
    }
    if (side.competitorType === 'T')
      await roster(ctx, unit, side, kid(kid(r, 'Competitor'), 'Composition'), where);
  }
  const [venue] = await tx.select().from(venues).where(eq(venues.code, unit.venueCode));
  await replaceResultMarks(
    tx,
    { ...unit, venueName: venue ? `${venue.name}, ${venue.city}` : undefined },
    marks,
    changes,
  );

  const info = kids(kid(msg.competition, 'ExtendedInfos'), 'ExtendedInfo').find(
    (e) => e.attrs.Code === 'CLOCK',
  );
  const clock = info?.attrs.Value || null;
  if (clock && !CLOCK.test(clock))
    throw new OdfError(`ExtendedInfo CLOCK must be minutes:seconds like 05:32, got ${clock}`);
  await setMatchClock(tx, unit.code, clock, changes);
}

async function roster(
  ctx: ApplyContext,
  unit: UnitRow,
  side: Side,
  composition: OdfNode | undefined,
  where: string,
) {
  // A relay's Order is its running order: the roster keeps it (a list without one keeps the feed's order).
  const order = (a: OdfNode) => Number(a.attrs.Order);
  const given = kids(composition, 'Athlete');
  const list = given.every((a) => Number.isInteger(order(a)))
    ? [...given].sort((a, b) => order(a) - order(b))
    : given;
  if (!list.length) return;
  const codes = list.map((a, i) => need(a, 'Code', `${where} Athlete ${i + 1}`));
  const found = await ctx.tx.select().from(athletes).where(inArray(athletes.code, codes));
  const byCode = new Map(found.map((a) => [a.code, a]));
  const players: RosterInput[] = list.map((a, i) => {
    const what = `${where} Athlete ${i + 1}`;
    const athlete = byCode.get(codes[i]!);
    if (!athlete) throw new OdfError(`${what}: unknown athlete ${codes[i]}`);
    if (athlete.delegationCode !== side.delegationCode)
      throw new OdfError(`${what}: athlete ${codes[i]} is not of ${side.delegationCode}`);
    const bib = a.attrs.Bib;
    if (bib !== undefined && bib !== '' && !/^\d{1,3}$/.test(bib))
      throw new OdfError(`${what}: Bib (the shirt number) must be a number 0-999, got ${bib}`);
    const entry = (code: string) => kids(a, 'EventUnitEntry').find((e) => e.attrs.Code === code)?.attrs.Value;
    const position = entry('POSITION') ?? null;
    if (position && position.length > 20)
      throw new OdfError(`${what}: POSITION is longer than 20 characters`);
    return {
      athleteId: athlete.id,
      shirtNumber: bib ? Number(bib) : null,
      position,
      starter: entry('STARTER') === 'Y',
    };
  });
  if (new Set(players.map((p) => p.athleteId)).size !== players.length)
    throw new OdfError(`${where}: an athlete appears twice in the Composition`);
  await replaceRoster(ctx.tx, unit.code, side.competitorCode, players, ctx.changes);
}
