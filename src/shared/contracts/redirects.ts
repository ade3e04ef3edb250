import { z } from 'zod';
import { text } from './text';

/** GET /api/redirects?path= — does this path move elsewhere? Asked before showing page-not-found. */
export const redirectQuerySchema = z.object({
  path: text(2048)
    .min(1)
    .refine((p) => p.startsWith('/'), { message: 'path must start with /' }),
});

export const redirectAnswerSchema = z.object({
  path: z.string(),
  /** null: no redirect. A path of this app, or an absolute http(s) URL that leaves it. */
  target: z.string().nullable(),
  status: z.union([z.literal(301), z.literal(302)]).nullable(),
  external: z.boolean(),
});
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;
