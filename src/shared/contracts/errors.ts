import { z } from 'zod';

/** Every API error body has this shape, whatever the status. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  /** Field → translated message, for validation errors (forms show them under the fields). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
