import type { FastifyPluginAsync } from 'fastify';
import { contentAdminRoutes } from './admin-routes';
import { fileRoutes } from './file-routes';
import { contentPublicRoutes } from './public-routes';

/** The organisers' content: the admin (its own encapsulated scope, admins only), the reads and the files. */
export const contentRoutes: FastifyPluginAsync<{ timeZone: string }> = async (app, opts) => {
  await app.register(contentAdminRoutes);
  await app.register(contentPublicRoutes, opts);
  await app.register(fileRoutes);
};
