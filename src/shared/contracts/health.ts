import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
