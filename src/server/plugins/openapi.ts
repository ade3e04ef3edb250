import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/contracts/errors';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. Every route
 * documents the one error body the errors plugin sends for any 4xx, unless it names its
 * own statuses.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Games companion API',
          version: '1',
          description: 'Public and admin API of the games companion.',
        },
      },
      transform: (input) =>
        jsonSchemaTransform({
          ...input,
          schema: { ...input.schema, response: { '4XX': apiErrorSchema, ...(input.schema?.response ?? {}) } },
        }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
