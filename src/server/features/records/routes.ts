import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { athleteParamsSchema } from '../../../shared/contracts/participants';
import {
  athleteRecordsSchema,
  deskRecordBodySchema,
  deskRecordParamsSchema,
  deskRosterBodySchema,
  deskRosterParamsSchema,
  disciplineRecordsSchema,
  lineupsParamsSchema,
  recordsIndexSchema,
  recordsParamsSchema,
  unitLineupsSchema,
} from '../../../shared/contracts/records';
import { TOPICS } from '../../db/versions';
import { RECORDS_TOPIC } from '../../competition/records';
import { notFound } from '../../http-error';
import { publicGet } from '../../public-get';
import { athleteRecords, disciplineRecords, recordsIndex, unitLineups } from './queries';
import { correctRecord, correctRoster } from './service';

/** Records per sport, an athlete's records, and a team match's players and clock. */
export const recordsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  publicGet(app, '/api/records', {
    tags: ['records'],
    summary: 'Sports with records, and the records set at these games (newest first)',
    schema: recordsIndexSchema,
    localized: true,
    topics: () => [TOPICS.games, TOPICS.reference, RECORDS_TOPIC],
    compute: ({ locale }) => recordsIndex(db(), locale),
  });

  publicGet(app, '/api/records/:discipline', {
    tags: ['records'],
    summary: "A sport's current records (world, games, national...), each with the one it replaced",
    params: recordsParamsSchema,
    schema: disciplineRecordsSchema,
    localized: true,
    topics: () => [TOPICS.games, TOPICS.reference, RECORDS_TOPIC],
    compute: ({ params, locale }) => disciplineRecords(db(), params.discipline, locale),
  });

  publicGet(app, '/api/athletes/:id/records', {
    tags: ['records'],
    summary: 'The records an athlete holds or held, and the record marks on their results',
    params: athleteParamsSchema,
    schema: athleteRecordsSchema,
    localized: true,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.results, RECORDS_TOPIC],
    compute: ({ params, locale }) => athleteRecords(db(), params.id, locale),
    notFound: ({ params }) => ({ key: 'athleteNotFound', params: { id: String(params.id) } }),
  });

  publicGet(app, '/api/units/:code/lineups', {
    tags: ['results'],
    summary: "A team match's two sides with their players (shirt number, position, starter) and its clock",
    params: lineupsParamsSchema,
    schema: unitLineupsSchema,
    topics: ({ params }) => [TOPICS.games, TOPICS.participants, TOPICS.unit(params.code)],
    compute: ({ params }) => unitLineups(db(), params.code),
    notFound: ({ params }) => ({ key: 'unitNotFound', params: { code: params.code } }),
  });
};

/** The results desk's corrections of records and of a match's players (admins, audited). */
export const recordsDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.put(
    '/api/admin/records/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Correct a record: mark, holder, delegation, date, place (audited)',
        params: deskRecordParamsSchema,
        body: deskRecordBodySchema,
        response: {
          200: z.object({ id: z.number().int(), mark: z.string(), holder_name: z.string() }),
          ...errors,
        },
      },
    },
    async (req) => {
      const after = await correctRecord(db(), req.user!, req.params.id, req.body);
      if (!after) throw notFound('recordNotFound', { id: String(req.params.id) });
      await app.publicCache.refresh();
      return { id: after.id, mark: after.mark, holder_name: after.holderName };
    },
  );

  app.put(
    '/api/admin/units/:code/rosters/:team',
    {
      schema: {
        tags: ['admin'],
        summary: "Correct a team's players for one match (audited)",
        params: deskRosterParamsSchema,
        body: deskRosterBodySchema,
        response: {
          200: z.object({ unit_code: z.string(), team: z.string(), players: z.number().int() }),
          ...errors,
        },
      },
    },
    async (req) => {
      const done = await correctRoster(db(), req.user!, req.params.code, req.params.team, req.body);
      if (!done) throw notFound('unitNotFound', { code: req.params.code });
      await app.publicCache.refresh();
      return done;
    },
  );
};
