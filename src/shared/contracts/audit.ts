import { z } from 'zod';
import { text } from './text';

/** Every desk change: who, when, what, before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  action: z.string(),
  target: text(40).optional(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditQuerySchema = z.object({
  target: text(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
