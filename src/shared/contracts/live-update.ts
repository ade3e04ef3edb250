import { z } from 'zod';

/** A release channel: production, beta, … */
export const liveUpdateChannelSchema = z
  .string()
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/);
/** A bundle version: 0.1.0-20261123223000 and the like (also the zip's file name). */
export const liveUpdateVersionSchema = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,79}$/);

export const liveUpdateQuerySchema = z.object({
  channel: liveUpdateChannelSchema,
  /** The bundle the app runs now ('builtin' for the one shipped in the store build). */
  version: z.string().max(100).optional(),
});

/** What `npm run release` writes next to the zip: the channel's current bundle. */
export const liveUpdateManifestSchema = z.object({
  version: liveUpdateVersionSchema,
  file: z.string(),
  /** sha256 of the zip, lowercase hex: the app refuses a download that does not match. */
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type LiveUpdateManifest = z.infer<typeof liveUpdateManifestSchema>;

export const liveUpdateLatestSchema = z.object({
  available: z.boolean(),
  version: z.string().optional(),
  /** Path of the zip on this server. */
  url: z.string().optional(),
  checksum: z.string().optional(),
});
export type LiveUpdateLatest = z.infer<typeof liveUpdateLatestSchema>;
