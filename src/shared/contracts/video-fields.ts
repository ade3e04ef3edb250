import { z } from 'zod';
import { DISCIPLINE_CODES } from '../domain/disciplines';

// A video item's fields, apart from the video reads: the content contract takes them
// without importing the reads (which import the content contract's image schema).

const fileId = z.uuid();
/** Schedule statuses during which a unit's stream is on: before, during and in its breaks. */
export const STREAMING_STATUSES = ['GETTING_READY', 'RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED'] as const;

export const videoFieldsSchema = z
  .object({
    discipline: z.enum(DISCIPLINE_CODES).nullable(),
    /** The uploaded WebM or MP4. */
    video_id: fileId.nullable().default(null),
    /** An HLS playlist (.m3u8) over https (http for a local test server). */
    stream_url: z
      .url({ protocol: /^https?$/ })
      .max(1000)
      .nullable()
      .default(null),
    /** The competition unit the stream shows: live while that unit is under way. */
    unit_code: z.string().trim().max(40).nullable().default(null),
    /** A channel the organisers switch on and off by hand. */
    on_air: z.boolean().default(false),
    /** The thumbnail (made from the upload's first frames when the server has ffmpeg). */
    image_id: fileId.nullable().default(null),
    duration_s: z.number().int().min(0).max(86_400).nullable().default(null),
    /** The safe-sport video, shown on /secure and /secure-sport. */
    safe_sport: z.boolean().default(false),
  })
  .refine((f) => f.video_id !== null || f.stream_url !== null, {
    message: 'videoSourceRequired',
    path: ['video_id'],
  });
export type VideoFields = z.infer<typeof videoFieldsSchema>;
