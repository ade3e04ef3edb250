import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { dataVersions, liveEvents } from './schema';

/**
 * Change versions per topic. Every write bumps the topics
 * it touches in the same transaction; public reads derive their ETag from them.
 *
 * A version is at least the current time in milliseconds, so a re-seeded or restored
 * database never hands out an ETag that a browser or CDN cached from older data.
 */
export const TOPICS = {
  /** The whole data set: bumped when it is replaced (seed, full import). */
  games: 'games',
  /** Competition, disciplines, events, phases, venues. */
  reference: 'reference',
  /** Delegations, athletes, teams. */
  participants: 'participants',
  /** Units' times and statuses and the other schedule items. */
  schedule: 'schedule',
  /** Start lists and results of any unit (athlete profiles, classifications). */
  results: 'results',
  medals: 'medals',
  /** Official communications and report documents (ODF DT_COMMUNICATION, DT_PDF). */
  documents: 'documents',
  /** The organisers' content: places, ambassadors, sponsors, pages, shuttle lines, venue details. */
  content: 'content',
  /** One unit's times, statuses, start list and results. */
  unit: (code: string) => `unit:${code}`,
  /** One event's classification and medallists. */
  event: (code: string) => `event:${code}`,
  /** One competition day of the schedule. */
  day: (day: string) => `schedule:${day}`,
} as const;

type Tx = Pick<Db, 'execute'>;

/** The NOTIFY channel that carries every bump to the live hub of each instance. */
export const LIVE_CHANNEL = 'data_changes';
/** Serialises the bumps of concurrent writers, so live event ids commit in order. */
const LIVE_LOCK = 7007;

/**
 * Bumps the given topics; call inside the write's transaction. Each bump is also logged in
 * `live_events` and announced with NOTIFY, which PostgreSQL delivers only on commit, to every
 * listening instance (decision 0007). The advisory lock makes ids follow commit order, so a
 * client resuming from Last-Event-ID never misses a later-committed smaller id.
 */
export async function bumpVersions(tx: Tx, topics: Iterable<string>): Promise<void> {
  const list = [...new Set(topics)];
  if (list.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${LIVE_LOCK})`);
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    await tx.execute(sql`
      with bumped as (
        insert into ${dataVersions} (topic, version)
        select t, (extract(epoch from clock_timestamp()) * 1000)::bigint
        from unnest(${sql.raw(`array[${chunk.map(quote).join(',')}]::text[]`)}) as t
        on conflict (topic) do update
          set version = greatest(${dataVersions.version} + 1, excluded.version)
        returning topic, version
      ), logged as (
        insert into ${liveEvents} (topic, version) select topic, version from bumped order by topic
        returning id, topic, version
      )
      select pg_notify(${LIVE_CHANNEL}, id || ' ' || version || ' ' || topic) from logged`);
  }
}

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export async function readVersions(db: Pick<Db, 'select'>): Promise<Map<string, number>> {
  const rows = await db.select().from(dataVersions);
  return new Map(rows.map((r) => [r.topic, Number(r.version)]));
}
