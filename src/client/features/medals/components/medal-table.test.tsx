import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../../locales/en-US/common.json';
import medals from '../../../locales/en-US/medals.json';
import type { MedalTableAnswer } from '../api/get-medal-table';
import { MedalTable } from './medal-table';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { common, medals } },
  interpolation: { escapeValue: false },
});

/** A large games: `count` delegations with made-up codes, the first two of every three sharing a rank. */
function table(count: number): MedalTableAnswer {
  const rows = Array.from({ length: count }, (_, i) => {
    const rank = i % 3 === 1 ? i : i + 1;
    const code = `Q${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
    return { rank, delegation: code, name: `Delegation ${i + 1}`, gold: 1, silver: 0, bronze: 0, total: 1 };
  });
  return { rows, totals: { gold: count, silver: 0, bronze: 0, total: count } };
}

function show(data: MedalTableAnswer, extra: { compact?: boolean; limit?: number } = {}) {
  const tree = (answer: MedalTableAnswer) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <MedalTable
            data={answer}
            rowHref={(row) => `/medals/winners?delegation=${row.delegation}`}
            {...extra}
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const client = new QueryClient();
  const { rerender } = render(tree(data));
  /** New data for the same table, as a live update brings it. */
  return (next: MedalTableAnswer) => rerender(tree(next));
}

const rows = () => screen.queryAllByTestId('medal-row');
const nextTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** Waits for the table to hold `count` rows; each step's size follows this machine's speed. */
const filled = (count: number) => waitFor(() => expect(rows()).toHaveLength(count), { timeout: 20_000 });

describe('MedalTable', () => {
  afterEach(cleanup);

  it("draws a youth games' table whole in the first render", () => {
    show(table(27));
    expect(rows()).toHaveLength(27);
    expect(screen.getByTestId('medal-table').hasAttribute('aria-busy')).toBe(false);
  });

  it('draws a large table a step at a time, busy until every row is there, in rank order', async () => {
    const data = table(200);
    show(data);
    expect(rows()).toHaveLength(40);
    expect(screen.getByTestId('medal-table').getAttribute('aria-busy')).toBe('true');
    await nextTasks();
    // Rows drawn after the first render wait out of the layout until the last step.
    const later = rows().slice(40);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((r) => r.closest('tbody')!.hidden)).toBe(true);
    await filled(200);
    expect(rows().map((r) => r.dataset.delegation)).toEqual(data.rows.map((r) => r.delegation));
    expect(rows().some((r) => r.closest('tbody')!.hidden)).toBe(false);
    expect(screen.getByTestId('medal-table').hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the rows already shown in sight when a live update lengthens the table', async () => {
    const update = show(table(200));
    await filled(200);
    update(table(201));
    expect(rows().filter((r) => r.closest('tbody')!.hidden)).toHaveLength(0);
    for (let i = 0; i < 5 && rows().length < 201; i++) await nextTasks();
    expect(rows()).toHaveLength(201);
    expect(rows().some((r) => r.closest('tbody')!.hidden)).toBe(false);
  });

  it('names each link and shared rank in words, with the row filled in', async () => {
    show(table(3));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Medallists of Delegation 1',
      'Medallists of Delegation 2',
      'Medallists of Delegation 3',
    ]);
    expect(links[1]!.getAttribute('href')).toBe('/medals/winners?delegation=QAB');
    const ranks = screen.getAllByTestId('medal-rank').map((td) => td.firstElementChild!);
    expect(ranks.map((r) => r.textContent)).toEqual(['=1', '=1', '3']);
    expect(ranks[0]!.getAttribute('title')).toBe('Rank 1, shared');
    expect(ranks[1]!.getAttribute('title')).toBe('Rank 1, shared');
    expect(ranks[2]!.hasAttribute('title')).toBe(false);
  });

  it('draws a compact (widget) table whole, however long', () => {
    show(table(120), { compact: true });
    expect(rows()).toHaveLength(120);
  });
});
