/**
 * The {tabs} segment of /medals/{tabs}/{disciplineKey?}: a view (the table,
 * the winners or the results) and optional gender and division filters, joined by '-'
 * so every combination has its own address: /medals/all, /medals/women,
 * /medals/winners-mixed-second/ATH.
 */
export const MEDAL_VIEWS = ['all', 'winners', 'results'] as const;
export type MedalView = (typeof MEDAL_VIEWS)[number];

export const GENDER_TOKENS = { men: 'M', women: 'W', mixed: 'X' } as const;
export type GenderCode = (typeof GENDER_TOKENS)[keyof typeof GENDER_TOKENS];
export const DIVISION_TOKENS = { first: 1, second: 2, third: 3 } as const;
export type Division = (typeof DIVISION_TOKENS)[keyof typeof DIVISION_TOKENS];

export interface MedalTabs {
  view: MedalView;
  gender?: GenderCode;
  division?: Division;
}

/** Parses the segment; null when it holds an unknown or repeated word. */
export function parseMedalTabs(segment: string | undefined): MedalTabs | null {
  const tabs: MedalTabs = { view: 'all' };
  let sawView = false;
  for (const word of (segment || 'all').toLowerCase().split('-')) {
    if ((MEDAL_VIEWS as readonly string[]).includes(word)) {
      if (sawView) return null;
      sawView = true;
      tabs.view = word as MedalView;
    } else if (word in GENDER_TOKENS) {
      if (tabs.gender) return null;
      tabs.gender = GENDER_TOKENS[word as keyof typeof GENDER_TOKENS];
    } else if (word in DIVISION_TOKENS) {
      if (tabs.division) return null;
      tabs.division = DIVISION_TOKENS[word as keyof typeof DIVISION_TOKENS];
    } else {
      return null;
    }
  }
  return tabs;
}

const tokenOf = <T extends Record<string, unknown>>(map: T, value: unknown) =>
  Object.keys(map).find((k) => map[k] === value);

/** The canonical segment: the view first (omitted for the table when a filter follows). */
export function formatMedalTabs({ view, gender, division }: MedalTabs): string {
  const words = [
    view === 'all' && (gender || division) ? undefined : view,
    gender && tokenOf(GENDER_TOKENS, gender),
    division && tokenOf(DIVISION_TOKENS, division),
  ].filter(Boolean);
  return words.join('-');
}

/** The address of a medals view, with the discipline key (a discipline code) last. */
export function medalsPath(tabs: MedalTabs, discipline?: string, search = ''): string {
  const base = `/medals/${formatMedalTabs(tabs)}${discipline ? `/${discipline.toUpperCase()}` : ''}`;
  return search ? `${base}?${search}` : base;
}

/**
 * How a rank reads in the table: a rank shared with a neighbour gets '=' ("=3"), so
 * ties are visible.
 */
export function rankLabels(ranks: readonly number[]): string[] {
  return ranks.map((rank, i) => (ranks[i - 1] === rank || ranks[i + 1] === rank ? `=${rank}` : String(rank)));
}
