// The benchmark's last part: from `npm start` to the first answer of /schedule/grid, on a
// fresh clone of the current commit, then on that clone built and seeded.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, ROOT as root } from '../drill/common';

/** Starts `npm start` in `dir` and returns the seconds until /schedule/grid answers 200. */
async function timeStart(dir: string, port: number): Promise<number> {
  // The clone's own build folder, whatever this shell points STATIC_DIR at.
  const { STATIC_DIR: _ignored, ...env } = process.env;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: the stop reaches the server it starts
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - t0 > 600_000) throw new Error('no answer in 10 minutes');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/schedule/grid`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return (performance.now() - t0) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    // The server exits a moment after its parent; its data folder lock goes with it.
    await new Promise((r) => setTimeout(r, 1500));
  }
}

/** Cold start on a fresh clone of this commit, then on the same clone built and seeded. */
export async function coldStart() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'games-clone-'));
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    execFileSync('git', ['clone', '-q', '--no-checkout', root, dir]);
    execFileSync('git', ['checkout', '-q', commit], { cwd: dir });
    // Dependencies are the one thing not fetched: installing them is npm's time, not ours.
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const port = await freePort();
    const fresh = await timeStart(dir, port);
    const warm = await timeStart(dir, port);
    console.log(
      `\nCold start, \`npm start\` to the first answer of /schedule/grid (commit ${commit.slice(0, 8)}):`,
    );
    console.log(`  fresh clone (builds the client, creates and seeds the database): ${fresh.toFixed(1)} s`);
    console.log(`  built and seeded clone (target ≤ 10 s):                          ${warm.toFixed(1)} s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
