import type { ContentKind } from '../../../../shared/contracts/content';

/** The admin's lists, one per kind; public reads live under ['content', ...] (the server's data topic). */
export const adminContentKeys = {
  all: () => ['admin', 'content'] as const,
  list: (kind: ContentKind) => ['admin', 'content', kind] as const,
};
