import { z } from 'zod';
import { text } from './text';

/**
 * One field changed, in words: whom it is about (a competitor's name, the code beside it),
 * the field's key (labelled by the client in the reader's language) and its values as text.
 */
export const auditChangeSchema = z.object({
  subject: z.string().nullable(),
  subject_code: z.string().nullable(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** Every desk change: who, when, what, before and after, and the same told in names. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  action: z.string(),
  target: text(40).optional(),
  /** The unit's or event's name ("Men's 100m Freestyle · Final"); null when none is known. */
  target_name: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditQuerySchema = z.object({
  target: text(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
