/** Video reads live under the content topic: publishing a video refreshes them. */
export const videoKeys = {
  list: () => ['content', 'videos'] as const,
  one: (id: number) => ['content', 'videos', id] as const,
  safeSport: () => ['content', 'safe-sport'] as const,
};

/**
 * A unit's stream starts and ends with the unit, which the content topic does not announce:
 * the video reads are asked again every half minute (an unchanged answer is a 304).
 */
export const VIDEO_REFRESH_MS = 30_000;
