import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DelegationDetail } from '../../../shared/contracts/participants';
import type { LocaleTag } from '../../../shared/domain/locales';
import { nameIn } from '../../competition/names';
import { competitorName } from '../../competition/rows';
import { athletes, delegations, events, medals, results, teams, units } from '../../db/schema';

/** Results that say where a competitor finished: the unit has them in, live or final. */
const WITH_PLACES = [
  'LIVE',
  'INTERMEDIATE',
  'UNCONFIRMED',
  'UNOFFICIAL',
  'OFFICIAL',
  'PARTIAL',
  'PROTESTED',
  'PROVISIONAL',
];

/** One delegation: its medal count and medallists, and its competitors' latest results. */
export async function delegationDetail(
  db: Db,
  code: string,
  locale: LocaleTag,
): Promise<DelegationDetail | null> {
  const [delegation] = await db
    .select({
      code: delegations.code,
      name: delegations.name,
      athletes: sql<number>`(select count(*)::int from ${athletes} where ${athletes.delegationCode} = ${code})`,
    })
    .from(delegations)
    .where(eq(delegations.code, code));
  if (!delegation) return null;
  const [medalRows, resultRows] = await Promise.all([
    db
      .select({
        eventCode: medals.eventCode,
        eventName: events.name,
        eventNames: events.names,
        medal: medals.medal,
        competitor: competitorName,
        unitCode: medals.unitCode,
      })
      .from(medals)
      .innerJoin(events, eq(events.code, medals.eventCode))
      .leftJoin(athletes, eq(athletes.code, medals.competitorCode))
      .leftJoin(teams, eq(teams.code, medals.competitorCode))
      .where(eq(medals.delegationCode, code))
      .orderBy(
        sql`case ${medals.medal} when 'gold' then 0 when 'silver' then 1 else 2 end`,
        asc(events.sortOrder),
        asc(medals.competitorCode),
      ),
    db
      .select({
        unitCode: units.code,
        unitName: units.name,
        unitNames: units.names,
        eventName: events.name,
        eventNames: events.names,
        startAt: units.startAt,
        resultStatus: units.resultStatus,
        competitor: competitorName,
        rank: results.rank,
        result: results.result,
      })
      .from(results)
      .innerJoin(units, eq(units.code, results.unitCode))
      .innerJoin(events, eq(events.code, units.eventCode))
      .leftJoin(athletes, eq(athletes.code, results.competitorCode))
      .leftJoin(teams, eq(teams.code, results.competitorCode))
      .where(and(eq(results.delegationCode, code), inArray(units.resultStatus, WITH_PLACES)))
      .orderBy(desc(units.startAt), asc(units.code), asc(results.sortOrder))
      .limit(20),
  ]);
  const count = (m: string) => medalRows.filter((r) => r.medal === m).length;
  return {
    ...delegation,
    gold: count('gold'),
    silver: count('silver'),
    bronze: count('bronze'),
    medals: medalRows.map((m) => ({
      event_code: m.eventCode,
      event_name: nameIn(locale, m.eventName, m.eventNames),
      medal: m.medal,
      competitor: m.competitor,
      unit_code: m.unitCode,
    })),
    results: resultRows.map((r) => ({
      unit_code: r.unitCode,
      unit_name: nameIn(locale, r.unitName, r.unitNames),
      event_name: nameIn(locale, r.eventName, r.eventNames),
      start_at: r.startAt.toISOString(),
      result_status: r.resultStatus,
      competitor: r.competitor,
      rank: r.rank,
      result: r.result,
    })),
  };
}
