import type { FastifyPluginAsync } from 'fastify';
import {
  athleteProfileSchema,
  athletesQuerySchema,
  teamSchema,
  athleteParamsSchema,
  athletesPageSchema,
  delegationsAnswerSchema,
  delegationDetailSchema,
  delegationParamsSchema,
  teamParamsSchema,
  teamsAnswerSchema,
  teamsQuerySchema,
} from '../../../shared/contracts/participants';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { athleteProfile, listAthletes, listDelegations, listTeams } from './queries';
import { publicProfile } from './minors';
import type { MinorField } from '../../../shared/domain/minors';
import { athleteFullProfileRoute } from './full-profile-route';
import { delegationDetail } from './delegation-queries';

/**
 * Delegations, athletes and teams. `minorsPublic`: what the games show the public of an
 * athlete under 18 (MINORS_PUBLIC_FIELDS; nothing of height, weight and school by default).
 */
export const participantsRoutes: FastifyPluginAsync<{ minorsPublic?: readonly MinorField[] }> = async (
  app,
  { minorsPublic = [] },
) => {
  const db = () => app.database.db;

  publicGet(app, '/api/delegations', {
    tags: ['participants'],
    summary: 'Delegations with their number of athletes and medals',
    schema: delegationsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.medals],
    compute: () => listDelegations(db()),
  });

  publicGet(app, '/api/delegations/:code', {
    tags: ['participants'],
    summary: "One delegation: its medals with the medallists and its competitors' latest results",
    params: delegationParamsSchema,
    schema: delegationDetailSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.schedule, TOPICS.results, TOPICS.medals],
    localized: true,
    compute: ({ params, locale }) => delegationDetail(db(), params.code, locale),
    notFound: ({ params }) => ({ key: 'delegationNotFound', params: { code: params.code } }),
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
    summary:
      "An athlete's profile with events, results and medals (age, never the birth date; under 18: height, weight, school only if the games make them public, the photo only with the delegation's consent)",
    params: athleteParamsSchema,
    schema: athleteProfileSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.schedule, TOPICS.results, TOPICS.medals],
    localized: true,
    compute: async ({ params, locale }) => {
      const full = await athleteProfile(db(), params.id, locale);
      return full && publicProfile(full, minorsPublic);
    },
    notFound: ({ params }) => ({ key: 'athleteNotFound', params: { id: String(params.id) } }),
  });

  publicGet(app, '/api/teams', {
    tags: ['participants'],
    summary: 'Teams with their members, by event, delegation or discipline',
    query: teamsQuerySchema,
    schema: teamsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.participants],
    localized: true,
    compute: ({ query, locale }) => listTeams(db(), query, locale),
  });

  publicGet(app, '/api/teams/:code', {
    tags: ['participants'],
    summary: 'One team with its members',
    params: teamParamsSchema,
    schema: teamSchema,
    topics: () => [TOPICS.games, TOPICS.participants],
    localized: true,
    compute: async ({ params, locale }) =>
      (await listTeams(db(), { code: params.code }, locale)).items[0] ?? null,
    notFound: ({ params }) => ({ key: 'teamNotFound', params: { code: params.code } }),
  });

  await app.register(athleteFullProfileRoute);
};
