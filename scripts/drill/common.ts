// The drills' common ground (npm run drill): the address, keys and database they use, small
// helpers (free ports, percentiles, formats, open-file limits, the machine line), and how a drill
// ends: its summary, and the clean-ups that run however it exits.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

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
