import { eq } from 'drizzle-orm';
import { disciplines, events, medals } from '../../../db/schema';
import { medalTable, type MedalKind } from '../../../../shared/domain/medal-table';
import { EVENT_CODE_LENGTH } from '../../../../shared/domain/rsc';
import { kid, kids, need, OdfError, optInt } from '../../../odf/parse';
import { competitor } from './lookups';
import type { ApplyContext, Mismatch } from './types';

// DT_MEDALLISTS and DT_MEDALS never write: our medals follow from official results, so the
// feed's figures are only compared with them and every difference is reported for a person
// to look at.

const MEDAL_CODES: Record<string, MedalKind> = {
  ME_GOLD: 'gold',
  ME_SILVER: 'silver',
  ME_BRONZE: 'bronze',
  GOLD: 'gold',
  SILVER: 'silver',
  BRONZE: 'bronze',
};

/** An event's medallists, competitor by competitor, against the medals we awarded. */
export async function checkMedallists({ tx, msg }: ApplyContext): Promise<Mismatch[]> {
  const eventCode = msg.header.documentCode.slice(0, EVENT_CODE_LENGTH);
  const [event] = await tx.select().from(events).where(eq(events.code, eventCode));
  if (!event) throw new OdfError(`unknown event ${eventCode}`);
  const theirs = new Map<string, MedalKind>();
  for (const [i, m] of kids(msg.competition, 'Medal').entries()) {
    const kind = MEDAL_CODES[need(m, 'Code', `Medal ${i + 1}`).toUpperCase()];
    if (!kind) throw new OdfError(`Medal ${i + 1}: Code must be ME_GOLD, ME_SILVER or ME_BRONZE`);
    const c = await competitor(tx, kid(m, 'Competitor'), `Medal ${i + 1}`);
    theirs.set(c.competitorCode, kind);
  }
  const ours = new Map(
    (await tx.select().from(medals).where(eq(medals.eventCode, eventCode))).map((m) => [
      m.competitorCode,
      m.medal,
    ]),
  );
  const mismatches: Mismatch[] = [];
  for (const code of new Set([...ours.keys(), ...theirs.keys()])) {
    if (ours.get(code) !== theirs.get(code)) {
      mismatches.push({
        key: `${eventCode}:${code}`,
        ours: ours.get(code) ?? null,
        theirs: theirs.get(code) ?? null,
      });
    }
  }
  return mismatches;
}

/**
 * The medal table, delegation by delegation: the overall one, or one discipline's when the
 * DocumentCode starts with its code.
 */
export async function checkMedals({ tx, msg }: ApplyContext): Promise<Mismatch[]> {
  const prefix = msg.header.documentCode.slice(0, 3);
  let discipline: string | null = null;
  if (!/^-*$/.test(prefix)) {
    const [d] = await tx.select().from(disciplines).where(eq(disciplines.code, prefix));
    if (!d)
      throw new OdfError(`unknown discipline ${prefix} in DocumentCode (use dashes for the overall table)`);
    discipline = d.code;
  }
  const standings = kid(msg.competition, 'MedalStandings');
  if (!standings) throw new OdfError('DT_MEDALS carries no MedalStandings');
  const theirs = new Map<string, { gold: number; silver: number; bronze: number; total: number }>();
  for (const line of kids(standings, 'MedalLine')) {
    const where = `MedalLine ${line.attrs.Organisation ?? '?'}`;
    const org = need(line, 'Organisation', 'MedalLine');
    const n = (attr: string) => optInt(line, attr, where) ?? 0;
    const figures = { gold: n('Gold'), silver: n('Silver'), bronze: n('Bronze'), total: n('Total') };
    if (figures.total === 0) figures.total = figures.gold + figures.silver + figures.bronze;
    theirs.set(org, figures);
  }
  const awards = await tx
    .select({ delegation: medals.delegationCode, medal: medals.medal })
    .from(medals)
    .innerJoin(events, eq(events.code, medals.eventCode))
    .where(discipline ? eq(events.disciplineCode, discipline) : undefined);
  const ours = new Map(
    medalTable(awards as { delegation: string; medal: MedalKind }[]).map((r) => [
      r.delegation,
      { gold: r.gold, silver: r.silver, bronze: r.bronze, total: r.total },
    ]),
  );
  const mismatches: Mismatch[] = [];
  for (const org of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(org) ?? null;
    const b = theirs.get(org) ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push({ key: org, ours: a, theirs: b });
  }
  return mismatches;
}
