import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { athleteProfileSchema, athletesQuerySchema, teamSchema } from '../../../shared/contracts/competition';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  athleteParamsSchema,
  athletesPageSchema,
  delegationsAnswerSchema,
  teamParamsSchema,
  teamsAnswerSchema,
  teamsQuerySchema,
} from '../../../shared/contracts/participants';
import { TOPICS } from '../../db/versions';
import { athleteProfile, listAthletes, listDelegations, listTeams } from './queries';

/** Delegations, athletes and teams (issue 3 item 3). */
export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/delegations',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: 'Delegations with their number of athletes and medals',
        response: { 200: delegationsAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants, TOPICS.medals],
        schema: delegationsAnswerSchema,
        compute: () => listDelegations(db()),
      }),
  );

  app.get(
    '/api/athletes',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: 'Athletes, paged: search by name or BIB, filter by delegation, discipline, gender',
        querystring: athletesQuerySchema,
        response: { 200: athletesPageSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants],
        schema: athletesPageSchema,
        compute: () => listAthletes(db(), req.query),
      }),
  );

  app.get(
    '/api/athletes/:id',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: "An athlete's profile with events, results and medals (age, never the birth date)",
        params: athleteParamsSchema,
        response: { 200: athleteProfileSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants, TOPICS.schedule, TOPICS.results, TOPICS.medals],
        schema: athleteProfileSchema,
        compute: () => athleteProfile(db(), req.params.id),
        notFound: { key: 'athleteNotFound', params: { id: String(req.params.id) } },
      }),
  );

  app.get(
    '/api/teams',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: 'Teams with their members, by event, delegation or discipline',
        querystring: teamsQuerySchema,
        response: { 200: teamsAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants],
        schema: teamsAnswerSchema,
        compute: () => listTeams(db(), req.query),
      }),
  );

  app.get(
    '/api/teams/:code',
    {
      compress: false,
      schema: {
        tags: ['participants'],
        summary: 'One team with its members',
        params: teamParamsSchema,
        response: { 200: teamSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants],
        schema: teamSchema,
        compute: async () => (await listTeams(db(), { code: req.params.code })).items[0] ?? null,
        notFound: { key: 'teamNotFound', params: { code: req.params.code } },
      }),
  );
};
