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

/** 64 bytes (r‖s) in base64. */
export const liveUpdateSignatureSchema = z.string().regex(/^[A-Za-z0-9+/]{86}==$/);

/** What `npm run release` writes next to the zip: the channel's current bundle. */
export const liveUpdateManifestSchema = z.object({
  version: liveUpdateVersionSchema,
  file: z.string(),
  /** sha256 of the zip, lowercase hex: the app refuses a download that does not match. */
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * ECDSA P-256 signature of the channel, version, checksum and created_at by the release key, which is
   * kept off this server: the app refuses a bundle whose signature no key it trusts made.
   * A manifest without one (written before bundles were signed) is not offered at all.
   */
  signature: liveUpdateSignatureSchema,
  size: z.number().int().nonnegative(),
  /** The release time (ISO 8601), signed too. */
  created_at: z.string(),
});
export type LiveUpdateManifest = z.infer<typeof liveUpdateManifestSchema>;

export const liveUpdateLatestSchema = z.object({
  available: z.boolean(),
  version: z.string().optional(),
  /** Path of the zip on this server. */
  url: z.string().optional(),
  checksum: z.string().optional(),
  /** The release time, signed: the app refuses a bundle older than the one it runs. */
  created_at: z.string().optional(),
  /** The release key's signature over channel, version, checksum and created_at (see the manifest). */
  signature: z.string().optional(),
});
export type LiveUpdateLatest = z.infer<typeof liveUpdateLatestSchema>;
