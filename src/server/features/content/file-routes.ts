import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { storedFiles } from '../../db/schema';
import { notFound } from '../../http-error';
import { fileKey, PDF_NAME } from './file-json';
import { nameForType } from './sniff';

const fileParams = z.object({
  id: z.uuid().max(36),
  // A variant's name: a width and a type, or the PDF's one name.
  name: z
    .string()
    .max(20)
    .regex(/^(\d{1,5}\.(webp|jpg|png|avif)|document\.pdf)$/),
});

/** `filename="..."` for old clients (ASCII only) and `filename*` with the real name. */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Stored files. A file never changes under its URL (a new upload gets a new id), so it is
 * cached for a year; nosniff keeps browsers to the type we checked and send.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:id/:name',
    {
      compress: false,
      schema: {
        tags: ['content'],
        summary: "A stored file: an image's re-encoded variant or a PDF (download=1 to save it)",
        params: fileParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: { 200: z.unknown(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { id, name } = req.params;
      const [file] = await app.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
      const mime =
        file?.kind === 'pdf'
          ? name === PDF_NAME && file.mime
          : file?.variants.find((v) => v.name === name)?.mime;
      const stored = mime ? await app.storage.stream(fileKey(id, name)) : null;
      if (!file || !mime || !stored) throw notFound('fileNotFound', {});
      reply
        .header('content-type', mime)
        .header('content-length', stored.bytes)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (file.kind === 'pdf') {
        reply.header(
          'content-disposition',
          // Named after the checked type even if it was stored before names were (x.html → x.pdf).
          disposition(
            req.query.download === '1' ? 'attachment' : 'inline',
            nameForType(file.fileName, 'application/pdf'),
          ),
        );
      }
      return reply.send(stored.body);
    },
  );
};
