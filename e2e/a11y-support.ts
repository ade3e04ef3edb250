import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { MODES, type Samples } from './a11y-routes';

export * from './a11y-routes';

/**
 * What the accessibility checks share: one address per route of the route table, the axe run
 * and how a result is summed up. The route table's test (src/client/app/a11y-routes.test.ts)
 * fails when a route has no address here, so a new screen is checked from its first day.
 */

export async function loadSamples(request: APIRequestContext): Promise<Samples> {
  const athletes = (await (await request.get('/api/athletes')).json()) as {
    items: { id: number | string }[];
  };
  const venues = (await (await request.get('/api/venues')).json()) as { items: { code: string }[] };
  const videos = (await (await request.get('/api/videos')).json()) as { items: { id: number }[] };
  return {
    athlete: String(athletes.items[0]!.id),
    venue: venues.items[0]!.code,
    video: String(videos.items[0]!.id),
  };
}

export interface Finding {
  id: string;
  impact: string;
  nodes: number;
  help: string;
  targets: string[];
}

/**
 * The axe rules whose outcome depends on colours: the only ones a change of colour scheme can
 * turn from pass to fail, since the page's structure, names and roles are the same in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Opens `url` and returns axe's violations (WCAG 2.0-2.2 A and AA rules) in each colour mode:
 * every rule in the first mode, the colour rules in the modes after it.
 */
export async function audit(
  page: Page,
  url: string,
  modes: readonly ('light' | 'dark')[] = MODES,
): Promise<Record<string, Finding[]>> {
  const out: Record<string, Finding[]> = {};
  for (const [i, mode] of modes.entries()) {
    await page.emulateMedia({ colorScheme: mode });
    // The app follows the system's scheme live: the second mode needs no reload.
    if (i === 0) await page.goto(url);
    await settle(page);
    await page
      .waitForFunction(
        (dark) =>
          document.documentElement.classList.contains('dark') === dark ||
          !!document.querySelector('[data-forced-mode]'),
        mode === 'dark',
        { timeout: 2_000 },
      )
      .catch(() => undefined);
    // A page that scrolls itself (the schedule opens on "now") leaves whatever lies above at an
    // arbitrary offset, half under the sticky header, which the target-size rule reads as
    // obscured: the scan reads every page from its top, where each control is in reach.
    await page.evaluate(() => window.scrollTo(0, 0));
    // One axe.run in the page, reporting only violations: the default splits each scan into a
    // run per frame and a finishing run in a new blank page that loads axe again, and collects
    // every passing node too. On these pages (no frame from another origin) the findings are
    // the same, planted faults included, in half the time: 38.4 s against 19.5 s for ten scans
    // of the medals, athletes, venues, login and embed pages. `options` first: it replaces the tags.
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
    const result = await (
      i === 0
        ? axe
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            // Sonner's toaster region sits outside the landmarks by design.
            .disableRules(['region'])
        : axe.withRules(COLOUR_RULES)
    ).analyze();
    out[mode] = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'minor',
      nodes: v.nodes.length,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }
  return out;
}

const PLACEHOLDER = '[data-skeleton], .animate-pulse.bg-surface-2, .animate-pulse.bg-neutral-200';

/** Waits until the page has drawn its data: a main landmark, no skeleton, no progress bar. */
export async function settle(page: Page) {
  await page.locator('main, [role=main]').first().waitFor({ timeout: 15_000 });
  await page
    // A loading placeholder pulses on the surface colour; a live dot pulses too but is no
    // placeholder (waiting for it to stop waited out the time-out on every page with live units).
    .waitForFunction((selector) => !document.querySelector(selector), PLACEHOLDER, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

export const isBlocking = (f: Finding) => f.impact === 'serious' || f.impact === 'critical';

export function describe(findings: Finding[]) {
  return findings
    .map((f) => `${f.impact} ${f.id} ×${f.nodes}: ${f.help} — ${f.targets.join(' | ')}`)
    .join('\n');
}
