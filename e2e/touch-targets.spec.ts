import type { Locator, Page } from '@playwright/test';
import { test, expect, openSettings } from './fixtures';
import { BKB_MATCH } from './schedule-support';

/**
 * Touch and type on a phone: every control a thumb may hit has a box of at least 44x44 CSS
 * px, every visible text is at least 12 px and every paragraph of running text at least 14 px.
 * Each failure lists the offenders with their text, so the fix starts from the message.
 */

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true });
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

const TARGETS =
  'a, button, [role=tab], [role=button], input, select, summary, [role=switch], [role=checkbox]';
const MIN_TARGET = 44;
const MIN_TEXT = 12;
const MIN_PARAGRAPH = 14;

interface Offender {
  what: string;
  size: string;
}

/** Targets (under `scope`) smaller than 44x44, as "tag 'text'" with their measured size. */
async function smallTargets(scope: Locator): Promise<Offender[]> {
  return scope.evaluate(
    (root, { selector, min }) => {
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        // Visually hidden (sr-only) or moved off the page: not something a finger can hit.
        if (r.width <= 1 || r.height <= 1 || r.right <= 0 || r.bottom <= 0) return false;
        return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      };
      // A link inside a sentence is exempt: enlarging it would break the line of text.
      const inRunningText = (el: Element) => {
        const p = el.tagName === 'A' ? el.closest('p') : null;
        return !!p && p.textContent!.trim() !== el.textContent!.trim();
      };
      // A checkbox or radio drawn inside its label is hit through the label; a small target
      // with a larger absolutely placed ::before (a flag's link) is hit through that area too.
      const hitBox = (el: Element) => {
        const label = el instanceof HTMLInputElement ? el.closest('label') : null;
        const r = (label ?? el).getBoundingClientRect();
        const before = getComputedStyle(el, '::before');
        if (before.position !== 'absolute' || before.content === 'none') return r;
        return {
          width: Math.max(r.width, parseFloat(before.width) || 0),
          height: Math.max(r.height, parseFloat(before.height) || 0),
        };
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} '${(
          el.getAttribute('aria-label') ||
          el.textContent ||
          (el as HTMLInputElement).placeholder ||
          el.getAttribute('name') ||
          ''
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40)}'`;
      return Array.from(root.querySelectorAll(selector))
        .filter((el) => shown(el) && !inRunningText(el))
        .map((el) => ({ el, r: hitBox(el) }))
        .filter(({ r }) => Math.round(r.width) < min || Math.round(r.height) < min)
        .map(({ el, r }) => ({ what: name(el), size: `${Math.round(r.width)}x${Math.round(r.height)}` }));
    },
    { selector: TARGETS, min: MIN_TARGET },
  );
}

/** Visible texts under `scope` smaller than 12 px, and paragraphs smaller than 14 px. */
async function smallTexts(scope: Locator): Promise<Offender[]> {
  return scope.evaluate(
    (root, { minText, minParagraph }) => {
      const out: { what: string; size: string }[] = [];
      const seen = new Set<Element>();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || seen.has(el) || !node.textContent!.trim()) continue;
        seen.add(el);
        // A picture (a flag's code, a medal's place) is read by its label, not by its letters.
        if (el.closest('[role=img], svg, script, style, noscript')) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        const paragraph = el.closest('p');
        const min = paragraph ? minParagraph : minText;
        if (size < min)
          out.push({
            what: `${paragraph ? 'p ' : ''}${el.tagName.toLowerCase()} '${node.textContent!.trim().slice(0, 40)}'`,
            size: `${size}px`,
          });
      }
      return out;
    },
    { minText: MIN_TEXT, minParagraph: MIN_PARAGRAPH },
  );
}

const list = (offenders: Offender[]) => offenders.map((o) => `  ${o.what} ${o.size}`).join('\n');

async function expectTouchAndType(page: Page, scope: Locator = page.locator('body')) {
  // Wait for the content: no loading placeholder left.
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const targets = await smallTargets(scope);
  expect.soft(targets, `targets under ${MIN_TARGET}x${MIN_TARGET} px:\n${list(targets)}`).toEqual([]);
  const texts = await smallTexts(scope);
  expect
    .soft(texts, `text under ${MIN_TEXT} px (${MIN_PARAGRAPH} px in paragraphs):\n${list(texts)}`)
    .toEqual([]);
}

const screens: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'schedule grid', path: '/schedule/grid', ready: (p) => p.getByRole('table').first() },
  { name: 'schedule by day', path: '/schedule/days', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'medal table', path: '/medals/all', ready: (p) => p.getByRole('table').first() },
  { name: 'athletes', path: '/participants/athletes', ready: (p) => p.getByRole('list').first() },
  { name: 'reports', path: '/reports', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'a discipline', path: '/discipline/ATH', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'a unit', path: `/discipline/BKB/results/${BKB_MATCH}`, ready: (p) => p.getByTestId('score') },
  { name: 'login', path: '/login', ready: (p) => p.getByRole('button', { name: /sign in|log in/i }) },
  { name: 'settings page', path: '/settings', ready: (p) => p.getByRole('heading', { level: 1 }) },
  // Sub-tabs, selects and the links of lists, on the screens a fan moves between.
  ...[
    ["a sport's schedule", '/discipline/SWM/schedule/event'],
    ["a sport's competitions", '/discipline/ATH/competitions'],
    ["a sport's medals", '/discipline/ATH/medals'],
    ["a sport's final ranking", '/discipline/ATH/finalrank'],
    ['delegations', '/participants/delegations'],
    ['more', '/more'],
    ['transport', '/transport'],
    ['hotels', '/places/hotel'],
    ['trivia', '/trivia'],
  ].map(([name, path]) => ({
    name: name!,
    path: path!,
    ready: (p: Page) => p.getByRole('heading', { level: 1 }).first(),
  })),
];

for (const screen of screens) {
  test(`${screen.name}: targets at least 44x44 and readable text`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await expectTouchAndType(page);
  });
}

test('settings dialog: targets at least 44x44 and readable text', async ({ page }) => {
  await page.goto('/schedule/grid');
  const dialog = await openSettings(page);
  await expect(dialog).toBeVisible();
  await expectTouchAndType(page, dialog);
});
