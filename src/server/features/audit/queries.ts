import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, auditLog, delegations, events, teams, units } from '../../db/schema';
import { describeChange, mentionedCodes, type AuditNames } from './describe';

/**
 * Audit entries newest first, optionally for one unit or event code. Each is told in names
 * as well as codes: the unit or event changed, the competitors and delegations its rows
 * mention (looked up once for the whole page) and the fields that changed.
 */
export async function auditEntries(db: Db, query: { target?: string; limit: number }) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(query.target ? eq(auditLog.target, query.target.toUpperCase()) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  const mentioned = { competitors: new Set<string>(), delegations: new Set<string>() };
  for (const r of rows) {
    mentionedCodes(r.before, mentioned);
    mentionedCodes(r.after, mentioned);
  }
  const [names, targets] = await Promise.all([
    lookUpNames(db, mentioned),
    lookUpTargets(db, [...new Set(rows.map((r) => r.target))]),
  ]);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    username: r.username,
    action: r.action,
    target: r.target,
    target_name: targets.get(r.target) ?? null,
    changes: describeChange(r.before, r.after, names, { whole: r.action === 'event.medals.confirm' }),
    before: r.before,
    after: r.after,
  }));
}

async function lookUpNames(
  db: Db,
  codes: { competitors: Set<string>; delegations: Set<string> },
): Promise<AuditNames> {
  const competitors = [...codes.competitors];
  const [people, crews, nocs] = await Promise.all([
    competitors.length
      ? db
          .select({ code: athletes.code, given: athletes.givenName, family: athletes.familyName })
          .from(athletes)
          .where(inArray(athletes.code, competitors))
      : [],
    competitors.length
      ? db.select({ code: teams.code, name: teams.name }).from(teams).where(inArray(teams.code, competitors))
      : [],
    codes.delegations.size
      ? db
          .select({ code: delegations.code, name: delegations.name })
          .from(delegations)
          .where(inArray(delegations.code, [...codes.delegations]))
      : [],
  ]);
  return {
    competitors: new Map([
      ...crews.map((t) => [t.code, t.name] as const),
      ...people.map((a) => [a.code, `${a.given} ${a.family}`.trim()] as const),
    ]),
    delegations: new Map(nocs.map((d) => [d.code, d.name])),
  };
}

/** The names of the units ("event · unit") and events among the targets. */
async function lookUpTargets(db: Db, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const [unitRows, eventRows] = await Promise.all([
    db
      .select({ code: units.code, name: units.name, event: events.name })
      .from(units)
      .innerJoin(events, eq(events.code, units.eventCode))
      .where(inArray(units.code, codes)),
    db.select({ code: events.code, name: events.name }).from(events).where(inArray(events.code, codes)),
  ]);
  return new Map([
    ...eventRows.map((e) => [e.code, e.name] as const),
    ...unitRows.map((u) => [u.code, u.name === u.event ? u.name : `${u.event} · ${u.name}`] as const),
  ]);
}
