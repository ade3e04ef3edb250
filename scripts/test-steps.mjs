// Runs the project's checks (what `npm test` means), stops at the first failure with its exit
// code, and prints the seconds each step took, so a slow step is seen at once.
// The static checks (ESLint, Prettier, tsc) each run on one thread, so they run side by side:
// on a two-core machine that takes about as long as the slowest of them. Their output is held
// and printed whole when each ends, so it never interleaves. The tests run after them, alone.
import { spawn } from 'node:child_process';

const STATIC_CHECKS = ['lint', 'format:check', 'typecheck'];
const TESTS = ['test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const startedAt = performance.now();

/** Runs `npm run <step>`; its output is shown as it comes, or held until it ends. */
function run(step, { hold }) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(npm, ['run', step], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (hold) process.stdout.write(Buffer.concat(held));
      resolve({ step, seconds: (performance.now() - start) / 1000, code: code ?? 1 });
    });
  });
}

const results = await Promise.all(STATIC_CHECKS.map((step) => run(step, { hold: true })));
if (results.every((r) => r.code === 0)) {
  for (const step of TESTS) {
    const result = await run(step, { hold: false });
    results.push(result);
    if (result.code !== 0) break;
  }
}

const total = (performance.now() - startedAt) / 1000;
const width = Math.max(...[...STATIC_CHECKS, ...TESTS].map((s) => s.length), 'total (wall)'.length);
console.log(`\n${'step'.padEnd(width)}  seconds`);
for (const { step, seconds } of results) {
  const note = STATIC_CHECKS.includes(step) ? '  (side by side)' : '';
  console.log(`${step.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}${note}`);
}
console.log(`${'total (wall)'.padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
const failed = results.find((r) => r.code !== 0);
if (failed) console.log(`\nfailed at ${failed.step} (exit code ${failed.code})`);
process.exit(failed?.code ?? 0);
