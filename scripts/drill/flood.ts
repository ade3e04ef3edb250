// npm run drill -- flood
// 1,000 wrong passwords a minute on one account (each from another address, as a botnet would
// send them, so the per-account limit is what answers) while public reads run. Passes when
// no attempt sent after the limit's last failure was answered is hashed (401) — every one of
// them gets 429 — and the reads' p99 under the flood is at most twice their p99 without it.
// Env: DRILL_FLOOD_SECONDS (60), DRILL_FLOOD_ATTEMPTS (1000), DRILL_FLOOD_CONNECTIONS (20).
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { MAX_PER_ACCOUNT } from '../../src/server/features/auth/login-limits';
import {
  busiestDay,
  cpuMs,
  freePort,
  machineLine,
  main,
  onExit,
  percentile,
  prepareDatabase,
  request,
  startServer,
  tempDir,
  waitHealthy,
  type DrillResult,
} from './support';

const SECONDS = Number(process.env.DRILL_FLOOD_SECONDS ?? 60);
const ATTEMPTS = Number(process.env.DRILL_FLOOD_ATTEMPTS ?? 1000);
const CONNECTIONS = Number(process.env.DRILL_FLOOD_CONNECTIONS ?? 20);

async function run(): Promise<DrillResult> {
  console.log(`flood drill on ${machineLine()}`);
  const dir = tempDir('flood');
  await prepareDatabase({ dataDir: dir });
  const server = startServer({ port: await freePort(), dataDir: dir, logFile: path.join(dir, 'server.log') });
  onExit(() => server.child.kill('SIGKILL'));
  await waitHealthy(server);
  const day = await busiestDay(server.base);
  const reads = ['/api/medals', `/api/schedule/days/${day}`, '/api/athletes?page=2', '/api/schedule/grid'];
  const cannon = () =>
    autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: reads.map((p) => ({ method: 'GET', path: p })),
    });

  await autocannon({ url: server.base + reads[0], connections: CONNECTIONS, duration: 3 }); // warm-up
  console.log(`reads without the flood: ${CONNECTIONS} connections, ${SECONDS} s...`);
  const cpuQuiet = cpuMs(server.pid);
  const quiet = await cannon();
  const cpuQuietUsed = cpuMs(server.pid) - cpuQuiet;

  console.log(`reads with ${ATTEMPTS} wrong passwords in ${SECONDS} s on one account...`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const counts = new Map<number | string, number>();
  const ms = new Map<number, number[]>();
  const attempts: Promise<void>[] = [];
  // When the limit's last failure was answered (so recorded): attempts sent later must all get 429.
  let limitReachedAt = Infinity;
  let failuresAnswered = 0;
  let hashedAfterLimit = 0;
  const cpuFlood = cpuMs(server.pid);
  const flooding = cannon();
  const started = performance.now();
  for (let i = 0; i < ATTEMPTS; i++) {
    const due = started + (i * SECONDS * 1000) / ATTEMPTS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sentAt = performance.now();
    attempts.push(
      request(server.base, {
        method: 'POST',
        path: '/api/auth/login',
        agent,
        headers: {
          'content-type': 'application/json',
          // One account, many addresses: the per-account limit answers, not the per-address one.
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ username: 'drill-user', password: `wrong-password-${i}` }),
      }).then(
        (res) => {
          counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
          if (res.status === 401) {
            if (sentAt > limitReachedAt) hashedAfterLimit += 1;
            if (++failuresAnswered === MAX_PER_ACCOUNT) limitReachedAt = performance.now();
          }
          ms.set(res.status, [...(ms.get(res.status) ?? []), res.ms]);
        },
        (err: Error) => void counts.set(err.message, (counts.get(err.message) ?? 0) + 1),
      ),
    );
  }
  const flood = await flooding;
  await Promise.all(attempts);
  const cpuFloodUsed = cpuMs(server.pid) - cpuFlood;
  await server.stop();

  const hashed = counts.get(401) ?? 0;
  const limited = counts.get(429) ?? 0;
  const other = ATTEMPTS - hashed - limited;
  const p50 = (status: number) => percentile(ms.get(status) ?? [], 50).toFixed(1);
  const ratio = flood.latency.p99 / Math.max(1, quiet.latency.p99);
  const lines = [
    '',
    `flood: ${ATTEMPTS} wrong passwords in ${SECONDS} s on one account, reads by ${CONNECTIONS} connections`,
    `  attempts                 ${hashed} × 401 (hashed, p50 ${p50(401)} ms), ${limited} × 429 (p50 ${p50(429)} ms), ${other} other ${JSON.stringify(Object.fromEntries(counts))}`,
    `  reads without flood      ${Math.round(quiet.requests.average)} req/s, p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms, ${quiet.errors + quiet.non2xx} errors; server CPU ${(cpuQuietUsed / 1000).toFixed(1)} s`,
    `  reads with flood         ${Math.round(flood.requests.average)} req/s, p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms, ${flood.errors + flood.non2xx} errors; server CPU ${(cpuFloodUsed / 1000).toFixed(1)} s`,
    `  hashed after the limit   ${hashedAfterLimit} (sent after the ${MAX_PER_ACCOUNT}th failure was answered); ${Math.max(0, hashed - MAX_PER_ACCOUNT)} hashed beyond the limit by attempts checked while earlier ones were still hashing`,
    `  p99 ratio                ${ratio.toFixed(2)} (at most 2)`,
  ];
  console.log(lines.join('\n'));
  if (hashed > MAX_PER_ACCOUNT) {
    console.log(
      `  WARNING: ${hashed - MAX_PER_ACCOUNT} attempts beyond the limit were hashed: the limit is read before ` +
        'earlier attempts record their failure, so concurrent attempts pass it together',
    );
  }
  const ok =
    hashedAfterLimit === 0 &&
    limited === ATTEMPTS - hashed &&
    ratio <= 2 &&
    quiet.errors + quiet.non2xx + flood.errors + flood.non2xx === 0;
  return {
    name: 'flood',
    ok,
    summary:
      `${ATTEMPTS} wrong passwords/${SECONDS} s: ${hashed} hashed, ${limited} × 429 (p50 ${p50(429)} ms); ` +
      `read p99 ${quiet.latency.p99} ms quiet, ${flood.latency.p99} ms under flood (×${ratio.toFixed(2)})`,
  };
}

main('flood', run);
