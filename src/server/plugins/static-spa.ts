import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { notFound } from '../http-error';
import { decodedPath } from '../request-path';
import { appShell } from './app-shell';
import { firstPaintScript, inlineFirstPaint } from './first-paint-script';
import { findRedirect } from '../features/redirects';

const NEVER_CACHE = 'no-cache, no-store, must-revalidate';
const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets for a year, the shell and the service worker
 * never cached (so a new build reaches users), history fallback for client routes,
 * and server-side redirects for document requests to moved paths (decision 0003).
 * A missing file 404s; it never comes back as index.html, which would break the
 * client's chunk-load recovery.
 */
export const staticSpaPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const indexFile = path.join(config.staticDir, 'index.html');
    const built = fs.existsSync(indexFile);
    const template = built
      ? inlineFirstPaint(fs.readFileSync(indexFile, 'utf8'), firstPaintScript(config.staticDir))
      : null;
    const indexHtml = template ? appShell(template, config) : null;
    if (built) {
      await app.register(fastifyStatic, {
        root: config.staticDir,
        index: false,
        // One route per built file instead of a catch-all: any other path (an API path too
        // long for its route, a client route) reaches the fallback below, never the file
        // system, which would answer a 403 for a name too long to look up.
        wildcard: false,
        // The build writes a Brotli copy beside each file (name.br): a browser that takes
        // Brotli gets those bytes with their length, nothing compressed per request.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // The copy is cached as the file it stands for (sw.js.br as sw.js: never).
          const rel = path
            .relative(config.staticDir, filePath)
            .split(path.sep)
            .join('/')
            .replace(/\.br$/, '');
          if (rel.startsWith('assets/')) reply.header('cache-control', YEAR);
          else if (rel === 'index.html' || rel === 'sw.js' || rel.endsWith('.webmanifest'))
            reply.header('cache-control', NEVER_CACHE);
          else reply.header('cache-control', 'public, max-age=86400');
        },
      });
    }

    const documentFallback = async (req: FastifyRequest, reply: FastifyReply) => {
      const pathname = req.url.split('?')[0]!;
      // Decoded as the router and the security headers read it: /%61pi/x is an unknown API route.
      const decoded = decodedPath(pathname);
      if (decoded === '/api' || decoded.startsWith('/api/')) {
        throw notFound('notFound', { method: req.method, url: pathname });
      }
      const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
      if ((req.method === 'GET' || req.method === 'HEAD') && !looksLikeFile) {
        const moved = await findRedirect(app.database.db, pathname);
        if (moved) return reply.redirect(moved.target, moved.status);
        if (indexHtml) {
          reply.header('cache-control', NEVER_CACHE);
          return reply.type('text/html; charset=utf-8').send(indexHtml(pathname));
        }
      }
      return reply.status(404).type('text/plain').send('Not found');
    };
    // "/" is a client route too (the static plugin would answer it as a directory).
    app.get('/', { schema: { hide: true } }, documentFallback);
    app.setNotFoundHandler(documentFallback);
  },
  { name: 'static-spa', dependencies: ['database'] },
);
