/**
 * The fixed values of the organisers' content, without its validation schemas: the public
 * pages that only list them (places by type, sponsors by tier) then load no zod at all.
 * Building the content schemas took 50–100 ms of script on every page that warmed the
 * menu's screens, measured in Chromium traces at Lighthouse's throttling.
 */

export const CONTENT_LANGUAGES = ['en', 'es', 'pt', 'az'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const CONTENT_KINDS = [
  'place',
  'ambassador',
  'sponsor',
  'page',
  'transport_line',
  'venue',
  'trivia',
  'video',
  'official_report',
  'communication',
  'photo_album',
  'course',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const PLACE_TYPES = ['hotel', 'hospital', 'other'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const SPONSOR_TIERS = [1, 2, 3] as const;

/** How urgent an official report or communication is: 1 urgent, 2 important, 3 for information. */
export const COMMUNICATION_PRIORITIES = [1, 2, 3] as const;

/** Information pages the app shows, edited as content. */
export const PAGE_SLUGS = ['volunteers', 'transport-guide'] as const;

/** Upload limits: checked from the bytes, never from the name or the declared type. */
export const UPLOAD_LIMITS = {
  image: { maxBytes: 8 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] },
  pdf: { maxBytes: 20 * 1024 * 1024, types: ['application/pdf'] },
  video: { maxBytes: 200 * 1024 * 1024, types: ['video/webm', 'video/mp4'] },
} as const;
/** Widths an uploaded image is re-encoded to (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
