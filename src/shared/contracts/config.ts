import { z } from 'zod';
import { SIGNUP_DOCUMENTS } from './auth';

/** Public runtime flags, GET /api/config. Nothing secret may ever go in here. */
export const publicConfigSchema = z.object({
  login_enabled: z.boolean(),
  live_update_channel: z.string(),
  disable_live_update: z.boolean(),
  event_timezone: z.string(),
  build_check_interval_ms: z.number().int().positive(),
  flags_base_url: z.string(),
  storage_base_url: z.string(),
  /** The login screen's intro video; null shows the brand panel instead. */
  intro_video_url: z.string().nullable(),
  /** The identity document sign-up asks for ('none': the field is not shown). */
  signup_document: z.enum(SIGNUP_DOCUMENTS),
  /** Map tiles (a URL template with {z}/{x}/{y}) and the attribution their licence asks for. */
  map: z.object({ tile_url: z.string(), attribution: z.string() }),
  brand: z.object({
    name: z.string(),
    short_name: z.string(),
    primary_color: z.string(),
    accent_color: z.string(),
    logo_url: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
