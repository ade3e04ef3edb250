import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq, ilike, like } from 'drizzle-orm';
import {
  communicationsAnswerSchema,
  communicationsQuerySchema,
  documentsAnswerSchema,
  documentsQuerySchema,
} from '../../../shared/contracts/documents';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { text } from '../../../shared/contracts/text';
import { officialCommunications, reportDocuments } from '../../db/schema';
import { TOPICS } from '../../db/versions';
import { sendNotFound } from '../../i18n/not-found';

/** A short stable id for a document key (ODF keys hold '|' and dashes). */
const docId = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 16);

/** What the ODF feed published besides results (issue 7): communications and report documents. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/communications',
    {
      compress: false,
      schema: {
        tags: ['documents'],
        summary: 'Official communications (DT_COMMUNICATION), filtered by title and sport',
        querystring: communicationsQuerySchema,
        response: { 200: communicationsAnswerSchema, 400: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.documents],
        schema: communicationsAnswerSchema,
        compute: async () => {
          const q = req.query;
          const t = officialCommunications;
          const order =
            q.sort === 'title'
              ? [asc(t.title)]
              : q.sort === 'priority'
                ? [asc(t.priority), desc(t.publishedAt)]
                : [desc(t.publishedAt), asc(t.title)];
          const rows = await db()
            .select()
            .from(t)
            .where(
              and(
                q.q ? ilike(t.title, `%${q.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
                q.discipline ? eq(t.disciplineCode, q.discipline) : undefined,
              ),
            )
            .orderBy(...order)
            .limit(500);
          return {
            items: rows.map((r) => ({
              code: r.code,
              discipline: r.disciplineCode,
              title: r.title,
              priority: r.priority,
              language: r.language,
              text: r.text,
              published_at: r.publishedAt.toISOString(),
            })),
          };
        },
      }),
  );

  app.get(
    '/api/documents',
    {
      compress: false,
      schema: {
        tags: ['documents'],
        summary: 'Report documents (DT_PDF) about an RSC code or any code that starts with it',
        querystring: documentsQuerySchema,
        response: { 200: documentsAnswerSchema, 400: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.documents],
        schema: documentsAnswerSchema,
        compute: async () => {
          const code = req.query.code?.replace(/-+$/, '');
          const t = reportDocuments;
          const rows = await db()
            .select({
              key: t.key,
              documentCode: t.documentCode,
              disciplineCode: t.disciplineCode,
              reportType: t.reportType,
              title: t.title,
              url: t.url,
              publishedAt: t.publishedAt,
            })
            .from(t)
            .where(code ? like(t.documentCode, `${code}%`) : undefined)
            .orderBy(asc(t.documentCode), asc(t.reportType))
            .limit(1000);
          return {
            items: rows.map((r) => ({
              id: docId(r.key),
              document_code: r.documentCode,
              discipline: r.disciplineCode,
              report_type: r.reportType,
              title: r.title,
              url: r.url ?? `/api/documents/${docId(r.key)}/file?code=${encodeURIComponent(r.documentCode)}`,
              published_at: r.publishedAt.toISOString(),
            })),
          };
        },
      }),
  );

  app.get(
    '/api/documents/:id/file',
    {
      schema: {
        tags: ['documents'],
        summary: 'The PDF a DT_PDF message carried itself',
        params: z.object({
          id: z
            .string()
            .max(16)
            .regex(/^[\w-]{16}$/),
        }),
        querystring: z.object({ code: text(34) }),
      },
    },
    async (req, reply) => {
      const rows = await db()
        .select()
        .from(reportDocuments)
        .where(eq(reportDocuments.documentCode, req.query.code.toUpperCase()));
      const doc = rows.find((r) => docId(r.key) === req.params.id && r.content);
      if (!doc)
        return sendNotFound(req, reply, 'notFound', { method: req.method, url: req.url.split('?')[0]! });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'public, max-age=300')
        .send(Buffer.from(doc.content!, 'base64'));
    },
  );
};
