// npm run drill [-- fuzz|load|crash|stop|flood ...]
// Runs the reliability drills one after the other, each in a process of its own (its sockets,
// memory and open files are its own), then prints a table of their one-line summaries. Exits
// non-zero when one fails. Every drill targets servers it starts on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DrillResult } from './support';

const DRILLS = ['fuzz', 'load', 'crash', 'stop', 'flood'] as const;
type Drill = (typeof DRILLS)[number];

const asked = process.argv.slice(2).filter((a) => a !== '--');
const unknown = asked.filter((a) => !(DRILLS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`unknown drill ${unknown.join(', ')}; choose from ${DRILLS.join(', ')}`);
  process.exit(2);
}
const chosen = (asked.length ? asked : DRILLS) as Drill[];

function runDrill(name: Drill): Promise<DrillResult & { seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let summary: DrillResult | undefined;
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line.startsWith('DRILL-SUMMARY ')) summary = JSON.parse(line.slice(14)) as DrillResult;
        else console.log(line);
      }
    });
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({
        ...(summary ?? { name, summary: `exited with ${code} before its summary` }),
        ok: code === 0 && (summary?.ok ?? false),
        seconds,
      });
    });
  });
}

const results = [];
for (const name of chosen) {
  console.log(`\n===== drill ${name} =====`);
  results.push(await runDrill(name));
}
console.log('\n');
console.table(
  results.map((r) => ({
    drill: r.name,
    result: r.ok ? 'pass' : 'FAIL',
    seconds: Math.round(r.seconds),
    summary: r.summary,
  })),
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
