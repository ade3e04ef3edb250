import { z } from 'zod';
import { localizedTextSchema } from './common';
import { imageSchema } from './content';

export { STREAMING_STATUSES, videoFieldsSchema, type VideoFields } from './video-fields';

/**
 * Official videos and live video, a content kind like the others. A video is an uploaded
 * file (WebM or MP4), a stream (an HLS playlist URL), or both (a stream that is later
 * replaced by its recording). A stream is live while the organisers mark it on air or while
 * the unit it shows is under way.
 */

export const publicVideoSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  discipline: z.string().nullable(),
  thumbnail: imageSchema.nullable(),
  duration_s: z.number().int().nullable(),
  /** The file to play, when there is one. */
  file: z.object({ url: z.string(), mime: z.string() }).nullable(),
  stream_url: z.string().nullable(),
  unit_code: z.string().nullable(),
  /** streaming now; ended once its unit finished; offline otherwise; null for a plain video. */
  live: z.enum(['streaming', 'ended', 'offline']).nullable(),
  safe_sport: z.boolean(),
});
export type PublicVideo = z.infer<typeof publicVideoSchema>;

export const videosAnswerSchema = z.object({
  /** What is streaming now, first. */
  live_now: z.array(publicVideoSchema),
  items: z.array(publicVideoSchema),
});
export const videoParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const safeSportAnswerSchema = z.object({ video: publicVideoSchema.nullable() });
export const safeSportWatchedSchema = z.object({ watched: z.boolean() });
