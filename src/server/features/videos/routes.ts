import type { FastifyPluginAsync } from 'fastify';
import {
  publicVideoSchema,
  safeSportAnswerSchema,
  videoParams,
  videosAnswerSchema,
} from '../../../shared/contracts/videos';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { safeSportAnswer, videoAnswer, videosAnswer } from './queries';

/**
 * Official videos as readers see them. A unit's stream goes live and ends with the unit's
 * status, so the reads depend on the schedule as well as on the content.
 */
export const videosRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const tags = ['videos'];
  const topics = () => [TOPICS.content, TOPICS.schedule];

  publicGet(app, '/api/videos', {
    tags,
    summary: "Official videos in the organisers' order, with what is streaming now first",
    schema: videosAnswerSchema,
    topics,
    compute: () => videosAnswer(db()),
  });

  publicGet(app, '/api/videos/:id', {
    tags,
    summary: 'One official video or live stream, with whether it is streaming',
    params: videoParams,
    schema: publicVideoSchema,
    topics,
    compute: ({ params }) => videoAnswer(db(), params.id),
    notFound: ({ params }) => ({ key: 'videoNotFound', params: { id: String(params.id) } }),
  });

  publicGet(app, '/api/safe-sport', {
    tags,
    summary: 'The safe-sport information and its video',
    schema: safeSportAnswerSchema,
    topics,
    compute: () => safeSportAnswer(db()),
  });
};
