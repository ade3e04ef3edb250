// The server a drill runs: the production server spawned on 127.0.0.1, waiting for its health,
// its launch on a seeded database, and its memory and CPU time read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, HOST, INGEST_KEY, onExit, ROOT, sleep } from './common';
import { prepareDatabase, type Prepared } from './database';
import { request } from './http-client';

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

export interface Launched {
  server: Server;
  prepared: Prepared;
  /** A new server on the same port, database and log, once the previous one has exited. */
  restart(): Server;
}

/**
 * How every drill begins: the database seeded (see prepareDatabase), the server started on a
 * free port, killed however the drill ends (the latest one, after a restart), and healthy.
 */
export async function launchServer(
  target: { dataDir?: string; url?: string },
  logFile: string,
  opts: { sessions?: number } = {},
): Promise<Launched> {
  const prepared = await prepareDatabase(target, opts);
  const port = await freePort();
  const start = () => startServer({ port, dataDir: target.dataDir, databaseUrl: target.url, logFile });
  let server = start();
  onExit(() => server.child.kill('SIGKILL'));
  await waitHealthy(server);
  return {
    server,
    prepared,
    restart: () => (server = start()),
  };
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
