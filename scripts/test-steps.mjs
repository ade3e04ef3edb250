// Runs the project's checks in order (what `npm test` means), stops at the first failure with
// its exit code, and prints the seconds each step took, so a slow step is seen at once.
import { spawnSync } from 'node:child_process';

const STEPS = ['lint', 'format:check', 'typecheck', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
let code = 0;
for (const step of STEPS) {
  const start = performance.now();
  const run = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  times.push([step, (performance.now() - start) / 1000]);
  code = run.status ?? 1;
  if (code !== 0) break;
}

const total = times.reduce((sum, [, s]) => sum + s, 0);
const width = Math.max(...STEPS.map((s) => s.length), 'total'.length);
console.log(`\n${'step'.padEnd(width)}  seconds`);
for (const [step, s] of [...times, ['total', total]]) {
  console.log(`${step.padEnd(width)}  ${s.toFixed(1).padStart(7)}`);
}
if (code !== 0) console.log(`\nfailed at ${times.at(-1)[0]} (exit code ${code})`);
process.exit(code);
