import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { storedFiles } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { fileKey, PDF_NAME } from './file-json';
import { isDelegationOnlyPhoto } from './queries';
import { nameForType, type SniffedType } from './sniff';

const fileParams = z.object({
  id: z.uuid().max(36),
  // A variant's name: a width and a type, or the PDF's one name.
  name: z
    .string()
    .max(20)
    .regex(/^(\d{1,5}\.(webp|jpg|png|avif)|document\.pdf|video\.(webm|mp4))$/),
});

/** `filename="..."` for old clients (ASCII only) and `filename*` with the real name. */
export function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * One range of a Range header ("bytes=0-", "bytes=100-199", "bytes=-500"); several ranges are
 * answered whole (players ask for one). Null: no usable range, send the whole file.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
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
        headers: z.object({ range: z.string().max(200).optional() }),
        response: {
          200: z.unknown(),
          206: z.unknown(),
          400: apiErrorSchema,
          404: apiErrorSchema,
          416: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { id, name } = req.params;
      const [file] = await app.database.db
        .select({ ...getTableColumns(storedFiles), delegationOnly: isDelegationOnlyPhoto(id) })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      // A photo kept for its delegation is no public file: admins see it, uncached; others get
      // the same answer as for a file that does not exist.
      const admin = req.user?.type === 'admin';
      if (file?.delegationOnly && !admin) throw notFound('fileNotFound', {});
      const mime =
        file?.kind === 'pdf'
          ? name === PDF_NAME && file.mime
          : file?.variants.find((v) => v.name === name)?.mime;
      // Videos are played in pieces: a player asks for byte ranges to start and to seek
      // (Safari plays no video whose server ignores them).
      const size = file?.kind === 'video' ? file.bytes : null;
      const range = size === null ? null : byteRange(req.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'fileRangeInvalid', {});
      }
      const stored = mime ? await app.storage.stream(fileKey(id, name), range ?? undefined) : null;
      if (!file || !mime || !stored) throw notFound('fileNotFound', {});
      if (size !== null) reply.header('accept-ranges', 'bytes');
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.bytes}`);
      }
      reply
        .header('content-type', mime)
        .header('content-length', range ? range.end - range.start + 1 : stored.bytes)
        .header(
          'cache-control',
          file.delegationOnly ? 'private, no-store' : 'public, max-age=31536000, immutable',
        )
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
      } else if (req.query.download === '1') {
        // A photo saved from the viewer: named after the upload, with the served type's extension.
        reply.header(
          'content-disposition',
          disposition('attachment', nameForType(file.fileName, mime as SniffedType)),
        );
      }
      return reply.send(stored.body);
    },
  );
};
