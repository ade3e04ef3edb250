import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communicationListAnswer,
  communicationListQuery,
  READ_KINDS,
  readParams,
  readsAnswer,
  readsQuery,
} from '../../../shared/contracts/communications';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { TOPICS } from '../../db/versions';
import { notFound } from '../../http-error';
import { publicGet } from '../../public-get';
import { communicationList, isReadable, markRead, readIds, type ReadKind } from './queries';

/**
 * Official reports and communications: the organisers publish them in the content admin (two
 * content kinds); readers list them here. What an account has opened is kept per account,
 * never cached; guests keep theirs on the device.
 */
export const communicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const lists: [string, ReadKind, string][] = [
    ['/api/official-reports', 'official_report', 'Official reports'],
    ['/api/official-communications', 'communication', 'Official communications'],
  ];
  for (const [path, kind, name] of lists) {
    publicGet(app, path, {
      tags: ['content'],
      summary: `${name} in the reader's language with their PDFs, filtered by title, ordered by published date, priority or title`,
      query: communicationListQuery,
      schema: communicationListAnswer,
      // The content topic: the live stream refreshes an open list when one is published.
      topics: () => [TOPICS.content],
      localized: true,
      compute: ({ query, locale }) => communicationList(db(), kind, query, locale),
    });
  }

  const readerRoutes: FastifyPluginAsyncZod = async (reader) => {
    reader.addHook('onRequest', reader.requireUser);
    reader.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

    reader.get(
      '/api/communication-reads',
      {
        schema: {
          tags: ['content'],
          summary: 'The official reports or communications the signed-in account has opened',
          querystring: readsQuery,
          response: { 200: readsAnswer, ...errors },
        },
      },
      async (req) => ({ ids: await readIds(db(), req.user!.id, req.query.kind) }),
    );

    reader.put(
      '/api/communication-reads/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'Mark a published official report or communication as opened by the signed-in account',
          params: readParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        if (!(await isReadable(db(), req.params.id, READ_KINDS)))
          throw notFound('contentNotFound', { id: req.params.id });
        await markRead(db(), req.user!.id, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(readerRoutes);
};
