// The benchmark's import part: an olympic-size games (10,500 athletes of 206 delegations, 3,000
// units) as ONE workbook, previewed as an admin on the production server (`npm start`'s
// server on a fresh data folder with the youth demo games), while /api/health is asked
// one request after another: the preview's time and the health answers' p50, p99 and
// longest, for each of BENCH_IMPORT_RUNS previews (3). Targets: preview ≤ 10 s, health
// p99 < 100 ms. BENCH_IMPORT_AGAIN=1 then applies the file and previews it again, every row
// now compared with what the games hold (applying takes a while).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { xlsx } from '../../src/server/features/import/import-test-xlsx';
import { IMPORT_SHEETS, type ImportKind } from '../../src/shared/domain/import-sheets';
import { freePort, percentile, ROOT as root } from '../drill/common';

/** A sheet's header row as the English template writes it. */
const header = (kind: ImportKind) => IMPORT_SHEETS[kind].columns.map((c) => c.labels['en-US']);

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-2026' };

/** The workbook: delegations, events in the games' own disciplines, athletes and the schedule. */
function olympicWorkbook(disciplines: string[], venue: string, startsOn: string, endsOn: string) {
  const delegations = Array.from({ length: 206 }, (_, i) => [
    `D${String(i).padStart(3, '0')}`,
    `Delegation ${i}`,
  ]);
  const events: string[][] = [];
  const eventsOf = new Map<string, string[]>();
  for (const d of disciplines) {
    const codes = [];
    for (let i = 0; i < 12; i += 1) {
      const gender = i % 2 ? 'W' : 'M';
      const code = `${d}${gender}BENCH${String(i).padStart(2, '0')}`;
      codes.push(code);
      events.push([code, d, gender, `${d} bench event ${i}`, 'no', 'yes']);
    }
    eventsOf.set(d, codes);
  }
  const athletes: string[][] = [];
  const entered = new Map<string, string[]>();
  for (let i = 0; i < 10_500; i += 1) {
    const d = disciplines[i % disciplines.length]!;
    const list = eventsOf.get(d)!;
    const gender = i % 2 ? 'W' : 'M';
    const mine = list.filter((_, k) => k % 2 === i % 2).slice((i >> 1) % 3, ((i >> 1) % 3) + 2);
    const bib = `BN${String(i).padStart(5, '0')}`;
    for (const e of mine) entered.set(e, [...(entered.get(e) ?? []), bib]);
    athletes.push([
      bib,
      `Given${i}`,
      `Family${i}`,
      gender,
      `20${String(i % 10).padStart(2, '0')}-0${(i % 9) + 1}-1${i % 10}`,
      delegations[i % delegations.length]![0]!,
      d,
      mine.join(' '),
    ]);
  }
  const days: string[] = [];
  for (let t = Date.parse(`${startsOn}T00:00:00Z`); t <= Date.parse(`${endsOn}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  const schedule: string[][] = [];
  const allEvents = events.map((e) => e[0]!);
  for (let i = 0; i < 3_000; i += 1) {
    const event = allEvents[i % allEvents.length]!;
    const n = Math.floor(i / allEvents.length);
    const minutes = 8 * 60 + (n % 24) * 30;
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    schedule.push([
      event,
      'HEAT',
      'Heats',
      String(n + 1).padStart(4, '0'),
      `Heat ${n + 1}`,
      days[i % days.length]!,
      hhmm(minutes),
      hhmm(minutes + 25),
      venue,
      '',
      'no',
      (entered.get(event) ?? []).slice(n * 4, n * 4 + 4).join(' '),
    ]);
  }
  return xlsx({
    Delegations: [header('delegations'), ...delegations],
    Events: [header('events'), ...events],
    Athletes: [header('athletes'), ...athletes],
    Schedule: [header('schedule'), ...schedule],
  });
}

export async function importPreviewBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'games-bench-import-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/user-create.ts', '--type', 'admin', '--username', ADMIN.username],
    { cwd: root, env: { ...env, ADMIN_PASSWORD: ADMIN.password }, stdio: 'ignore' },
  );
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i += 1) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      if (i > 1200) throw new Error('server did not start');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, session: 'token' }),
    });
    const { token } = (await login.json()) as { token: string };
    const disciplines = (
      (await (await fetch(`${base}/api/disciplines`)).json()) as {
        items: { code: string; venue_code: string }[];
      }
    ).items;
    const games = (await (await fetch(`${base}/api/competition`)).json()) as {
      starts_on: string;
      ends_on: string;
    };
    const t0 = performance.now();
    const bytes = olympicWorkbook(
      disciplines.map((d) => d.code),
      disciplines[0]!.venue_code,
      games.starts_on,
      games.ends_on,
    );
    console.log(
      `\nImport preview: one workbook of 206 delegations, ${disciplines.length * 12} events, 10,500 athletes ` +
        `and 3,000 units (${(bytes.length / 1024 / 1024).toFixed(1)} MB, built in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s), /api/health asked one after another meanwhile ` +
        `(targets: preview ≤ 10 s, health p99 < 100 ms)`,
    );
    /** Asks /api/health one request after another (10 ms apart) until `stop` says so. */
    const askHealth = (latencies: number[], stop: () => boolean) =>
      (async () => {
        while (!stop()) {
          const s = performance.now();
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          latencies.push(performance.now() - s);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
    // The same questions with no import running: what this (shared) machine gives anyway.
    const idle: number[] = [];
    const idleUntil = performance.now() + 3000;
    await askHealth(idle, () => performance.now() > idleUntil);
    console.log(
      `/api/health with no import: ${idle.length} requests, p50 ${percentile(idle, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(idle, 99).toFixed(1)} ms, longest ${Math.max(...idle).toFixed(1)} ms`,
    );
    const rows: Record<string, string | number | undefined>[] = [];
    const previews = async (games: string) => {
      for (let run = 1; run <= RUNS; run += 1) {
        const latencies: number[] = [];
        let done = false;
        const health = askHealth(latencies, () => done);
        const s = performance.now();
        const res = await fetch(`${base}/api/admin/import/preview`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/octet-stream',
            'x-file-name': 'olympic-games.xlsx',
          },
          body: new Uint8Array(bytes),
        });
        const answer = (await res.json()) as {
          problems?: unknown[];
          more_problems?: number;
          counts?: { kind: string; rows: number }[];
          message?: string;
        };
        const seconds = (performance.now() - s) / 1000;
        done = true;
        await health;
        if (!res.ok) throw new Error(`preview answered ${res.status}: ${answer.message}`);
        rows.push({
          games,
          run,
          'preview s': seconds.toFixed(2),
          rows: answer.counts?.reduce((n, c) => n + c.rows, 0),
          problems: (answer.problems?.length ?? 0) + (answer.more_problems ?? 0),
          'health requests': latencies.length,
          'health p50 ms': percentile(latencies, 50).toFixed(1),
          'health p99 ms': percentile(latencies, 99).toFixed(1),
          'health max ms': Math.max(...latencies).toFixed(1),
        });
      }
    };
    await previews('new');
    if (process.env.BENCH_IMPORT_AGAIN === '1') {
      // The same file once applied: every row is compared with what the games now hold.
      const s = performance.now();
      const applied = await fetch(`${base}/api/admin/import/apply`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
      if (!applied.ok) throw new Error(`apply answered ${applied.status}`);
      console.log(`applied in ${((performance.now() - s) / 1000).toFixed(1)} s`);
      await previews('imported');
    }
    console.table(rows);
    const times = rows.map((r) => Number(r['preview s']));
    const p99s = rows.map((r) => Number(r['health p99 ms']));
    console.log(
      `preview: median ${median(times).toFixed(2)} s (${Math.min(...times).toFixed(2)}–${Math.max(...times).toFixed(2)}); ` +
        `health p99: median ${median(p99s).toFixed(1)} ms (${Math.min(...p99s).toFixed(1)}–${Math.max(...p99s).toFixed(1)})`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
