/**
 * How long browsers and CDNs may keep a public answer: fresh for
 * MAX_AGE seconds, then served stale for STALE seconds more while revalidating. The
 * server sends it; the client's live updates revalidate for as long (decision 0007).
 */
export const PUBLIC_MAX_AGE_S = 5;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`;
