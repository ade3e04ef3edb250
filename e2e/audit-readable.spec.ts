import { expect, loginAsAdmin, test } from './fixtures';

interface DeskUnit {
  unit: { code: string; name: string; event_name?: string };
  start_list: { competitor_code: string; competitor_type: 'A' | 'T'; start_order: number; name: string }[];
}

const SHOTS = process.env.AUDIT_SHOTS_DIR;

test('the audit tells a desk change in names and field changes, not codes and JSON', async ({ page }) => {
  await loginAsAdmin(page);
  // A unit not yet official with athletes on its start list (an official one would leave a
  // correction note): two of them swap places, then back, so the games are as they were and the
  // audit holds the two changes.
  // The games' last days first: their units are the ones not yet official.
  let unit: DeskUnit | undefined;
  const days = Array.from({ length: 21 }, (_, i) => `2026-07-${String(30 - i).padStart(2, '0')}`);
  for (const day of days) {
    const { units } = (await (await page.request.get(`/api/admin/units?day=${day}`)).json()) as {
      units: { code: string; result_status: string }[];
    };
    for (const u of units.filter((x) => x.result_status !== 'OFFICIAL').slice(0, 10)) {
      const desk = (await (await page.request.get(`/api/admin/units/${u.code}`)).json()) as DeskUnit;
      if (desk.start_list.length >= 2 && desk.start_list.every((s) => s.competitor_type === 'A')) {
        unit = desk;
        break;
      }
    }
    if (unit) break;
  }
  expect(unit, 'a unit not yet official with a start list of athletes').toBeDefined();
  const entries = unit!.start_list.map(({ competitor_code, competitor_type, start_order }) => ({
    competitor_code,
    competitor_type,
    start_order,
  }));
  const [a, b] = entries;
  const swapped = [
    { ...a!, start_order: b!.start_order },
    { ...b!, start_order: a!.start_order },
    ...entries.slice(2),
  ];
  const url = `/api/admin/units/${unit!.unit.code}/start-list`;
  for (const body of [swapped, entries]) {
    const res = await page.request.put(url, { data: { entries: body } });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/audit');
  const change = page.getByTestId('audit-entry').filter({ hasText: unit!.unit.code }).first();
  await expect(change).toBeVisible();
  await expect(change).toContainText('Start list');
  await expect(change).toContainText(unit!.unit.name);
  for (const s of unit!.start_list.slice(0, 2)) await expect(change).toContainText(s.name);
  await expect(change.getByTestId('audit-change').first()).toHaveText(
    new RegExp(
      `^Start order: ${b!.start_order} → ${a!.start_order}$|^Start order: ${a!.start_order} → ${b!.start_order}$`,
    ),
  );
  const text = (await change.textContent()) ?? '';
  expect(text).not.toMatch(/[{}[\]]|competitor_code|start_order/);

  // The desk's own page lists the start list by name too, codes beside.
  await page.goto(`/admin/desk/${unit!.unit.code}`);
  const names = page.getByTestId('desk-start-list').getByRole('listitem');
  await expect(names.first()).toContainText(unit!.start_list[0]!.name);
  await expect(names.first()).toContainText(unit!.start_list[0]!.competitor_code);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-unit-390-light.png` });
  await page.goto('/admin/audit');

  if (SHOTS) {
    for (const [scheme, size] of [
      ['light', { width: 390, height: 844 }],
      ['dark', { width: 390, height: 844 }],
      ['light', { width: 1280, height: 900 }],
      ['dark', { width: 1280, height: 900 }],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await change.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/audit-${size.width}-${scheme}.png` });
    }
  }
});
