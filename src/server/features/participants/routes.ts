import type { FastifyPluginAsync } from 'fastify';
import {
  athleteProfileSchema,
  athletesQuerySchema,
  teamSchema,
  athleteParamsSchema,
  athletesPageSchema,
  delegationsAnswerSchema,
  teamParamsSchema,
  teamsAnswerSchema,
  teamsQuerySchema,
} from '../../../shared/contracts/participants';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { athleteProfile, listAthletes, listDelegations, listTeams } from './queries';

/** Delegations, athletes and teams. */
export const participantsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  publicGet(app, '/api/delegations', {
    tags: ['participants'],
    summary: 'Delegations with their number of athletes and medals',
    schema: delegationsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.medals],
    compute: () => listDelegations(db()),
  });

  publicGet(app, '/api/athletes', {
    tags: ['participants'],
    summary: 'Athletes, paged: search by name or BIB, filter by delegation, discipline, gender',
    query: athletesQuerySchema,
    schema: athletesPageSchema,
    topics: () => [TOPICS.games, TOPICS.participants],
    compute: ({ query }) => listAthletes(db(), query),
  });

  publicGet(app, '/api/athletes/:id', {
    tags: ['participants'],
    summary: "An athlete's profile with events, results and medals (age, never the birth date)",
    params: athleteParamsSchema,
    schema: athleteProfileSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.schedule, TOPICS.results, TOPICS.medals],
    compute: ({ params }) => athleteProfile(db(), params.id),
    notFound: ({ params }) => ({ key: 'athleteNotFound', params: { id: String(params.id) } }),
  });

  publicGet(app, '/api/teams', {
    tags: ['participants'],
    summary: 'Teams with their members, by event, delegation or discipline',
    query: teamsQuerySchema,
    schema: teamsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.participants],
    compute: ({ query }) => listTeams(db(), query),
  });

  publicGet(app, '/api/teams/:code', {
    tags: ['participants'],
    summary: 'One team with its members',
    params: teamParamsSchema,
    schema: teamSchema,
    topics: () => [TOPICS.games, TOPICS.participants],
    compute: async ({ params }) => (await listTeams(db(), { code: params.code })).items[0] ?? null,
    notFound: ({ params }) => ({ key: 'teamNotFound', params: { code: params.code } }),
  });
};
