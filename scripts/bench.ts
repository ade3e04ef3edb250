// npm run bench — public read benchmark on the olympic demo games.
//  1. First (uncached) computation time of each endpoint on PGlite and on PostgreSQL.
//  2. autocannon, 100 connections, against the production server and against a bare
//     node:http server sending the same bytes from memory; req/s, p50, p99 and the ratio.
//     The two are measured in alternating slices (BENCH_ROUNDS, 5) of the same length, so
//     that other work on a shared machine weighs on both alike, with the CPU time each
//     process spent per request; a third server, the bare one sending also every header
//     ours sends (security, cache, ETag), shows what node:http itself costs for them.
//  3. Cold start: from `npm start` to the first answer of /schedule/grid, on a fresh clone
//     of the current commit (no build, no data; dependencies as installed here), then again
//     on that clone now built and seeded.
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (100), BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres; a throw-away database is created there),
// BENCH_COLD=0 to skip the cold start, BENCH_COLD=only to measure only it.
//     Then search as the reader types (scripts/bench/search.ts): every prefix of sampled names,
//     BIBs, events and venues, uncached (computed) and cached, p50/p95/p99 per database;
//     BENCH_SEARCH=only measures only the first computations and the search.
//  4. Import: an olympic-size workbook previewed while /api/health is asked
//     (scripts/bench/import-preview.ts); BENCH_IMPORT=0 skips it, BENCH_IMPORT=only runs only it.
// `npm run bench -- --access-log`: also runs a second server with request counting off
// (ACCESS_LOG=false) on a copy of the data, measured in the same alternating slices, and
// prints both ratios and the drop counting causes (target: ≤ 3 %).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client';
import { AccessCounter, classify } from '../src/server/features/access-log/counter';
import { coldStart } from './bench/cold-start';
import { ENDPOINTS, firstComputation, onPostgres, searchRows } from './bench/first-computation';
import { importPreviewBench } from './bench/import-preview';
import { freePort } from './drill/common';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const COMPARE_COUNTING = process.argv.includes('--access-log');

/** Headers node:http adds itself, or that describe this connection rather than the answer. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

function rawGet(url: string): Promise<{ body: Buffer; encoding?: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            headers: Object.fromEntries(
              Object.entries(res.headers).filter(
                (kv): kv is [string, string] => typeof kv[1] === 'string' && !TRANSPORT_HEADERS.has(kv[0]),
              ),
            ),
          }),
        );
      })
      .on('error', reject);
  });
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** What every browser sends; our server then answers with its gzipped bytes. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function cannon(url: string, duration = SECONDS) {
  return autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, headers: BROWSER_HEADERS });
}

type Slice = Awaited<ReturnType<typeof cannon>>;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere.
 * CPU time per request does not depend on what else the machine runs, unlike requests per
 * second on a shared machine.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return null;
  }
}

/** Runs one slice and notes the CPU time the server used for it. */
async function measuredSlice(url: string, pid: number, seconds: number) {
  const before = cpuSeconds(pid);
  const result = await cannon(url, seconds);
  const after = cpuSeconds(pid);
  return Object.assign(result, { cpu: before === null || after === null ? NaN : after - before });
}

/** Slices of one target added up: requests per second over all, the worst slice's p99. */
function combine(slices: (Slice & { cpu: number })[]) {
  const seconds = slices.reduce((n, s) => n + s.duration, 0);
  const requests = slices.reduce((n, s) => n + s.requests.total, 0);
  const weighted = (pick: (s: Slice) => number) =>
    slices.reduce((n, s) => n + pick(s) * s.requests.total, 0) / Math.max(requests, 1);
  return {
    rps: requests / seconds,
    p50: Math.round(weighted((s) => s.latency.p50)),
    p99: Math.max(...slices.map((s) => s.latency.p99)),
    non2xx: slices.reduce((n, s) => n + s.non2xx, 0),
    errors: slices.reduce((n, s) => n + s.errors, 0),
    cpuPerRequest: (slices.reduce((n, s) => n + s.cpu, 0) / Math.max(requests, 1)) * 1e6,
  };
}

// The bare server: the same status, type, encoding and bytes from memory, nothing else.
// With a third argument "headers" it also sends every header our server sent (security
// headers, cache headers, ETag): what node:http itself costs for the same answer.
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const answers = new Map(Object.entries(JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))).map(([k, v]) => [k, { ...v, body: Buffer.from(v.body, 'base64') }]));
http.createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) { res.writeHead(404); return res.end(); }
  const headers = process.argv[3] === 'headers' ? { ...a.headers } : { 'content-type': 'application/json; charset=utf-8' };
  headers['content-length'] = a.body.length;
  if (a.encoding) headers['content-encoding'] = a.encoding;
  res.writeHead(200, headers);
  res.end(a.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

async function main() {
  if (process.env.BENCH_COLD === 'only') return coldStart();
  if (process.env.BENCH_IMPORT === 'only') return importPreviewBench();
  console.log(
    `Benchmark on ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}, Node ${process.version}\n`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'games-bench-'));
  const children: ChildProcess[] = [];
  try {
    const pglite = await firstComputation('PGlite', await openDatabase({ dataDir }));
    const postgres = await onPostgres(PG_URL);
    if (process.env.BENCH_SEARCH === 'only') {
      console.log('\nSearch as you type, one process (target: uncached p99 ≤ 50 ms)');
      console.table(searchRows);
      return;
    }
    console.log('\nFirst (uncached) computation, then a cached answer (target: first ≤ 100 ms)');
    console.table(
      pglite.map((r, i) => ({
        endpoint: r.endpoint,
        bytes: r.bytes,
        'PGlite first': r.first,
        'PGlite cached': r.cached,
        'PostgreSQL first': postgres?.[i]?.first ?? '-',
        'PostgreSQL cached': postgres?.[i]?.cached ?? '-',
      })),
    );
    console.log('\nSearch as you type, one process (target: uncached p99 ≤ 50 ms)');
    console.table(searchRows);

    // Throughput: the production server on the seeded PGlite folder, as `npm start` runs it.
    const [appPort, barePort, offPort] = [await freePort(), await freePort(), await freePort()];
    const server = (port: number, dir: string, accessLog: boolean) =>
      spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dir,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          DATABASE_URL: '',
          ACCESS_LOG: String(accessLog),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    // The same data for the server that does not count (one PGlite folder serves one process).
    const offDir = `${dataDir}-off`;
    if (COMPARE_COUNTING) cpSync(dataDir, offDir, { recursive: true });
    const app = server(appPort, dataDir, true);
    children.push(app);
    const off = COMPARE_COUNTING ? server(offPort, offDir, false) : null;
    if (off) children.push(off);
    const offBase = `http://127.0.0.1:${offPort}`;
    if (off) await waitForHealth(offBase, off);
    const appBase = `http://127.0.0.1:${appPort}`;
    await waitForHealth(appBase, app);

    // The exact bytes on the wire (fetch would decompress them).
    const answers: Record<string, { body: string; encoding?: string; headers: Record<string, string> }> = {};
    for (const e of ENDPOINTS) {
      const res = await rawGet(appBase + e.url);
      answers[e.url] = { body: res.body.toString('base64'), encoding: res.encoding, headers: res.headers };
      console.log(
        `${e.name}: ${res.body.length} bytes on the wire${res.encoding ? ` (${res.encoding})` : ''}`,
      );
    }
    const bodiesFile = path.join(dataDir, 'bare-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(answers));
    const bare = spawn(process.execPath, ['-e', BARE_SERVER, bodiesFile, String(barePort)], {
      stdio: 'inherit',
    });
    children.push(bare);
    const headersPort = await freePort();
    const bareHeaders = spawn(
      process.execPath,
      ['-e', BARE_SERVER, bodiesFile, String(headersPort), 'headers'],
      { stdio: 'inherit' },
    );
    children.push(bareHeaders);
    await waitForHealth(`http://127.0.0.1:${barePort}`, bare).catch(() => {}); // no /api/health: 404 is fine
    await new Promise((r) => setTimeout(r, 300));

    const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating slices of ${slice} s each ` +
        `(targets: ratio ≥ 0.8, p99 ≤ 30 ms)`,
    );
    const rows = [];
    const counting = [];
    for (const e of ENDPOINTS) {
      await cannon(appBase + e.url, 2); // JIT warm-up, not counted
      if (off) await cannon(offBase + e.url, 2);
      await cannon(`http://127.0.0.1:${barePort}${e.url}`, 1);
      const oursSlices = [];
      const bareSlices = [];
      const headersSlices = [];
      const offSlices = [];
      for (let i = 0; i < ROUNDS; i++) {
        oursSlices.push(await measuredSlice(appBase + e.url, app.pid!, slice));
        bareSlices.push(await measuredSlice(`http://127.0.0.1:${barePort}${e.url}`, bare.pid!, slice));
        headersSlices.push(
          await measuredSlice(`http://127.0.0.1:${headersPort}${e.url}`, bareHeaders.pid!, slice),
        );
        if (off) offSlices.push(await measuredSlice(offBase + e.url, off.pid!, slice));
      }
      const ours = combine(oursSlices);
      const base = combine(bareSlices);
      const withHeaders = combine(headersSlices);
      if (ours.non2xx > 0 || ours.errors > 0)
        console.warn(`${e.name}: ${ours.non2xx} non-2xx, ${ours.errors} errors`);
      const ratio = ours.rps / base.rps;
      rows.push({
        endpoint: e.name,
        'req/s': Math.round(ours.rps),
        p50: `${ours.p50} ms`,
        p99: `${ours.p99} ms`,
        'bare req/s': Math.round(base.rps),
        'bare p50': `${base.p50} ms`,
        'bare p99': `${base.p99} ms`,
        ratio: ratio.toFixed(2),
        'CPU µs/req': Math.round(ours.cpuPerRequest),
        'bare CPU µs/req': Math.round(base.cpuPerRequest),
        'bare+hdrs req/s': Math.round(withHeaders.rps),
        'bare+hdrs CPU µs/req': Math.round(withHeaders.cpuPerRequest),
        'ratio to bare+hdrs': (ours.rps / withHeaders.rps).toFixed(2),
      });
      if (off) {
        // Counting off measured in the same alternating slices: the same machine state.
        const uncounted = combine(offSlices);
        const offRatio = uncounted.rps / base.rps;
        counting.push({
          endpoint: e.name,
          'counting on req/s': Math.round(ours.rps),
          'counting off req/s': Math.round(uncounted.rps),
          'ratio on': ratio.toFixed(3),
          'ratio off': offRatio.toFixed(3),
          drop: `${((1 - ratio / offRatio) * 100).toFixed(1)} %`,
        });
      }
    }
    console.table(rows);
    if (off) {
      console.log('\nRequest counting (access log) on against off (target: drop ≤ 3 %)');
      console.table(counting);
      // Throughput on a shared machine swings by more than a few per cent between runs; the
      // work counting adds to one request, timed alone, shows its share without that noise.
      const counter = new AccessCounter();
      const N = 1_000_000;
      const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148';
      const t0 = performance.now();
      for (let i = 0; i < N; i++) {
        const what = classify(counter, 'GET', ENDPOINTS[i % 3]!.url, '/api/medals', false);
        if (what) counter.count(what.kind, what.route, ua, 200);
      }
      const nsPerRequest = ((performance.now() - t0) * 1e6) / N;
      const fastest = Math.max(...counting.map((c) => c['counting off req/s']));
      console.log(
        `counting one request: ${nsPerRequest.toFixed(0)} ns, ` +
          `${((nsPerRequest / 1e9) * fastest * 100).toFixed(2)} % of a second's work at ${fastest} req/s`,
      );
    }
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-off`, { recursive: true, force: true });
  }
  if (process.env.BENCH_IMPORT !== '0') await importPreviewBench();
  if (process.env.BENCH_COLD !== '0') await coldStart();
}

await main();
