import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { importAnswerSchema, importTemplateQuerySchema } from '../../../shared/contracts/import';
import { LOCALES } from '../../../shared/domain/locales';
import { requestLocale } from '../../i18n/messages';
import { applyImport, previewImport } from './service';
import { templateWorkbook } from './template';

/** Spreadsheets larger than this are not a games' participants and schedule. */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * The spreadsheet import (admins only): the file comes as raw bytes with its name in
 * X-File-Name; preview compares it with the games and writes nothing, apply writes it whole
 * or not at all.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  app.addContentTypeParser(
    [
      'application/octet-stream',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_req, body, done) => done(null, body),
  );
  const headers = z.object({ 'x-file-name': z.string().max(1000).optional() });
  const fileOf = (req: { headers: { 'x-file-name'?: string }; body: unknown }) => ({
    name: decodeURIComponent(req.headers['x-file-name'] ?? 'import.xlsx'),
    bytes: new Uint8Array(req.body as Buffer),
  });

  app.post(
    '/api/admin/import/preview',
    {
      schema: {
        tags: ['admin'],
        summary: 'What an XLSX or CSV file would change, with every row problem; writes nothing (admin only)',
        headers,
        response: { 200: importAnswerSchema, ...errors },
      },
    },
    async (req) => previewImport(db(), [fileOf(req)], requestLocale(req)),
  );

  app.post(
    '/api/admin/import/apply',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Import an XLSX or CSV file in one transaction; any error writes nothing (audited, admin only)',
        headers,
        response: { 200: importAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const result = await applyImport(db(), req.user!, [fileOf(req)], requestLocale(req));
      if (result.applied) await app.publicCache.refresh();
      return result;
    },
  );

  app.get(
    '/api/admin/import/template',
    {
      schema: {
        tags: ['admin'],
        summary: 'The import template (XLSX) in one of the four languages (admin only)',
        querystring: importTemplateQuerySchema,
      },
    },
    async (req, reply) => {
      const locale = LOCALES.find((l) => l.code === req.query.lang)!;
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="games-import-${locale.code}.xlsx"`)
        .header('cache-control', 'no-store');
      return reply.send(await templateWorkbook(locale.tag));
    },
  );
};
