// npm run bench:live [-- --clients 10000 --messages 30 --interval 500]
//
// Live updates benchmark: one server process (PGlite in a temp folder; DATABASE_URL is ignored) holds N
// Server-Sent Events clients opened by this process; results are ingested through
// POST /api/ingest/odf and every client records when each change reaches it. Prints p50/p99
// delivery latency, server memory per connection, and lost or out-of-order messages.
//
// Open files: the server and this process each hold one socket per client. Check `ulimit -n`
// (at least clients + 200, 20000 here); raise it with `ulimit -n 20000` before running.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalServer, waitForHealth } from './local-server.mjs';
import { rotatingResult, unitsWithField } from './odf-result';
import { sseReader } from '../src/server/test/sse-frames';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    messages: { type: 'string', default: '30' },
    interval: { type: 'string', default: '500' },
    port: { type: 'string', default: '3399' },
  },
});
const CLIENTS = Number(values.clients);
const MESSAGES = Number(values.messages);
const INTERVAL_MS = Number(values.interval);
const PORT = Number(values.port);
const KEY = 'bench-live-key-0123456789';
const BASE = `http://127.0.0.1:${PORT}`;

const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
if (Number.isFinite(limit) && limit < CLIENTS + 200) {
  console.error(
    `ulimit -n is ${limit}: ${CLIENTS} clients need at least ${CLIENTS + 200} open files in this process ` +
      `and in the server. Run \`ulimit -n ${CLIENTS + 1000}\` (up to \`ulimit -Hn\`) first, or pass --clients.`,
  );
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
// Seed in a process of its own, so the server's memory is measured from a clean start.
process.stdout.write('seeding the youth games...\n');
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--size', 'youth'], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const server = startLocalServer({
  port: PORT,
  dataDir,
  source: true,
  env: {
    NODE_ENV: 'production',
    INGEST_API_KEY: KEY,
    // Every benchmark client comes from 127.0.0.1: lift the per-address cap for this run.
    LIVE_MAX_STREAMS: String(Math.max(20_000, CLIENTS)),
    LIVE_MAX_STREAMS_PER_ADDRESS: String(CLIENTS),
  },
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function request(method: string, url: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE}${url}`,
      {
        method,
        agent,
        headers: body ? { 'content-type': 'application/xml', 'x-api-key': KEY } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const getJson = async <T>(url: string) => JSON.parse((await request('GET', url)).text) as T;

/** Resident memory of the server process, from /proc (Linux). */
function serverRssKb(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

// ------------------------------------------------------------------ clients

interface Client {
  /** Arrival times (ms, performance.now) of the unit messages, in arrival order. */
  arrivals: number[];
  lastId: number;
  outOfOrder: number;
  ready: boolean;
}

let unitCode = '';
const clients: Client[] = [];
const sockets: http.ClientRequest[] = [];

function openClient(): Promise<void> {
  return new Promise((resolve, reject) => {
    const c: Client = { arrivals: [], lastId: 0, outOfOrder: 0, ready: false };
    // One socket per client, as separate phones would have.
    const req = http.get(`${BASE}/api/live`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`live stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let now = 0;
      const read = sseReader(({ id = 0, data }) => {
        if (!c.ready) {
          c.ready = true;
          resolve();
        }
        if (!data) return;
        if (id <= c.lastId) c.outOfOrder += 1;
        c.lastId = id;
        const msg = JSON.parse(data) as { topic: string; id: string | null };
        if (msg.topic === 'unit' && msg.id === unitCode) c.arrivals.push(now);
      });
      res.on('data', (chunk: string) => {
        now = performance.now();
        read(chunk);
      });
    });
    req.on('error', reject);
    clients.push(c);
    sockets.push(req);
  });
}

// ------------------------------------------------------------------ run

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  process.stdout.write('starting the server...\n');
  await waitForHealth(server, PORT);

  // An upcoming unit with a start list: its results are what we ingest.
  const [unit] = await unitsWithField(getJson, ['2026-07-17', '2026-07-18', '2026-07-19'], 1);
  unitCode = unit!.code;
  const field = unit!.field;

  await sleep(1500);
  const rssBefore = serverRssKb();
  const started = performance.now();
  const BATCH = 500;
  for (let i = 0; i < CLIENTS; i += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, CLIENTS - i) }, openClient));
  }
  const connectS = (performance.now() - started) / 1000;
  await sleep(2000);
  const rssAfter = serverRssKb();
  process.stdout.write(
    `${CLIENTS} clients connected in ${connectS.toFixed(1)} s; ingesting ${MESSAGES} results of ${unitCode}...\n`,
  );

  const sentAt: number[] = [];
  const ingestMs: number[] = [];
  for (let v = 1; v <= MESSAGES; v++) {
    const t0 = performance.now();
    sentAt.push(t0);
    const res = await request('POST', '/api/ingest/odf', rotatingResult(unitCode, v, field, 'BENCH'));
    ingestMs.push(performance.now() - t0);
    if (res.status !== 200 || !res.text.includes('"applied"')) throw new Error(`ingest failed: ${res.text}`);
    await sleep(INTERVAL_MS);
  }
  await sleep(3000);

  const latencies: number[] = [];
  let lost = 0;
  let outOfOrder = 0;
  for (const c of clients) {
    outOfOrder += c.outOfOrder;
    lost += Math.max(0, MESSAGES - c.arrivals.length);
    c.arrivals.forEach((t, k) => {
      if (k < MESSAGES) latencies.push(t - sentAt[k]!);
    });
  }
  latencies.sort((a, b) => a - b);
  ingestMs.sort((a, b) => a - b);
  const perConnKb = (rssAfter - rssBefore) / CLIENTS;
  const lines = [
    '',
    `live delivery, ${CLIENTS} SSE clients on one server process (${os.cpus().length} cores, PGlite)`,
    `  messages ingested        ${MESSAGES} DT_RESULT, one every ${INTERVAL_MS} ms (ingest p50 ${percentile(ingestMs, 50).toFixed(1)} ms)`,
    `  deliveries               ${latencies.length} of ${CLIENTS * MESSAGES} expected`,
    `  latency p50              ${percentile(latencies, 50).toFixed(1)} ms (ingest request sent → frame read by the client)`,
    `  latency p99              ${percentile(latencies, 99).toFixed(1)} ms`,
    `  latency max              ${latencies.at(-1)?.toFixed(1)} ms`,
    `  server memory            ${(rssBefore / 1024).toFixed(0)} MB before, ${(rssAfter / 1024).toFixed(0)} MB with the clients: ${perConnKb.toFixed(1)} KB per connection`,
    `  lost messages            ${lost}`,
    `  out-of-order messages    ${outOfOrder}`,
  ];
  console.log(lines.join('\n'));
  for (const s of sockets) s.destroy();
  stopServer();
  const ok = lost === 0 && outOfOrder === 0 && percentile(latencies, 99) <= 1000 && perConnKb <= 20;
  console.log(ok ? '  targets (p99 ≤ 1 s, ≤ 20 KB, none lost) met' : '  TARGETS MISSED');
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
