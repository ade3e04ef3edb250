import { z } from 'zod';
import { documentFileSchema } from './content';
import { rowId, rowIdParam } from './common';
import { text } from './text';
import { COMMUNICATION_SORTS, READ_KINDS } from '../domain/communication-values';

export {
  COMMUNICATION_SORTS,
  READ_KINDS,
  type CommunicationSort,
  type ReadKind,
} from '../domain/communication-values';

/**
 * Official reports and official communications as readers get them: the organisers' content of
 * those two kinds, published only, in the reader's language, filtered and ordered on the server.
 */

export const communicationListQuery = z.object({
  /** Part of the title, in the reader's language; case and accents do not matter. */
  q: text(80).trim().optional(),
  sort: z.enum(COMMUNICATION_SORTS).default('published'),
});

export const publicCommunicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** 1 urgent, 2 important, 3 for information. */
  priority: z.number().int(),
  published_at: z.string(),
  documents: z.array(documentFileSchema),
});
export type PublicCommunication = z.infer<typeof publicCommunicationSchema>;
export const communicationListAnswer = z.object({ items: z.array(publicCommunicationSchema) });
export type CommunicationList = z.infer<typeof communicationListAnswer>;

export const readsQuery = z.object({ kind: z.enum(READ_KINDS) });
/** Ids of the items of the kind the signed-in account has opened. */
export const readsAnswer = z.object({ ids: z.array(rowId) });
export const readParams = z.object({ id: rowIdParam });
