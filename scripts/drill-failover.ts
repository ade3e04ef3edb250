// npm run drill:failover [-- --clients 200 --messages 40 --interval 250 --kill-at 20]
//
// Failover drill for the deployment in deploy/: a fresh PostgreSQL database, two app instances on
// it, Caddy in front (deploy/Caddyfile: TLS from Caddy's internal CA, HTTP/2, round robin, no
// sticky sessions, flush_interval -1). N live clients hold GET /api/live through Caddy over
// HTTP/2 (one TLS connection each, as separate phones would); DT_RESULT messages are posted
// through Caddy at a steady rate; halfway one instance gets SIGKILL. The clients whose stream
// ends reconnect through Caddy with Last-Event-ID after the `retry:` the stream announced, as
// EventSource does, and land on the surviving instance. At the end every client's event ids
// are compared with the change log (live_events): each change exactly once, in order.
//
// Needs caddy (`apt-get install -y caddy`) and a PostgreSQL server on this machine:
// DRILL_POSTGRES_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a
// database is created there and dropped after). Only 127.0.0.1 is targeted. Exits non-zero on
// any lost, duplicated or out-of-order message.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type tls from 'node:tls';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openClient, type Client } from './drill/failover-clients';
import { freePort, HOST, startInstance, waitHealthy } from './drill/failover-instances';
import { connectProxy, h2request } from './drill/h2-proxy';
import { rotatingResult, unitsWithField } from './odf-result';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    messages: { type: 'string', default: '40' },
    interval: { type: 'string', default: '250' },
    'kill-at': { type: 'string' },
  },
});
const bounded = (name: string, v: string, min: number, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
};
const CLIENTS = bounded('clients', values.clients, 1, 2000);
const MESSAGES = bounded('messages', values.messages, 4, 400);
const INTERVAL_MS = bounded('interval', values.interval, 50, 5000);
const KILL_AT = bounded('kill-at', values['kill-at'] ?? String(Math.floor(MESSAGES / 2)), 1, MESSAGES - 1);
/** The whole drill, seeding included, must finish within this. */
const DEADLINE_MS = 240_000;
const KEY = 'drill-failover-key-0123456789';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = new URL(
  process.env.DRILL_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
);
if (!['127.0.0.1', 'localhost'].includes(adminUrl.hostname)) {
  console.error(`The drill runs against a PostgreSQL server on this machine only, not ${adminUrl.hostname}.`);
  process.exit(2);
}
try {
  execFileSync('caddy', ['version'], { stdio: 'ignore' });
} catch {
  console.error('caddy is not installed: apt-get install -y caddy (Debian), then run the drill again.');
  process.exit(2);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-failover-'));
const dbName = `drill_${Date.now()}_${randomBytes(3).toString('hex')}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const children: ChildProcess[] = [];
let dbCreated = false;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await sleep(300);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (dbCreated) await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

async function main() {
  const t0 = performance.now();
  await admin(`create database ${dbName}`);
  dbCreated = true;
  process.stdout.write(`database ${dbName}: seeding the youth games...\n`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--size', 'youth'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl.toString() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const [portA, portB, httpsPort, httpPort, adminPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const proxyPort = httpsPort!;
  const instanceOptions = { root, tmp, databaseUrl: dbUrl.toString(), apiKey: KEY };
  const a = startInstance('a', portA!, instanceOptions);
  children.push(a);
  const b = startInstance('b', portB!, instanceOptions);
  children.push(b);
  await Promise.all([waitHealthy(portA!, a), waitHealthy(portB!, b)]);

  const caddy = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    cwd: root,
    env: {
      ...process.env,
      HOME: tmp,
      XDG_DATA_HOME: path.join(tmp, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(tmp, 'caddy-config'),
      SITE_ADDRESS: `https://localhost:${httpsPort}`,
      TLS: 'internal',
      UPSTREAMS: `${HOST}:${portA} ${HOST}:${portB}`,
      BIND: HOST,
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: `${HOST}:${adminPort}`,
      CADDY_LOG_LEVEL: 'ERROR',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(caddy);
  let caddyLog = '';
  caddy.stderr!.on('data', (d: Buffer) => (caddyLog = (caddyLog + d.toString()).slice(-4000)));

  const poster = await (async () => {
    for (let i = 0; i < 100; i++) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
      const s = connectProxy(proxyPort);
      try {
        if ((await h2request(s, 'GET', '/api/health')).status === 200) return s;
      } catch {
        /* not up yet */
      }
      s.destroy();
      await sleep(200);
    }
    throw new Error(`caddy did not answer over HTTP/2:\n${caddyLog}`);
  })();
  const alpn = (poster.socket as tls.TLSSocket).alpnProtocol;

  // An upcoming unit with a start list: the drill posts its results.
  const getJson = async <T>(p: string) => JSON.parse((await h2request(poster, 'GET', p)).text) as T;
  const [unit] = await unitsWithField(getJson, ['2026-07-17', '2026-07-18', '2026-07-19'], 1);
  const unitCode = unit!.code;
  const field = unit!.field;

  const clients: Client[] = [];
  const clientOptions = { proxyPort, unitCode };
  const connectStarted = performance.now();
  for (let i = 0; i < CLIENTS; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, CLIENTS - i) }, () => openClient(clients, clientOptions)),
    );
  }
  const connectS = (performance.now() - connectStarted) / 1000;
  process.stdout.write(
    `${CLIENTS} clients connected through Caddy (${alpn}) in ${connectS.toFixed(1)} s; posting ${MESSAGES} ` +
      `results of ${unitCode}, one every ${INTERVAL_MS} ms; SIGKILL to instance A after ${KILL_AT}\n`,
  );

  const firstSent: number[] = [];
  const outcomes = { applied: 0, ignored: 0 };
  let postRetries = 0;
  const postFailures = new Map<string, number>();
  let killedAt = 0;
  for (let v = 1; v <= MESSAGES; v++) {
    if (v === KILL_AT + 1) {
      a.kill('SIGKILL');
      killedAt = performance.now();
    }
    firstSent.push(performance.now());
    // A post in flight when its instance dies is sent again; an equal Version is answered
    // "ignored" when the first attempt had committed, so the change happens once either way.
    for (let attempt = 0; ; attempt++) {
      let res: { status: number; text: string } | undefined;
      try {
        res = await h2request(poster, 'POST', '/api/ingest/odf', {
          xml: rotatingResult(unitCode, v, field, 'DRILL'),
          apiKey: KEY,
        });
      } catch {
        /* the stream failed: retry */
      }
      const outcome = res?.status === 200 ? (JSON.parse(res.text) as { outcome: string }).outcome : null;
      if (outcome === 'applied' || outcome === 'ignored') {
        outcomes[outcome] += 1;
        break;
      }
      if (attempt >= 20) throw new Error(`message ${v} not accepted: ${res?.status} ${res?.text}`);
      postRetries += 1;
      const why = res ? `HTTP ${res.status}` : 'stream error';
      postFailures.set(why, (postFailures.get(why) ?? 0) + 1);
      await sleep(100);
    }
    await sleep(INTERVAL_MS);
  }

  // Every client should reach the last change; give stragglers a few seconds.
  const log = new pg.Client({ connectionString: dbUrl.toString() });
  await log.connect();
  const { rows } = await log.query<{ id: string }>('select id from live_events order by id');
  await log.end();
  const allIds = rows.map((r) => Number(r.id));
  const lastId = allIds.at(-1) ?? 0;
  const waitUntil = performance.now() + 15_000;
  while (performance.now() < waitUntil && clients.some((c) => c.lastId < lastId)) await sleep(100);

  let lost = 0;
  let duplicates = 0;
  let outOfOrder = 0;
  let resets = 0;
  let missingUnit = 0;
  const faulty: string[] = [];
  const latencies: number[] = [];
  for (const c of clients) {
    c.closed = true;
    const expected = allIds.filter((id) => id > c.startId);
    const seen = new Set(c.ids);
    lost += expected.filter((id) => !seen.has(id)).length;
    duplicates += c.ids.length - seen.size;
    const backwards = c.ids.findIndex((id, i) => i > 0 && id <= c.ids[i - 1]!);
    outOfOrder += c.ids.filter((id, i) => i > 0 && id <= c.ids[i - 1]!).length;
    if (backwards >= 0 && faulty.length < 3) {
      const around = c.ids.slice(Math.max(0, backwards - 8), backwards + 8).join(' ');
      faulty.push(`client ${clients.indexOf(c)}: ids …${around}…\n    ${c.history.join('\n    ')}`);
    }
    resets += c.resets;
    missingUnit += Math.max(0, MESSAGES - c.unitArrivals.length);
    c.unitArrivals.forEach((t, k) => {
      if (k < MESSAGES) latencies.push(t - firstSent[k]!);
    });
    c.session.destroy();
  }
  poster.destroy();
  const dropped = clients.filter((c) => c.drops > 0);
  const reconnects = dropped.flatMap((c) => c.reconnectMs);
  const reconnectedAfterKill = dropped.filter((c) => c.open || c.reconnectMs.length > 0).length;
  const expectedDeliveries = clients.reduce((n, c) => n + allIds.filter((id) => id > c.startId).length, 0);
  const delivered = clients.reduce((n, c) => n + c.ids.length, 0);

  const lines = [
    '',
    `failover drill: 2 instances on one PostgreSQL behind Caddy ${execFileSync('caddy', ['version']).toString().split(' ')[0]!.trim()} (${alpn}, TLS internal), ${os.cpus().length} cores`,
    `  clients                 ${CLIENTS} SSE streams over HTTP/2, one TLS connection each`,
    `  messages                ${MESSAGES} DT_RESULT posted through Caddy, one every ${INTERVAL_MS} ms (${outcomes.applied} applied, ${outcomes.ignored} ignored repeats, ${postRetries} retried posts${postRetries ? `: ${[...postFailures].map(([k, n]) => `${n}× ${k}`).join(', ')}` : ''})`,
    `  changes in the log      ${allIds.length} (live_events), ${delivered} of ${expectedDeliveries} expected deliveries`,
    `  instance A killed       SIGKILL after message ${KILL_AT} (${((killedAt - t0) / 1000).toFixed(1)} s into the drill)`,
    `  clients dropped         ${dropped.length} (on instance A), reconnected ${reconnectedAfterKill}, failed reconnect answers ${clients.reduce((n, c) => n + c.failedReconnects, 0)}`,
    `  reconnect time          p50 ${percentile(reconnects, 50).toFixed(0)} ms, max ${percentile(reconnects, 100).toFixed(0)} ms (stream end → new stream open; includes the ${clients[0]?.retryMs ?? 2000} ms retry the stream announces)`,
    `  delivery latency        p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms (post sent → frame read; the reconnect wait included)`,
    `  lost                    ${lost} (and ${missingUnit} missing unit messages)`,
    `  duplicates              ${duplicates}`,
    `  out of order            ${outOfOrder}`,
    `  resets                  ${resets}`,
    `  total time              ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  ];
  console.log(lines.join('\n'));
  if (faulty.length) console.log(`  first clients out of order:\n  ${faulty.join('\n  ')}`);
  const ok =
    lost === 0 &&
    missingUnit === 0 &&
    duplicates === 0 &&
    outOfOrder === 0 &&
    resets === 0 &&
    dropped.length > 0 &&
    reconnectedAfterKill === dropped.length;
  console.log(
    ok ? '  every client got every change exactly once, in order' : '  FAILED: see the figures above',
  );
  return ok;
}

const deadline = setTimeout(() => {
  console.error(`the drill did not finish within ${DEADLINE_MS / 1000} s`);
  void cleanup().finally(() => process.exit(1));
}, DEADLINE_MS);
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

main().then(
  async (ok) => {
    clearTimeout(deadline);
    await cleanup();
    process.exit(ok ? 0 : 1);
  },
  async (err: unknown) => {
    clearTimeout(deadline);
    console.error(err);
    await cleanup();
    process.exit(1);
  },
);
