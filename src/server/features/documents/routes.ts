import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communicationsAnswerSchema,
  communicationsQuerySchema,
  documentsAnswerSchema,
  documentsQuerySchema,
} from '../../../shared/contracts/documents';
import { text } from '../../../shared/contracts/text';
import { TOPICS } from '../../db/versions';
import { disposition } from '../content';
import { notFound } from '../../http-error';
import { publicGet } from '../../public-get';
import { documentFile, listCommunications, listDocuments } from './queries';

/** What the results feed published besides results: communications and report documents. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  publicGet(app, '/api/communications', {
    tags: ['documents'],
    summary: 'Official communications (DT_COMMUNICATION), filtered by title and sport',
    query: communicationsQuerySchema,
    schema: communicationsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.documents],
    compute: ({ query }) => listCommunications(db(), query),
  });

  publicGet(app, '/api/documents', {
    tags: ['documents'],
    summary: 'Report documents (DT_PDF) about an RSC code or any code that starts with it',
    query: documentsQuerySchema,
    schema: documentsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.documents],
    compute: ({ query }) => listDocuments(db(), query),
  });

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
      const file = await documentFile(db(), req.params.id, req.query.code);
      if (!file) throw notFound('notFound', { method: req.method, url: req.url.split('?')[0]! });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', disposition('inline', file.fileName))
        .send(file.pdf);
    },
  );
};
