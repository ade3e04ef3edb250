// npm run seed -- --size youth|olympic --seed N
// Replaces the competition data in DATA_DIR (or DATABASE_URL) with deterministic demo games.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedGames, SIZES, type GamesSize } from '../src/server/demo-data';

const { values } = parseArgs({
  options: { size: { type: 'string', default: 'youth' }, seed: { type: 'string', default: '1' } },
});
const size = values.size as GamesSize;
const seed = Number(values.seed);
if (!(size in SIZES)) {
  console.error(`--size must be one of: ${Object.keys(SIZES).join(', ')}`);
  process.exit(1);
}
if (!Number.isInteger(seed) || seed < 0) {
  console.error('--seed must be a whole number (0 or more)');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const stats = await seedGames(database.db, size, seed);
  console.log(
    `Seeded ${size} games (seed ${seed}) into ${database.driver}: ${stats.athletes} athletes, ` +
      `${stats.events} events, ${stats.units} units, ${stats.medals} medals ` +
      `in ${(stats.totalMs / 1000).toFixed(1)} s (generation ${stats.generatedMs} ms)`,
  );
} finally {
  await database.close();
}
