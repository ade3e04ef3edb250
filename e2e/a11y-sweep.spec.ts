import fs from 'node:fs';
import { test, expect, loginAsAdmin } from './fixtures';
import {
  ADMIN_ROUTES,
  LANGUAGES,
  ROUTE_URLS,
  audit,
  describe as describeFindings,
  isBlocking,
  loadSamples,
  type Finding,
  type Samples,
} from './a11y-support';

/**
 * `npm run a11y`: axe on every route × 4 languages × light and dark, then a table of the
 * violations per route (serious and critical counted apart). Runs only when A11Y_SWEEP is
 * set; `npm test` checks every route once in light and dark (e2e/a11y.spec.ts).
 */

test.skip(!process.env.A11Y_SWEEP, 'the full sweep runs with npm run a11y');
test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

interface Row {
  route: string;
  runs: number;
  critical: number;
  serious: number;
  other: number;
  rules: Set<string>;
  /** Addresses that did not load in time: counted apart, never hidden. */
  errors: number;
  details: string[];
}
const rows: Row[] = [];
let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await loadSamples(request);
});
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

for (const route of Object.keys(ROUTE_URLS)) {
  test(`sweep ${route}`, async ({ page }) => {
    test.setTimeout(180_000);
    if (ADMIN_ROUTES.has(route)) await loginAsAdmin(page);
    const row: Row = {
      route,
      runs: 0,
      critical: 0,
      serious: 0,
      other: 0,
      rules: new Set(),
      errors: 0,
      details: [],
    };
    for (const prefix of LANGUAGES) {
      const url = `${prefix}${ROUTE_URLS[route]!(samples)}`;
      // One slow page must not stop the sweep (a failed test would lose the table).
      const found = await audit(page, url).catch((err: Error) => {
        row.errors++;
        row.details.push(`${url} did not load: ${err.message.split('\n')[0]}`);
        return {};
      });
      for (const [mode, findings] of Object.entries(found) as [string, Finding[]][]) {
        row.runs++;
        for (const f of findings) {
          if (f.impact === 'critical') row.critical += f.nodes;
          else if (f.impact === 'serious') row.serious += f.nodes;
          else row.other += f.nodes;
          row.rules.add(`${f.id}(${f.impact})`);
        }
        const blocking = findings.filter(isBlocking);
        if (blocking.length) row.details.push(`${url} ${mode}\n${describeFindings(blocking)}`);
      }
    }
    rows.push(row);
  });
}

test.afterAll(() => {
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  const lines = [
    '',
    `axe (WCAG 2.2 A/AA + best practice): ${rows.length} routes × ${LANGUAGES.length} languages × 2 modes`,
    `  ${'route'.padEnd(w)}  runs  errors  critical  serious  moderate/minor  rules`,
    ...rows.map(
      (r) =>
        `  ${r.route.padEnd(w)}  ${String(r.runs).padStart(4)}  ${String(r.errors).padStart(6)}  ${String(r.critical).padStart(8)}  ${String(r.serious).padStart(7)}  ${String(r.other).padStart(14)}  ${[...r.rules].join(' ') || '–'}`,
    ),
    `  ${'total'.padEnd(w)}  ${String(rows.reduce((s, r) => s + r.runs, 0)).padStart(4)}  ${String(rows.reduce((s, r) => s + r.errors, 0)).padStart(6)}  ${String(rows.reduce((s, r) => s + r.critical, 0)).padStart(8)}  ${String(rows.reduce((s, r) => s + r.serious, 0)).padStart(7)}  ${String(rows.reduce((s, r) => s + r.other, 0)).padStart(14)}`,
  ];
  const details = rows.flatMap((r) => r.details);
  if (details.length) lines.push('', 'Serious and critical findings, pages that did not load:', ...details);
  console.log(lines.join('\n'));
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/a11y-sweep.txt', `${lines.join('\n')}\n`);
  expect(
    rows.reduce((s, r) => s + r.critical + r.serious, 0),
    'serious or critical violations',
  ).toBe(0);
});
