import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginSchema, signupSchema } from '../../../shared/contracts/auth';
import { authMessage } from '../../../shared/i18n/auth-messages';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { knows, type Account, type Device } from './devices';
import { forgive, reserveAttempt } from './login-limits';
import type { Mail } from './mailer';
import { burnVerify, hashPassword, verifyPassword } from './passwords';
import { enforce, tooManyRequests } from './rate-limits';
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

/**
 * A new account of type user. Whether a name is taken is the one thing sign-up tells a
 * stranger that logging in does not, so a taken name counts exactly as a failed login of that
 * name from this address (the same back-off and per-address cap, checked before the lookup,
 * whatever the name): probing names costs as much as guessing passwords.
 */
export async function signUp(
  db: Db,
  input: z.output<typeof signupSchema>,
  ip: string,
  limits: AddressLimits,
): Promise<Account> {
  const { username, email, cpf, password } = input;
  await enforce(db, [{ bucket: `signup:ip:${ip}`, max: limits.signups, windowMs: ADDRESS_WINDOW_MS }]);
  const attempt = await reserveAttempt(db, { username, ip }, limits.loginFailures);
  if ('wait' in attempt) throw tooManyRequests(attempt.wait);
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
    await forgive(db, attempt.reservation);
    return { id: row!.id, passwordHash };
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides.
    if ((err as { code?: string }).code === '23505' || String(err).includes('users_username_lower'))
      throw usernameTaken();
    throw err;
  }
}

/**
 * The account for a right username and password. The limits act before any hashing: a
 * device that logged in to this account before is checked against its own failures only,
 * any other against the account's and its address's (login-limits.ts). The attempt is
 * counted as a failure at once, atomically with the check, and forgiven if it succeeds.
 */
export async function checkLogin(
  db: Db,
  input: z.output<typeof loginSchema>,
  from: { ip: string; device: Device | null },
  limits: AddressLimits,
): Promise<Account> {
  const { username, password } = input;
  // An indexed lookup, no hashing: the device proof needs the account's password hash.
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  const knownDevice = user && from.device && knows(from.device, user) ? from.device.nonce : undefined;
  const attempt = await reserveAttempt(db, { username, ip: from.ip, knownDevice }, limits.loginFailures);
  if ('wait' in attempt)
    throw new HttpError(
      429,
      'TOO_MANY_ATTEMPTS',
      'tooManyAttempts',
      { seconds: attempt.wait },
      { 'retry-after': String(attempt.wait) },
    );
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnVerify(password), false);
  if (!user || !ok || !user.active) throw new HttpError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
  await forgive(db, attempt.reservation);
  return { id: user.id, passwordHash: user.passwordHash };
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

/**
 * Sets a new password with a restore token; the token, the user's other links and sessions
 * die. Returns the account, so the device that proved it reads the owner's mail becomes a
 * known device (a guesser keeping the account's back-off busy cannot hold its owner out).
 */
export async function restorePassword(db: Db, token: string, password: string): Promise<Account> {
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
    if (!claimed) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    // Every other link mailed to this user dies with the old password, and every session.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    return { id: claimed.userId, passwordHash };
  });
  if (!changed) throw invalid();
  return changed;
}
