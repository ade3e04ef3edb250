import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The code on a trivia's poster: `v1.<triviaId>.<posterVersion>.<signature>`, the signature
 * an HMAC-SHA256 of the rest under the server's secret (base64url). Only the server can make
 * one, so a guessed or altered code is refused; the poster version lets an organiser withdraw
 * a poster (a new version makes the old codes stale) without changing the secret.
 */
const TOKEN = /^v1\.(\d{1,9})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: Buffer, triviaId: number, posterVersion: number): string {
  return createHmac('sha256', secret).update(`v1.${triviaId}.${posterVersion}`).digest('base64url');
}

export function signToken(secret: Buffer, triviaId: number, posterVersion: number): string {
  return `v1.${triviaId}.${posterVersion}.${signature(secret, triviaId, posterVersion)}`;
}

/** The trivia and poster version a code was signed for, or null when it is not a code we signed. */
export function verifyToken(
  secret: Buffer,
  token: string,
): { triviaId: number; posterVersion: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const triviaId = Number(match[1]);
  const posterVersion = Number(match[2]);
  const expected = Buffer.from(signature(secret, triviaId, posterVersion));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { triviaId, posterVersion };
}

/**
 * The token out of what a scanner read: the token itself, or the whole address the QR code
 * holds (`…/qr-scan?code=<token>`, whatever the host: the signature is what counts).
 */
export function tokenOf(scanned: string): string {
  const value = scanned.trim();
  if (value.startsWith('v1.')) return value;
  try {
    return new URL(value, 'http://x').searchParams.get('code')?.trim() ?? '';
  } catch {
    return '';
  }
}

/** The address a poster's QR code holds. */
export function posterUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/qr-scan?code=${encodeURIComponent(token)}`;
}
