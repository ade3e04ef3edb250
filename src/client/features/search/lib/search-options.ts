import type { SearchAnswer } from '../../../../shared/contracts/search';

export const SEARCH_KINDS = ['athletes', 'delegations', 'events', 'disciplines', 'venues'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One line of the results list: where it leads and what it says. */
export interface SearchOption {
  id: string;
  kind: SearchKind;
  /** The path inside the app, before the language prefix. */
  to: string;
  label: string;
  detail: string;
  /** A delegation code whose flag leads the line. */
  flag?: string;
}

export interface SearchNames {
  country: (code: string, feedName?: string) => string;
  discipline: (code: string) => string;
  gender: (code: string) => string;
}

/** The answer as groups of options in the order they are listed and walked with the arrow keys. */
export function searchGroups(answer: SearchAnswer, names: SearchNames) {
  const groups: { kind: SearchKind; options: SearchOption[] }[] = [
    {
      kind: 'athletes',
      options: answer.athletes.map((a) => ({
        id: `athlete-${a.id}`,
        kind: 'athletes',
        to: `/participants/profile/${a.id}`,
        label: `${a.given_name} ${a.family_name}`,
        detail: `${a.bib} · ${names.country(a.delegation_code)} · ${names.discipline(a.discipline_code)}`,
        flag: a.delegation_code,
      })),
    },
    {
      kind: 'delegations',
      options: answer.delegations.map((d) => ({
        id: `delegation-${d.code}`,
        kind: 'delegations',
        to: `/participants/delegations/${d.code}`,
        label: names.country(d.code, d.name),
        detail: d.code,
        flag: d.code,
      })),
    },
    {
      kind: 'events',
      options: answer.events.map((e) => ({
        id: `event-${e.code}`,
        kind: 'events',
        to: `/discipline/${e.discipline_code}/competitions?event=${e.code}`,
        label: e.name,
        detail: `${names.discipline(e.discipline_code)} · ${names.gender(e.gender)}`,
      })),
    },
    {
      kind: 'disciplines',
      options: answer.disciplines.map((d) => ({
        id: `discipline-${d.code}`,
        kind: 'disciplines',
        to: `/discipline/${d.code}`,
        label: d.name,
        detail: d.code,
      })),
    },
    {
      kind: 'venues',
      options: answer.venues.map((v) => ({
        id: `venue-${v.code}`,
        kind: 'venues',
        to: `/venues/${v.code}`,
        label: v.name,
        detail: v.city,
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
