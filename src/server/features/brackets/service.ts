import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { deskBracketWinnerBodySchema, deskStandingBodySchema } from '../../../shared/contracts/brackets';
import type { Db } from '../../db/client';
import { bracketMatches, events, poolStandings } from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import { bracket } from './queries';

type Admin = Pick<SessionUser, 'id' | 'username'>;

const refuse = (reason: string) => new HttpError(400, 'DESK_INVALID', 'deskInvalid', { reason });

/**
 * The results desk corrects a bracket match's winner: one of its two sides, or none (the
 * match's unit decides again). Audited and published in one transaction; false for an unknown event.
 */
export async function changeBracketWinner(
  db: Db,
  admin: Admin,
  eventCode: string,
  body: z.output<typeof deskBracketWinnerBodySchema>,
): Promise<boolean> {
  // The sides as readers see them: a side the feed left to an earlier match or a pool place
  // is filled in from it, and the desk may name that competitor the winner.
  const shown = body.winner ? await bracket(db, eventCode, 'en-US') : null;
  const shownSides = shown?.brackets
    .find((b) => b.code === body.bracket)
    ?.rounds.find((r) => r.code === body.round)
    ?.matches.find((m) => m.position === body.position)
    ?.sides.flatMap((s) => (s.competitor ? [s.competitor.code] : []));
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ code: events.code }).from(events).where(eq(events.code, eventCode));
    if (!event) return false;
    const where = and(
      eq(bracketMatches.eventCode, eventCode),
      eq(bracketMatches.bracket, body.bracket),
      eq(bracketMatches.round, body.round),
      eq(bracketMatches.position, body.position),
    );
    const [match] = await tx.select().from(bracketMatches).where(where).for('update');
    if (!match)
      throw refuse(`no bracket match ${body.bracket} ${body.round} ${body.position} in ${eventCode}`);
    const sides = new Set([
      ...match.sides.flatMap((s) => (s.competitorCode ? [s.competitorCode] : [])),
      ...(shownSides ?? []),
    ]);
    if (body.winner && !sides.has(body.winner))
      throw refuse(`winner: ${body.winner} is not one of the match's two sides`);
    await tx.update(bracketMatches).set({ winner: body.winner }).where(where);
    await recordAudit(tx, admin, {
      action: 'bracket.winner',
      target: match.unitCode ?? eventCode,
      before: { bracket: body.bracket, round: body.round, position: body.position, winner: match.winner },
      after: { bracket: body.bracket, round: body.round, position: body.position, winner: body.winner },
    });
    await bumpVersions(tx, [TOPICS.event(eventCode)]);
    return true;
  });
}

/** The results desk corrects one pool table line's figures; audited. False for an unknown event. */
export async function changeStanding(
  db: Db,
  admin: Admin,
  eventCode: string,
  body: z.output<typeof deskStandingBodySchema>,
): Promise<boolean> {
  if (body.won + body.drawn + body.lost > body.played)
    throw refuse('played: won, drawn and lost add up to more than played');
  if (!body.phase.startsWith(eventCode)) throw refuse(`phase: ${body.phase} is no phase of ${eventCode}`);
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ code: events.code }).from(events).where(eq(events.code, eventCode));
    if (!event) return false;
    const where = and(
      eq(poolStandings.phaseCode, body.phase),
      eq(poolStandings.pool, body.pool),
      eq(poolStandings.competitorCode, body.competitor_code),
    );
    const [row] = await tx.select().from(poolStandings).where(where).for('update');
    if (!row) throw refuse(`competitor_code: ${body.competitor_code} has no line in that pool`);
    const after = {
      rank: body.rank,
      played: body.played,
      won: body.won,
      drawn: body.drawn,
      lost: body.lost,
      points: body.points,
      figures: body.figures,
      qualificationMark: body.qualification_mark,
    };
    const before = {
      rank: row.rank,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      points: row.points,
      figures: row.figures,
      qualificationMark: row.qualificationMark,
    };
    // The line keeps its place unless its rank moved it: the order follows the rank.
    await tx
      .update(poolStandings)
      .set({ ...after, sortOrder: body.rank ?? row.sortOrder })
      .where(where);
    await recordAudit(tx, admin, {
      action: 'standing.change',
      target: eventCode,
      before: { pool: body.pool, competitor: body.competitor_code, ...before },
      after: { pool: body.pool, competitor: body.competitor_code, ...after },
    });
    await bumpVersions(tx, [TOPICS.event(eventCode)]);
    return true;
  });
}
