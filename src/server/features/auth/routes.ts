import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  loginSchema,
  messageSchema,
  restoreConfirmSchema,
  restoreRequestSchema,
  sessionUserSchema,
  signupSchema,
} from '../../../shared/contracts/auth';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { authMessage } from '../../../shared/i18n/auth-messages';
import type { AppConfig } from '../../config';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requestLocale } from '../../i18n/messages';
import { clearFailures, reserveAttempt } from './login-limits';
import { createMailer } from './mailer';
import { burnVerify, hashPassword, verifyPassword } from './passwords';
import { enforce } from './rate-limits';
import { createSession, deleteSession, newToken, sessionUserColumns, sha256 } from './sessions';

const RESTORE_TTL_MS = 30 * 60 * 1000;
const MINUTE = 60 * 1000;
/**
 * Sign-ups and restore requests per address and window. Generous: a venue's Wi-Fi puts
 * thousands of phones behind one public address; the point is that nobody can make the
 * server hash or mail without bound. Checked before any hashing, lookup or mail.
 */
export const SIGNUP_PER_ADDRESS = { max: 30, windowMs: 10 * MINUTE };
export const RESTORE_PER_ADDRESS = { max: 20, windowMs: 10 * MINUTE };
/** A victim's inbox gets at most this many restore mails however many addresses ask. */
export const RESTORE_PER_EMAIL = { max: 3, windowMs: 30 * MINUTE };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  const sendMail = createMailer(config, app.log);

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

  async function sendRestoreMails(email: string, locale: ReturnType<typeof requestLocale>) {
    const matches = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true)));
    for (const user of matches) {
      const token = newToken();
      await db.insert(passwordResetTokens).values({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESTORE_TTL_MS),
      });
      // The configured address, never the request's Host: that is the client's choice.
      const link = `${config.publicUrl}/auth?token=${encodeURIComponent(token)}`;
      await sendMail({
        to: user.email,
        subject: authMessage('restoreSubject', locale),
        text: authMessage('restoreBody', locale, { link }),
      });
    }
  }

  const findUser = async (id: number) => {
    const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id));
    return user!;
  };

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (type user) and log in',
        body: signupSchema,
        response: { 201: authResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { username, email, cpf, password } = req.body;
      await enforce(db, [{ bucket: `signup:ip:${req.ip}`, ...SIGNUP_PER_ADDRESS }]);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      if (taken) throw new HttpError(409, 'USERNAME_TAKEN', 'usernameTaken');
      const passwordHash = await hashPassword(password);
      let id: number;
      try {
        const [row] = await db
          .insert(users)
          .values({
            username,
            email: email.toLowerCase(),
            cpf: cpf.toUpperCase(),
            name: username,
            passwordHash,
          })
          .returning({ id: users.id });
        id = row!.id;
      } catch (err) {
        // Two sign-ups racing for one name: the unique index decides.
        if ((err as { code?: string }).code === '23505' || String(err).includes('users_username_lower'))
          throw new HttpError(409, 'USERNAME_TAKEN', 'usernameTaken');
        throw err;
      }
      await startSession(req, reply, id, 'cookie');
      return reply
        .status(201)
        .send({ user: await findUser(id), message: authMessage('signupSuccess', requestLocale(req)) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; a new session (cookie, or bearer token for the app)',
        body: loginSchema,
        response: { 200: authResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { username, password, session } = req.body;
      // Limits first: a locked account costs the server no hashing at all. The attempt is
      // counted as a failure now, atomically with the check, and forgiven if it succeeds.
      const wait = await reserveAttempt(db, username, req.ip);
      if (wait > 0)
        throw new HttpError(
          429,
          'TOO_MANY_ATTEMPTS',
          'tooManyAttempts',
          { seconds: wait },
          { 'retry-after': String(wait) },
        );

      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : (await burnVerify(password), false);
      if (!user || !ok || !user.active) {
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
      }
      await clearFailures(db, username);
      const token = await startSession(req, reply, user.id, session);
      return {
        user: await findUser(user.id),
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
        response: { 200: z.object({ user: sessionUserSchema }), 401: apiErrorSchema },
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
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const email = req.body.email.toLowerCase();
      await enforce(db, [
        { bucket: `restore:ip:${req.ip}`, ...RESTORE_PER_ADDRESS },
        { bucket: `restore:email:${email}`, ...RESTORE_PER_EMAIL },
      ]);
      // The lookup, the token and the mail happen after the answer has gone, so the answer
      // takes the same time whether or not an account uses this address.
      afterAnswer(() => sendRestoreMails(email, locale));
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
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      const tokenHash = sha256(req.body.token);
      // The token first: a made-up token costs one indexed lookup, not a password hash.
      const [token] = await db
        .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash));
      if (!token || token.usedAt || token.expiresAt <= new Date()) {
        if (token) await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
        throw new HttpError(400, 'RESTORE_INVALID', 'restoreInvalid');
      }
      const passwordHash = await hashPassword(req.body.password);
      const changed = await db.transaction(async (tx) => {
        // Claiming the token and changing the password commit together, or not at all.
        const [claimed] = await tx
          .delete(passwordResetTokens)
          .where(
            and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, new Date())),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
        // Every other link mailed to this user dies with the old password, and every session.
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId));
        await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
        return true;
      });
      if (!changed) throw new HttpError(400, 'RESTORE_INVALID', 'restoreInvalid');
      return { message: authMessage('restoreDone', requestLocale(req)) };
    },
  );
};
