import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  importAnswerSchema,
  importTemplateQuerySchema,
  scheduleAnswerSchema,
  scheduleCreateBodySchema,
  scheduleMoveBodySchema,
} from '../../../shared/contracts/import';
import { unitParamsSchema } from '../../../shared/contracts/results';
import { notFound } from '../../http-error';
import { decodeFileNameHeader } from '../../file-name-header';
import { competitions, phases, units } from '../../db/schema';
import { eq, min } from 'drizzle-orm';
import { unitClashes } from './clashes';
import { LOCALES } from '../../../shared/domain/locales';
import { requestLocale } from '../../i18n/messages';
import { applyImport, applyScheduleRow, previewImport } from './service';
import { stopFileReaders } from './sheet-thread';
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
  // A file still being read must not hold the server's stop up: its worker is ended at once.
  app.addHook('preClose', (done) => {
    stopFileReaders();
    done();
  });
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
    name: decodeFileNameHeader(req.headers['x-file-name']) ?? 'import.xlsx',
    bytes: new Uint8Array(req.body as Buffer),
  });

  /** Aborts when the client goes away before its answer: the file's reading is then ended. */
  const gone = (reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return controller.signal;
  };

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
    async (req, reply) => previewImport(db(), [fileOf(req)], requestLocale(req), gone(reply)),
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
    async (req, reply) => {
      const result = await applyImport(db(), req.user!, [fileOf(req)], requestLocale(req), gone(reply));
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
      // The examples fall on the games' first competition day (or first day), so they import as they are.
      const [first] = await db()
        .select({ day: min(units.logicalDay) })
        .from(units);
      const [games] = await db().select({ day: competitions.startsOn }).from(competitions).limit(1);
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="games-import-${locale.code}.xlsx"`)
        .header('cache-control', 'no-store');
      return reply.send(await templateWorkbook(locale.tag, first?.day ?? games?.day));
    },
  );

  // The schedule editor: a unit created or moved is checked as a schedule row of a file, written
  // through the unit writes (so the live stream announces it) and answered with its clashes.
  const scheduleAnswer = async (applied: Awaited<ReturnType<typeof applyScheduleRow>>, code: string) => {
    if (applied.applied) await app.publicCache.refresh();
    return {
      applied: applied.applied,
      unit_code: code,
      problems: applied.problems,
      clashes: applied.applied ? await unitClashes(db(), code) : [],
    };
  };
  const padded = (s: string, n: number) => s.toUpperCase().padEnd(n, '-').slice(0, n);

  app.post(
    '/api/admin/schedule/units',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a unit in the schedule (audited; answers with clashes) (admin only)',
        body: scheduleCreateBodySchema,
        response: { 200: scheduleAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const code = padded(b.event, 22) + padded(b.phase, 4) + padded(b.unit, 8);
      const result = await applyScheduleRow(
        db(),
        req.user!,
        {
          event: b.event,
          phase: b.phase,
          phase_name: b.phase_name,
          unit: b.unit,
          name: b.name,
          date: b.date,
          start: b.start,
          end: b.end,
          venue: b.venue,
          location: b.location ?? '',
          medal: b.medal ? 'yes' : 'no',
        },
        requestLocale(req),
      );
      return scheduleAnswer(result, code);
    },
  );

  app.patch(
    '/api/admin/schedule/units/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move a unit: its day, times, place or name (audited; answers with clashes) (admin only)',
        params: unitParamsSchema,
        body: scheduleMoveBodySchema,
        response: { 200: scheduleAnswerSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (req) => {
      const code = req.params.code;
      const [unit] = await db().select().from(units).where(eq(units.code, code));
      if (!unit) throw notFound('unitNotFound', { code });
      const [phase] = await db().select().from(phases).where(eq(phases.code, unit.phaseCode));
      const b = req.body;
      const result = await applyScheduleRow(
        db(),
        req.user!,
        {
          event: code.slice(0, 22),
          phase: code.slice(22, 26),
          phase_name: phase?.name ?? code.slice(22, 26).replace(/-+$/, ''),
          unit: code.slice(26, 34),
          name: b.name ?? unit.name,
          date: b.date,
          start: b.start,
          end: b.end,
          venue: b.venue ?? unit.venueCode,
          location: b.location ?? unit.location,
          medal: unit.medal ? 'yes' : 'no',
        },
        requestLocale(req),
      );
      return scheduleAnswer(result, code);
    },
  );
};
