import type { PlaceType } from '../../../../shared/contracts/content';

/** Public reads of the organisers' content; 'content' is the server's data topic for them. */
export const contentKeys = {
  places: (type: PlaceType) => ['content', 'places', type] as const,
  ambassadors: () => ['content', 'ambassadors'] as const,
  sponsors: () => ['content', 'sponsors'] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
};
