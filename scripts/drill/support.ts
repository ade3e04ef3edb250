// Shared helpers of the drills (npm run drill): spawning a server on 127.0.0.1, preparing its
// database (youth games, users, sessions), plain HTTP, ODF messages, figures and the summary.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedGames } from '../../src/server/demo-data';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { createSession } from '../../src/server/features/auth/sessions';
import { rotatingResult } from '../odf-result';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const HOST = '127.0.0.1';
export const INGEST_KEY = 'drill-ingest-key-0123456789';
export const PASSWORD = 'drill-password-1';
/** The system PostgreSQL the NOTES describe; drills create a database there and drop it after. */
export const PG_ADMIN_URL = process.env.DRILL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const fmtMs = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
export const fmtMb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Open files this process may hold (the server gets its own raised limit, see startServer). */
export function openFileLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
}

export function requireOpenFiles(needed: number): void {
  const limit = openFileLimit();
  if (Number.isFinite(limit) && limit < needed) {
    throw new Error(
      `ulimit -n is ${limit}, this drill needs ${needed} open files in this process. ` +
        `Run \`ulimit -n 20000\` (at most \`ulimit -Hn\`) in the shell first.`,
    );
  }
}

export function machineLine(): string {
  const load = os.loadavg().map((l) => l.toFixed(1));
  return `${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, load average ${load.join(' ')}`;
}

// ------------------------------------------------------------------ databases

export interface Prepared {
  adminId: number;
  userId: number;
  /** Bearer tokens created directly in the sessions table. */
  adminTokens: string[];
  userTokens: string[];
}

/**
 * Seeds the youth demo games into a PGlite folder or a PostgreSQL database and, when asked,
 * creates an admin and a user (as scripts/user-create.ts does) with ready session tokens.
 */
export async function prepareDatabase(
  target: { dataDir?: string; url?: string },
  opts: { sessions?: number } = {},
): Promise<Prepared> {
  const database = await openDatabase(target);
  try {
    await seedGames(database.db, 'youth', 1);
    const passwordHash = await hashPassword(PASSWORD);
    const make = async (username: string, type: 'admin' | 'user') => {
      const [row] = await database.db
        .insert(users)
        .values({
          username,
          email: `${username}@localhost.localdomain`,
          cpf: '00000000',
          type,
          name: username,
          passwordHash,
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const adminId = await make('drill-admin', 'admin');
    const userId = await make('drill-user', 'user');
    const adminTokens: string[] = [];
    const userTokens: string[] = [];
    for (let i = 0; i < (opts.sessions ?? 0); i++) {
      adminTokens.push(await createSession(database.db, adminId, { idleDays: 14, maxDays: 90 }, 'drill'));
      userTokens.push(await createSession(database.db, userId, { idleDays: 14, maxDays: 90 }, 'drill'));
    }
    return { adminId, userId, adminTokens, userTokens };
  } finally {
    await database.close();
  }
}

/** A throw-away database on the system PostgreSQL; `drop()` removes it (forcing out sessions). */
export async function createPgDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `drill_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A temp folder removed when the drill ends, unless DRILL_KEEP=1 (then its path is printed). */
export function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `drill-${label}-`));
  onExit(() => {
    if (process.env.DRILL_KEEP === '1') console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

// ------------------------------------------------------------------ the server

export interface Server {
  child: ChildProcess;
  pid: number;
  base: string;
  port: number;
  logFile: string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface ServerOptions {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  logFile: string;
  env?: Record<string, string>;
}

/**
 * The production server as `npm run serve` runs it, through `sh -c 'ulimit -n 20000; exec
 * node ...'` so it may hold thousands of sockets (exec: the pid is node's). Its log lines
 * (LOG_LEVEL error by default: 5xx and crashes) are appended to `logFile`.
 */
export function startServer(opts: ServerOptions): Server {
  const out = fs.openSync(opts.logFile, 'a');
  const node = JSON.stringify(process.execPath);
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -n 20000 2>/dev/null || ulimit -n $(ulimit -Hn); exec ${node} --import tsx src/server/main.ts`,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(opts.port),
        HOST,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        DATA_DIR: opts.dataDir ?? '',
        DATABASE_URL: opts.databaseUrl ?? '',
        INGEST_API_KEY: INGEST_KEY,
        ...opts.env,
      },
      stdio: ['ignore', out, out],
    },
  );
  fs.closeSync(out);
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const base = `http://${HOST}:${opts.port}`;
  return {
    child,
    pid: child.pid!,
    base,
    port: opts.port,
    logFile: opts.logFile,
    exited,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Polls /api/health until it answers 200; the milliseconds it took. A busy server answers
 * late: `requestTimeoutMs` is how long one probe waits.
 */
export async function waitHealthy(
  server: Server,
  timeoutMs = 120_000,
  requestTimeoutMs = 2000,
): Promise<number> {
  const started = performance.now();
  const tail = () => {
    const text = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, 'utf8').trim() : '';
    return text ? `; its log ends:\n${text.split('\n').slice(-8).join('\n')}` : '';
  };
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode}${tail()}`);
    try {
      const res = await request(server.base, { path: '/api/health', timeoutMs: requestTimeoutMs });
      if (res.status === 200) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms${tail()}`);
}

/** Resident memory of a process in KB, from /proc/PID/status. */
export function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** CPU time a process has used (user + system), in ms, from /proc/PID/stat. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

// ------------------------------------------------------------------ HTTP

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent | false;
  timeoutMs?: number;
}

/** One request with node:http (no URL normalisation: the path goes out as given). */
export function request(base: string, opts: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      base + opts.path,
      { method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

export async function getJson<T>(base: string, p: string): Promise<T> {
  const res = await request(base, { path: p });
  if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
  return JSON.parse(res.body) as T;
}

// ------------------------------------------------------------------ the games' data

export interface Competitor {
  code: string;
  type: string;
  delegation: string;
}
export interface FieldUnit {
  code: string;
  field: Competitor[];
}

/** The busiest competition day (most units) of the seeded games. */
export async function busiestDay(base: string): Promise<string> {
  const grid = await getJson<{ days: string[] }>(base, '/api/schedule/grid');
  let best = { day: '', n: -1 };
  for (const day of grid.days) {
    const { units } = await getJson<{ units: unknown[] }>(base, `/api/schedule/days/${day}`);
    if (units.length > best.n) best = { day, n: units.length };
  }
  if (!best.day) throw new Error('no competition day found in /api/schedule/grid');
  return best.day;
}

/** Units with a start list of four or more: their DT_RESULT messages are what the drills ingest. */
export async function unitsWithField(base: string, wanted: number): Promise<FieldUnit[]> {
  const found: FieldUnit[] = [];
  const grid = await getJson<{ days: string[] }>(base, '/api/schedule/grid');
  for (const day of grid.days) {
    const { units } = await getJson<{ units: { code: string; result_status: string }[] }>(
      base,
      `/api/schedule/days/${day}`,
    );
    for (const u of units) {
      if (u.result_status !== 'START_LIST') continue;
      const detail = await getJson<{ start_list: Competitor[] }>(base, `/api/units/${u.code}`);
      if (detail.start_list.length >= 4) found.push({ code: u.code, field: detail.start_list });
      if (found.length >= wanted) return found;
    }
  }
  if (found.length === 0) throw new Error('no unit with a start list found');
  return found;
}

/** A DT_RESULT message (LIVE) for a unit, its order rotated by the version, as bench-live sends. */
export function resultXml(unit: FieldUnit, version: number): string {
  return rotatingResult(unit.code, version, unit.field, 'DRILL');
}

export function postOdf(base: string, xml: string, agent?: http.Agent, timeoutMs = 30_000): Promise<Answer> {
  return request(base, {
    method: 'POST',
    path: '/api/ingest/odf',
    headers: { 'content-type': 'application/xml', 'x-api-key': INGEST_KEY },
    body: xml,
    agent,
    timeoutMs,
  });
}

// ------------------------------------------------------------------ outcome

export interface DrillResult {
  name: string;
  ok: boolean;
  /** The one-line summary. */
  summary: string;
}

/** Prints the one-line summary (and the marker line the runner reads) and exits. */
export function finish(result: DrillResult): never {
  console.log(`\n${result.ok ? 'PASS' : 'FAIL'} ${result.name}: ${result.summary}`);
  console.log(`DRILL-SUMMARY ${JSON.stringify(result)}`);
  process.exit(result.ok ? 0 : 1);
}

/** Runs a drill's main, turning a thrown error into a failed summary. */
export function main(name: string, run: () => Promise<DrillResult>): void {
  run().then(finish, (err: unknown) => {
    console.error(err);
    finish({ name, ok: false, summary: `error: ${(err as Error).message}` });
  });
}

/** Children to stop however the drill ends (Ctrl-C included). */
const cleanups: (() => void)[] = [];
export function onExit(fn: () => void): void {
  cleanups.push(fn);
}
process.on('exit', () => {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch {
      /* best effort */
    }
  }
});
process.on('SIGINT', () => process.exit(130));
