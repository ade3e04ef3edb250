import type { FastifyPluginAsync } from 'fastify';
import {
  ambassadorsAnswerSchema,
  pageParams,
  placesAnswerSchema,
  placesQuerySchema,
  publicPageSchema,
  sponsorsAnswerSchema,
  transportAnswerSchema,
} from '../../../shared/contracts/content';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import {
  ambassadorsAnswer,
  pageAnswer,
  placesAnswer,
  sponsorsAnswer,
  transportAnswer,
} from './public-queries';

/** The organisers' content as readers see it: published items, cached per content version. */
export const contentPublicRoutes: FastifyPluginAsync<{ timeZone: string }> = async (app, opts) => {
  const db = () => app.database.db;
  const tags = ['content'];

  publicGet(app, '/api/places', {
    tags,
    summary: 'Hotels, hospitals and other useful places of one type',
    query: placesQuerySchema,
    schema: placesAnswerSchema,
    topics: () => [TOPICS.content],
    compute: ({ query }) => placesAnswer(db(), query.type),
  });

  publicGet(app, '/api/ambassadors', {
    tags,
    summary: 'Ambassadors (athletes and professors) with the days they are on site',
    schema: ambassadorsAnswerSchema,
    topics: () => [TOPICS.content],
    compute: () => ambassadorsAnswer(db()),
  });

  publicGet(app, '/api/sponsors', {
    tags,
    summary: 'Sponsors by tier',
    schema: sponsorsAnswerSchema,
    topics: () => [TOPICS.content],
    compute: () => sponsorsAnswer(db()),
  });

  publicGet(app, '/api/pages/:slug', {
    tags,
    summary: 'An information page (volunteers, transport guide) with its PDFs',
    params: pageParams,
    schema: publicPageSchema,
    topics: () => [TOPICS.content],
    compute: ({ params }) => pageAnswer(db(), params.slug),
    notFound: ({ params }) => ({ key: 'pageNotFound', params: { slug: params.slug } }),
  });

  publicGet(app, '/api/transport', {
    tags,
    summary: "Shuttle lines with their stops and departures, the transport guide and the games' time zone",
    schema: transportAnswerSchema,
    // The games topic: the time zone is the competition's.
    topics: () => [TOPICS.content, TOPICS.games],
    compute: () => transportAnswer(db(), opts.timeZone),
  });
};
