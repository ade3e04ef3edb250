import type { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { deskRecordBodySchema, deskRosterBodySchema } from '../../../shared/contracts/records';
import type { Db } from '../../db/client';
import { athletes, records, startList } from '../../db/schema';
import { bumpVersions } from '../../db/versions';
import { RECORDS_TOPIC, replaceRoster } from '../../competition/records';
import { Changes, inTransaction, lockUnit } from '../../competition/writes';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';

type Admin = Pick<SessionUser, 'id' | 'username'>;

const refused = (reason: string) => new HttpError(400, 'DESK_INVALID', 'deskInvalid', { reason });

/**
 * The desk corrects a record (its mark, holder, delegation, date or place), audited with the
 * note that says why. Null when there is no such record.
 */
export async function correctRecord(
  db: Db,
  admin: Admin,
  id: number,
  body: z.output<typeof deskRecordBodySchema>,
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(records).where(eq(records.id, id)).for('update');
    if (!before) return null;
    const patch = {
      mark: body.mark,
      holderName: body.holder_name,
      delegationCode: body.delegation_code,
      setOn: body.set_on,
      place: body.place,
      ...(before.type === 'NR' && body.delegation_code ? { scope: body.delegation_code } : {}),
    };
    const [after] = await tx
      .update(records)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(records.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: 'record.correct',
      target: before.eventCode,
      before: pick(before),
      after: { ...pick(after!), note: body.note },
    });
    await bumpVersions(tx, [RECORDS_TOPIC]);
    return after!;
  });
}

const pick = (r: typeof records.$inferSelect) => ({
  type: r.type,
  mark: r.mark,
  holder_name: r.holderName,
  delegation_code: r.delegationCode,
  set_on: r.setOn,
  place: r.place,
});

/**
 * The desk corrects a team's players for one match (shirt numbers, positions, starters),
 * audited. Null when the unit is unknown; refused when the team does not play in it or a
 * player is not of its delegation.
 */
export async function correctRoster(
  db: Db,
  admin: Admin,
  unitCode: string,
  teamCode: string,
  body: z.output<typeof deskRosterBodySchema>,
) {
  return inTransaction(db, async (tx) => {
    const unit = await lockUnit(tx, unitCode);
    if (!unit) return null;
    const [side] = await tx
      .select()
      .from(startList)
      .where(and(eq(startList.unitCode, unitCode), eq(startList.competitorCode, teamCode)));
    if (!side || side.competitorType !== 'T') throw refused(`team ${teamCode} does not play in ${unitCode}`);
    const codes = body.players.map((p) => p.athlete_code);
    if (new Set(codes).size !== codes.length) throw refused('a player is listed twice');
    const found = codes.length ? await tx.select().from(athletes).where(inArray(athletes.code, codes)) : [];
    const byCode = new Map(found.map((a) => [a.code, a]));
    const players = body.players.map((p) => {
      const a = byCode.get(p.athlete_code);
      if (!a) throw refused(`unknown athlete ${p.athlete_code}`);
      if (a.delegationCode !== side.delegationCode)
        throw refused(`athlete ${p.athlete_code} is not of ${side.delegationCode}`);
      return {
        athleteId: a.id,
        shirtNumber: p.shirt_number,
        position: p.position || null,
        starter: p.starter,
      };
    });
    const changes = new Changes();
    await replaceRoster(tx, unitCode, teamCode, players, changes);
    await recordAudit(tx, admin, {
      action: 'unit.roster',
      target: unitCode,
      before: null,
      after: { team: teamCode, players: body.players },
    });
    await bumpVersions(tx, changes.topics);
    return { unit_code: unitCode, team: teamCode, players: body.players.length };
  });
}
