import { z } from 'zod';
import { disciplineFilterParam } from './common';
import { text } from './text';

/** Official communications (ODF DT_COMMUNICATION): filter by title, order by title, priority or date. */
export const communicationsQuerySchema = z.object({
  q: text(80).trim().optional(),
  discipline: disciplineFilterParam.optional(),
  sort: z.enum(['published', 'priority', 'title']).default('published'),
});
export const communicationSchema = z.object({
  code: z.string(),
  discipline: z.string().nullable(),
  title: z.string(),
  priority: z.number().int(),
  language: z.string().nullable(),
  text: z.string(),
  published_at: z.string(),
});
export const communicationsAnswerSchema = z.object({ items: z.array(communicationSchema) });

/** Report documents (ODF DT_PDF): by the RSC they are about (any prefix: discipline, event, phase, unit). */
export const documentsQuerySchema = z.object({
  code: z
    .string()
    .max(34, 'must be an RSC code or its start, like SWM or SWMW100MFR')
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{3,34}$/, 'must be an RSC code or its start, like SWM or SWMW100MFR'))
    .optional(),
});
export const reportDocumentSchema = z.object({
  id: z.string(),
  document_code: z.string(),
  discipline: z.string().nullable(),
  report_type: z.string(),
  title: z.string(),
  /** The sender's address of the PDF, or ours when the message carried the file. */
  url: z.string(),
  published_at: z.string(),
});
export const documentsAnswerSchema = z.object({ items: z.array(reportDocumentSchema) });
