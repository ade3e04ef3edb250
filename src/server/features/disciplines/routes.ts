import type { FastifyPluginAsync } from 'fastify';
import {
  competitionSchema,
  disciplineEventsAnswerSchema,
  disciplineParamsSchema,
  disciplinesAnswerSchema,
} from '../../../shared/contracts/disciplines';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { disciplineEvents, getCompetition, listDisciplines } from './queries';

/** The games, their competition days and the disciplines with their events. */
export const disciplinesRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  publicGet(app, '/api/competition', {
    tags: ['competition'],
    summary: 'The games: name, dates, time zone and competition days',
    schema: competitionSchema,
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.schedule],
    compute: () => getCompetition(db()),
  });

  publicGet(app, '/api/disciplines', {
    tags: ['competition'],
    summary: 'The 18 disciplines with names in four languages and their coordinators',
    schema: disciplinesAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference],
    compute: () => listDisciplines(db()),
  });

  publicGet(app, '/api/disciplines/:code/events', {
    tags: ['competition'],
    summary: "A discipline's events (gender, division, medal event, individual or team)",
    params: disciplineParamsSchema,
    schema: disciplineEventsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference],
    localized: true,
    compute: ({ params, locale }) => disciplineEvents(db(), params.code, locale),
    notFound: ({ params }) => ({ key: 'disciplineNotFound', params: { code: params.code } }),
  });
};
