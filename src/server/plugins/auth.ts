import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { SessionUser, UserType } from '../../shared/contracts/auth';
import { deleteExpiredAuthRows, readSession } from '../features/auth';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest) => Promise<void>;
    requireRole: (...types: UserType[]) => (req: FastifyRequest) => Promise<void>;
    setSessionCookie: (req: FastifyRequest, reply: FastifyReply, token: string) => void;
    clearSessionCookie: (req: FastifyRequest, reply: FastifyReply) => void;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How often expired sessions, restore tokens and old counters are deleted. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Over HTTPS the cookie is Secure and __Host- prefixed (bound to this host, path /). */
export const cookieName = (req: FastifyRequest) => (req.protocol === 'https' ? '__Host-sid' : 'sid');

/**
 * Sessions (cookie for the web, bearer token for the native app) and the
 * same-origin rule for state-changing requests.
 */
export const authPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(cookie);
    const life = { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS };

    // Expired rows are refused when presented, but would pile up without this sweep.
    let sweeping: Promise<unknown> = Promise.resolve();
    const sweeper = setInterval(() => {
      sweeping = deleteExpiredAuthRows(app.database.db, { maxSessionDays: config.SESSION_MAX_DAYS }).catch(
        (err: unknown) => app.log.warn({ err }, 'deleting expired sessions failed'),
      );
    }, CLEANUP_EVERY_MS);
    sweeper.unref();
    // Before the database closes: no new sweep, and the running one finishes.
    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      await sweeping;
    });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const publicOrigin = new URL(config.publicUrl).origin;
    app.addHook('onRequest', async function originCheckAndSession(req) {
      // Every unsafe request, whatever its path: the raw URL is no guide, since an encoded
      // path (/%61pi/...) reaches the same handler as the plain one.
      if (UNSAFE.has(req.method)) {
        const origin = req.headers.origin;
        const site = req.headers['sec-fetch-site'];
        const own = `${req.protocol}://${req.host}`;
        if ((origin && origin !== own && origin !== publicOrigin) || site === 'cross-site') {
          throw new HttpError(403, 'CROSS_ORIGIN', 'crossOrigin');
        }
      }
      // Sessions matter to API routes only; the routed path, as the router decoded it.
      if (!req.routeOptions.url?.startsWith('/api/')) return;
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const token = bearer ?? req.cookies[cookieName(req)];
      if (!token) return;
      const session = await readSession(app.database.db, token, life);
      if (session) {
        req.user = session.user;
        req.sessionId = session.id;
      }
    });

    app.decorate('setSessionCookie', (req: FastifyRequest, reply: FastifyReply, token: string) => {
      reply.setCookie(cookieName(req), token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        path: '/',
        maxAge: config.SESSION_IDLE_DAYS * 24 * 60 * 60,
      });
    });
    app.decorate('clearSessionCookie', (req: FastifyRequest, reply: FastifyReply) => {
      reply.clearCookie(cookieName(req), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
      });
    });

    app.decorate('requireUser', async (req: FastifyRequest) => {
      if (!req.user) throw new HttpError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
    });
    app.decorate('requireRole', (...types: UserType[]) => async (req: FastifyRequest) => {
      if (!req.user) throw new HttpError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
      if (!types.includes(req.user.type)) throw new HttpError(403, 'FORBIDDEN', 'forbidden');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
