import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  loginSchema,
  messageSchema,
  restoreConfirmSchema,
  restoreRequestSchema,
  sessionUserSchema,
  signupSchemaFor,
} from '../../../shared/contracts/auth';
import { authMessage } from '../../../shared/i18n/auth-messages';
import type { AppConfig } from '../../config';
import { requestLocale } from '../../i18n/messages';
import { readDevice, rememberDevice } from './devices';
import { createMailer } from './mailer';
import { findSessionUser, listUsers } from './queries';
import { checkLogin, limitRestore, restorePassword, sendRestoreMails, signUp } from './service';
import { createSession, deleteSession } from './sessions';

/** Accounts: sign-up, login and logout, the restore flow, and the account list for admins. */
export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  const mail = { publicUrl: config.publicUrl, send: createMailer(config, app.log) };
  const limits = {
    loginFailures: config.LOGIN_FAILURES_PER_ADDRESS,
    signups: config.SIGNUPS_PER_ADDRESS,
    restores: config.RESTORES_PER_ADDRESS,
  };

  async function startSession(
    req: Parameters<typeof app.setSessionCookie>[0],
    reply: Parameters<typeof app.setSessionCookie>[1],
    userId: number,
    mode: 'cookie' | 'token',
  ) {
    // A fresh session id at every login; the old one (if any) is dropped.
    if (req.sessionId) await deleteSession(db, req.sessionId);
    const token = await createSession(
      db,
      userId,
      { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS },
      req.headers['user-agent'],
    );
    if (mode === 'cookie') app.setSessionCookie(req, reply, token);
    return mode === 'token' ? token : undefined;
  }

  /** Work started after the answer; awaited on close so it never outlives the database. */
  const pending = new Set<Promise<void>>();
  function afterAnswer(work: () => Promise<void>) {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => app.log.error({ err }, 'sending the restore mail failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  }
  app.addHook('onClose', async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  });

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (type user) and log in',
        body: signupSchemaFor(config.SIGNUP_DOCUMENT),
        response: { 201: authResultSchema },
      },
    },
    async (req, reply) => {
      const account = await signUp(db, req.body, req.ip, limits);
      await startSession(req, reply, account.id, 'cookie');
      rememberDevice(req, reply, account);
      return reply.status(201).send({
        user: await findSessionUser(db, account.id),
        message: authMessage('signupSuccess', requestLocale(req)),
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; a new session (cookie, or bearer token for the app)',
        body: loginSchema,
        response: { 200: authResultSchema },
      },
    },
    async (req, reply) => {
      const account = await checkLogin(db, req.body, { ip: req.ip, device: readDevice(req) }, limits);
      const token = await startSession(req, reply, account.id, req.body.session);
      rememberDevice(req, reply, account);
      return {
        user: await findSessionUser(db, account.id),
        message: authMessage('loginSuccess', requestLocale(req)),
        token,
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End this session', response: { 200: messageSchema } } },
    async (req, reply) => {
      if (req.sessionId) await deleteSession(db, req.sessionId);
      app.clearSessionCookie(req, reply);
      return { message: authMessage('logoutSuccess', requestLocale(req)) };
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        response: { 200: z.object({ user: sessionUserSchema }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: req.user! };
    },
  );

  app.post(
    '/api/auth/restore',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-restore link (same answer whether or not the account exists)',
        body: restoreRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const email = req.body.email.toLowerCase();
      await limitRestore(db, email, req.ip, limits);
      // The lookup, the token and the mail happen after the answer has gone, so the answer
      // takes the same time whether or not an account uses this address.
      afterAnswer(() => sendRestoreMails(db, mail, email, locale));
      return { message: authMessage('restoreSent', locale) };
    },
  );

  app.post(
    '/api/auth/restore/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a restore token (single use)',
        body: restoreConfirmSchema,
        response: { 200: messageSchema },
      },
    },
    async (req, reply) => {
      const account = await restorePassword(db, req.body.token, req.body.password);
      rememberDevice(req, reply, account);
      return { message: authMessage('restoreDone', requestLocale(req)) };
    },
  );

  app.get(
    '/api/admin/users',
    {
      // Before the query is validated: a visitor learns nothing about the input.
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'All accounts (admin only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.object({ users: z.array(sessionUserSchema) }) },
      },
    },
    async (req) => ({ users: await listUsers(db, req.query.limit) }),
  );
};
