import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';
import { bumpVersions, TOPICS } from '../db/versions';
import { generateGames, type DemoGames, type GamesSize } from './generate';
import { seedDemoContent } from './content/seed-content';
import type { Storage } from '../storage';

/** Competition tables in insert order; re-seeding empties them first. */
const TABLES = [
  ['competition', schema.competitions],
  ['venues', schema.venues],
  ['disciplines', schema.disciplines],
  ['delegations', schema.delegations],
  ['events', schema.events],
  ['phases', schema.phases],
  ['units', schema.units],
  ['scheduleItems', schema.scheduleItems],
  ['athletes', schema.athletes],
  ['teams', schema.teams],
  ['teamMembers', schema.teamMembers],
  ['startList', schema.startList],
  ['results', schema.results],
  ['medals', schema.medals],
  ['bracketMatches', schema.bracketMatches],
  ['poolStandings', schema.poolStandings],
  ['records', schema.records],
  ['resultRecords', schema.resultRecords],
  ['teamRosters', schema.teamRosters],
  ['matchClocks', schema.matchClocks],
] as const satisfies readonly (readonly [keyof DemoGames, PgTable])[];

/** PostgreSQL allows 65,535 bind parameters a statement; stay well under it. */
const MAX_PARAMS = 30_000;

async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const perRow = Object.keys(getTableColumns(table)).length;
  const batch = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  for (let i = 0; i < rows.length; i += batch) {
    await db.insert(table).values(rows.slice(i, i + batch) as never);
  }
}

/** Replaces all competition data with the given games, in one transaction. */
export async function writeGames(db: Db, games: DemoGames): Promise<void> {
  await db.transaction(async (tx) => {
    const names = TABLES.map(([, t]) => sql`${t}`);
    await tx.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity`);
    // The import's event entries name athletes by id, which the new rows reuse.
    await tx.execute(sql`truncate ${schema.athleteEntries}`);
    for (const [key, table] of TABLES) {
      const value = games[key] ?? [];
      await insertAll(tx, table, (Array.isArray(value) ? value : [value]) as never);
    }
    // Serial ids were given explicitly: move the sequences past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('athletes', 'id'), greatest(1, (select max(id) from athletes)))`,
    );
    await tx.execute(sql`delete from ${schema.dataVersions} where topic like '%:%'`);
    await bumpVersions(tx, [
      TOPICS.games,
      TOPICS.reference,
      TOPICS.participants,
      TOPICS.schedule,
      TOPICS.results,
      TOPICS.medals,
    ]);
  });
}

export async function seedGames(db: Db, size: GamesSize, seed: number) {
  const started = performance.now();
  const games = generateGames(size, seed);
  const generatedMs = performance.now() - started;
  await writeGames(db, games);
  return {
    generatedMs: Math.round(generatedMs),
    totalMs: Math.round(performance.now() - started),
    athletes: games.athletes.length,
    units: games.units.length,
    events: games.events.length,
    medals: games.medals.length,
  };
}

/**
 * `npm start` on an empty DATA_DIR gets the youth games, so a fresh install has something to
 * show; given a file store, the organisers' demo content (places, sponsors, pages...) too.
 */
export async function seedIfEmpty(
  database: Pick<Database, 'db'>,
  size: GamesSize = 'youth',
  seed = 1,
  storage?: Storage,
) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.competitions);
  if ((row?.n ?? 0) > 0) return null;
  const games = await seedGames(database.db, size, seed);
  return storage ? { ...games, content: await seedDemoContent(database.db, storage) } : games;
}
