// npm run drill -- crash
// 1. kill -9 of the server while a results system posts ODF messages at 100 a second, on PGlite
//    and on a fresh database of the system PostgreSQL; a new server is started at once. Passes
//    when it serves again within 10 s of the kill and every acknowledged message is stored once.
// 2. A private PostgreSQL (initdb in a temp folder, its own port; the system one is shared and is
//    never stopped) is crashed with `pg_ctl stop -m immediate` under the same feed: /api/health
//    turns 503, comes back after PostgreSQL restarts, and nothing acknowledged is lost.
// Env: DRILL_CRASH_RATE (100 a second), DRILL_PRIVATE_PG_PORT (a free port when unset; the
// machine is shared, so a fixed one such as 55432 may be taken).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Feed, verifyFeed, type Verification } from './feed';
import {
  createPgDatabase,
  freePort,
  launchServer,
  machineLine,
  main,
  onExit,
  request,
  sleep,
  tempDir,
  unitsWithField,
  waitHealthy,
  type DrillResult,
} from './support';

const RATE = Number(process.env.DRILL_CRASH_RATE ?? 100);
/** Unanswered messages the feed allows itself (a results system holds a few connections). */
const INFLIGHT = 16;
const PG_BIN = '/usr/lib/postgresql/15/bin';

function describe(label: string, v: Verification, feed: Feed): string {
  const failed = feed.sent.length - v.acked;
  return (
    `${label}: ${feed.sent.length} posted (${feed.rate.toFixed(0)}/s; ${feed.skipped} ticks skipped with ${INFLIGHT} unanswered), ${v.acked} acknowledged (${failed} refused or cut), ` +
    `${v.missing.length} acknowledged but missing, ${v.twice.length} stored twice, ` +
    `${v.inconsistent.length} units inconsistent, ${v.unackedStored} stored without an answer`
  );
}

function printProblems(v: Verification): void {
  for (const m of v.missing.slice(0, 10))
    console.log(`  missing: ${m.code} Version ${m.version} (${m.outcome})`);
  for (const t of v.twice.slice(0, 10))
    console.log(`  twice: ${t.code} Version ${t.version} (${t.rows} rows)`);
  for (const i of v.inconsistent.slice(0, 10)) console.log(`  inconsistent: ${i}`);
}

/** kill -9 of the server under the feed, restarted at once; time from the kill to serving. */
async function serverCrash(label: string, target: { dataDir?: string; url?: string }, dir: string) {
  const launched = await launchServer(target, path.join(dir, `${label}.log`));
  let { server } = launched;
  const units = await unitsWithField(server.base, 20);
  const feed = new Feed(server.base, units, INFLIGHT);
  feed.start(RATE);
  await sleep(5000);
  const before = feed.sent.length;
  server.child.kill('SIGKILL');
  const killedAt = performance.now();
  await server.exited;
  server = launched.restart();
  await waitHealthy(server, 60_000, 10_000);
  const recoveredMs = performance.now() - killedAt;
  await sleep(3000);
  await feed.stop();
  await server.stop();
  const v = await verifyFeed(target, feed);
  const line = `${describe(label, v, feed)}; killed after ${before} messages, serving again ${(recoveredMs / 1000).toFixed(1)} s after the kill`;
  console.log(line);
  printProblems(v);
  return { ok: v.ok && recoveredMs <= 10_000, recoveredMs, v, line };
}

// ------------------------------------------------------------------ a private PostgreSQL

/** Runs a command as the postgres user when we are root (initdb refuses root). */
function asPostgres(cmd: string): string {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(isRoot ? 'su' : 'sh', isRoot ? ['postgres', '-c', cmd] : ['-c', cmd], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function postgresCrash(dir: string) {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', pgDir]);
  const data = path.join(pgDir, 'data');
  const ctl = (args: string) => asPostgres(`${PG_BIN}/pg_ctl -D ${data} -l ${pgDir}/postgres.log ${args}`);
  const pgPort = Number(process.env.DRILL_PRIVATE_PG_PORT ?? (await freePort()));
  const startPg = () =>
    ctl(`-w -o "-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=on" start`);
  onExit(() => {
    try {
      ctl('-m immediate stop');
    } catch {
      /* not running */
    }
    fs.rmSync(pgDir, { recursive: true, force: true });
  });
  asPostgres(`${PG_BIN}/initdb -D ${data} -A trust -U postgres >/dev/null`);
  startPg();
  asPostgres(`${PG_BIN}/createdb -h 127.0.0.1 -p ${pgPort} -U postgres drill`);
  const url = `postgres://postgres@127.0.0.1:${pgPort}/drill`;
  const launched = await launchServer({ url }, path.join(dir, 'private-pg.log'));
  let { server } = launched;
  const units = await unitsWithField(server.base, 20);
  const feed = new Feed(server.base, units, INFLIGHT);
  feed.start(RATE);
  await sleep(4000);

  const health = async () => {
    try {
      return (await request(server.base, { path: '/api/health', timeoutMs: 3000 })).status;
    } catch {
      return 0;
    }
  };
  ctl('-m immediate stop');
  const crashedAt = performance.now();
  let unhealthyMs = NaN;
  let unhealthy = 0;
  while (performance.now() - crashedAt < 15_000) {
    unhealthy = await health();
    if (unhealthy !== 200) {
      unhealthyMs = performance.now() - crashedAt;
      break;
    }
    await sleep(100);
  }
  await sleep(2000);
  // The server should outlive its database; if it did not, a supervisor would start it again.
  const survived = server.child.exitCode === null;
  startPg();
  const restartedAt = performance.now();
  if (!survived) server = launched.restart();
  let healthyMs = NaN;
  while (performance.now() - restartedAt < 30_000) {
    if ((await health()) === 200) {
      healthyMs = performance.now() - restartedAt;
      break;
    }
    await sleep(100);
  }
  await sleep(3000);
  await feed.stop();
  await server.stop();
  const v = await verifyFeed({ url }, feed);
  const line =
    `private PostgreSQL crashed (pg_ctl stop -m immediate): /api/health ${unhealthy || 'unreachable'} after ${unhealthyMs.toFixed(0)} ms, ` +
    `server ${survived ? 'stayed up' : 'EXITED (restarted after PostgreSQL)'}, /api/health 200 again ${healthyMs.toFixed(0)} ms after PostgreSQL restarted; ` +
    describe('feed', v, feed);
  console.log(line);
  printProblems(v);
  if (!survived)
    console.log(
      `  the server exited; its log:\n${fs.readFileSync(path.join(dir, 'private-pg.log'), 'utf8').split('\n').slice(0, 6).join('\n')}`,
    );
  return {
    ok: v.ok && survived && unhealthy === 503 && !Number.isNaN(healthyMs),
    v,
    line,
    healthyMs,
    survived,
  };
}

async function run(): Promise<DrillResult> {
  console.log(`crash drill on ${machineLine()}; the feed posts ${RATE} messages a second`);
  const dir = tempDir('crash');

  const pglite = await serverCrash('PGlite', { dataDir: path.join(dir, 'pglite') }, dir);
  const db = await createPgDatabase('crash');
  let postgres;
  try {
    postgres = await serverCrash('PostgreSQL', { url: db.url }, dir);
  } finally {
    await db.drop();
  }
  const privatePg = await postgresCrash(dir);
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.log'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8').trim();
    if (text) console.log(`--- ${f} (server log, last lines)\n${text.split('\n').slice(-5).join('\n')}`);
  }
  const s = (r: { v: Verification }) =>
    `${r.v.acked} acked/${r.v.missing.length} lost/${r.v.twice.length} twice`;
  return {
    name: 'crash',
    ok: pglite.ok && postgres.ok && privatePg.ok,
    summary:
      `kill -9 server: PGlite back in ${(pglite.recoveredMs / 1000).toFixed(1)} s (${s(pglite)}), ` +
      `PostgreSQL back in ${(postgres.recoveredMs / 1000).toFixed(1)} s (${s(postgres)}); ` +
      `PostgreSQL crash: server ${privatePg.survived ? 'stayed up' : 'EXITED'}, health back ${(privatePg.healthyMs / 1000).toFixed(1)} s after restart (${s(privatePg)})`,
  };
}

main('crash', run);
