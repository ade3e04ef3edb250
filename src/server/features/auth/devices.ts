import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie: proof that this browser has logged in to an account before. A failed
 * guess from elsewhere must not slow the owner down, so a device that holds the proof for
 * the account it logs in to has a failure budget of its own (see login-limits.ts).
 *
 * The value is `<nonce>.<proof>.<proof>…`: one random nonce per browser and, for each of the
 * last few accounts that logged in on it, HMAC-SHA256(account's password hash, id:nonce).
 * The password hash is a secret only the database holds, so nobody can forge a proof without
 * a successful login, and a new password (a restore) voids every proof made with the old one.
 * Nothing is stored: checking a proof costs one HMAC, no argon2.
 */
const PART = /^[A-Za-z0-9_-]{22}$/;
/** Accounts remembered per browser (a shared family tablet, a desk PC). */
const MAX_ACCOUNTS = 5;
const MAX_AGE_S = 365 * 24 * 60 * 60;

export interface Device {
  nonce: string;
  proofs: string[];
}
export interface Account {
  id: number;
  passwordHash: string;
}

/**
 * Sent only to the account routes; over HTTPS the name's __Secure- prefix makes browsers
 * refuse it unless it is Secure.
 */
export const deviceCookieName = (req: FastifyRequest) =>
  req.protocol === 'https' ? '__Secure-device' : 'device';
const COOKIE_PATH = '/api/auth';

export function readDevice(req: FastifyRequest): Device | null {
  const value = req.cookies[deviceCookieName(req)];
  if (!value || value.length > 200) return null;
  const [nonce, ...proofs] = value.split('.');
  if (!nonce || !PART.test(nonce) || proofs.length > MAX_ACCOUNTS || !proofs.every((p) => PART.test(p)))
    return null;
  return { nonce, proofs };
}

const proofFor = (account: Account, nonce: string) =>
  createHmac('sha256', account.passwordHash).update(`${account.id}:${nonce}`).digest().subarray(0, 16);

/** Whether this device has logged in to the account (with its current password). */
export function knows(device: Device | null, account: Account): boolean {
  if (!device) return false;
  const expected = proofFor(account, device.nonce);
  return device.proofs.some((p) => {
    const given = Buffer.from(p, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** After a successful login or sign-up: the device now knows this account too. */
export function rememberDevice(req: FastifyRequest, reply: FastifyReply, account: Account) {
  const device = readDevice(req) ?? { nonce: randomBytes(16).toString('base64url'), proofs: [] };
  const proof = proofFor(account, device.nonce).toString('base64url');
  const proofs = [proof, ...device.proofs.filter((p) => p !== proof)].slice(0, MAX_ACCOUNTS);
  reply.setCookie(deviceCookieName(req), [device.nonce, ...proofs].join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: MAX_AGE_S,
  });
}
