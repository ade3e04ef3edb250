import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginSchema, signupSchema } from '../../../shared/contracts/auth';
import { authMessage } from '../../../shared/i18n/auth-messages';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { clearFailures, reserveAttempt } from './login-limits';
import type { Mail } from './mailer';
import { burnVerify, hashPassword, verifyPassword } from './passwords';
import { enforce } from './rate-limits';
import { newToken, sha256 } from './sessions';

const RESTORE_TTL_MS = 30 * 60 * 1000;
const MINUTE = 60 * 1000;
/**
 * Per-address limits (configured: a venue's Wi-Fi puts thousands of phones behind one public
 * address); the point is that nobody can make the server hash or mail without bound. Checked
 * before any hashing, lookup or mail.
 */
export interface AddressLimits {
  loginFailures: number;
  signups: number;
  restores: number;
}
const ADDRESS_WINDOW_MS = 10 * MINUTE;
/** A victim's inbox gets at most this many restore mails however many addresses ask. */
export const RESTORE_PER_EMAIL = { max: 3, windowMs: 30 * MINUTE };

const usernameTaken = () => new HttpError(409, 'USERNAME_TAKEN', 'usernameTaken');

/** A new account of type user; its id. */
export async function signUp(
  db: Db,
  input: z.output<typeof signupSchema>,
  ip: string,
  limits: AddressLimits,
): Promise<number> {
  const { username, email, cpf, password } = input;
  await enforce(db, [{ bucket: `signup:ip:${ip}`, max: limits.signups, windowMs: ADDRESS_WINDOW_MS }]);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  if (taken) throw usernameTaken();
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await db
      .insert(users)
      .values({ username, email: email.toLowerCase(), cpf: cpf.toUpperCase(), name: username, passwordHash })
      .returning({ id: users.id });
    return row!.id;
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides.
    if ((err as { code?: string }).code === '23505' || String(err).includes('users_username_lower'))
      throw usernameTaken();
    throw err;
  }
}

/** The user id for a right username and password; refuses a locked account before hashing. */
export async function checkLogin(
  db: Db,
  input: z.output<typeof loginSchema>,
  ip: string,
  limits: AddressLimits,
): Promise<number> {
  const { username, password } = input;
  // Limits first: a locked account costs the server no hashing at all. The attempt is
  // counted as a failure now, atomically with the check, and forgiven if it succeeds.
  const wait = await reserveAttempt(db, username, ip, limits.loginFailures);
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
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnVerify(password), false);
  if (!user || !ok || !user.active) throw new HttpError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
  await clearFailures(db, username);
  return user.id;
}

/** Counts a restore request against its address and e-mail; refuses beyond the limits. */
export function limitRestore(db: Db, email: string, ip: string, limits: AddressLimits) {
  return enforce(db, [
    { bucket: `restore:ip:${ip}`, max: limits.restores, windowMs: ADDRESS_WINDOW_MS },
    { bucket: `restore:email:${email}`, ...RESTORE_PER_EMAIL },
  ]);
}

/**
 * Mails a single-use restore link to every active account with this e-mail. The link is built
 * on the configured public address, never the request's Host: that is the client's choice.
 */
export async function sendRestoreMails(
  db: Db,
  mail: { publicUrl: string; send: (m: Mail) => Promise<void> },
  email: string,
  locale: LocaleTag,
) {
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
    const link = `${mail.publicUrl}/auth?token=${encodeURIComponent(token)}`;
    await mail.send({
      to: user.email,
      subject: authMessage('restoreSubject', locale),
      text: authMessage('restoreBody', locale, { link }),
    });
  }
}

/** Sets a new password with a restore token; the token, the user's other links and sessions die. */
export async function restorePassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = sha256(token);
  const invalid = () => new HttpError(400, 'RESTORE_INVALID', 'restoreInvalid');
  // The token first: a made-up token costs one indexed lookup, not a password hash.
  const [found] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  if (!found || found.usedAt || found.expiresAt <= new Date()) {
    if (found) await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
    throw invalid();
  }
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction(async (tx) => {
    // Claiming the token and changing the password commit together, or not at all.
    const [claimed] = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    // Every other link mailed to this user dies with the old password, and every session.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    return true;
  });
  if (!changed) throw invalid();
}
