import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { HttpError } from '../http-error';
import { firstPaintScript } from './first-paint-script';
import { decodedPath } from '../request-path';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative base (/storage) is already 'self'
  }
}

/** A tile template's origin; a {s} subdomain placeholder becomes the CSP wildcard. */
function tileOrigin(template: string): string | null {
  const origin = originOf(template.replace('{s}', 'tile-subdomain'));
  return origin?.replace('tile-subdomain', '*') ?? null;
}

/** Widgets are the only pages other sites may frame (the embeddable medal widgets). */
export function isEmbeddablePath(url: string): boolean {
  return /^\/(?:[a-z]{3}\/)?widget(?:\/|$|\?)/.test(url);
}

/** JSON answers of the API (a decoded path); the OpenAPI pages under /api/docs are documents. */
function isApiPath(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
}

/**
 * What every API answer may be cached as unless its route says otherwise: nowhere. Answers
 * to an admin, to a signed-in user or about an account are that person's alone, and a
 * shared cache or the browser's back button must not show them to the next user of the
 * device. Public reads set their own Cache-Control (the public cache's, a file's year),
 * which replaces this one.
 */
export const API_DEFAULT_CACHE_CONTROL = 'no-store';

type Headers = Record<string, string>;

/**
 * Strict-Transport-Security, only on answers that travel over TLS: a browser ignores it on
 * plain HTTP, and RFC 6797 forbids sending it there. Behind a TLS proxy the proxy's
 * X-Forwarded-Proto says so; a client that fakes it over plain HTTP gets a header its
 * browser ignores.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sent on every answer, JSON included: whatever an answer turns out to be opened as (a page,
 * an inline PDF, a JSON file in a tab), a link in it never tells another site its address.
 */
const REFERRER_POLICY = 'no-referrer';

export function overTls(req: IncomingMessage): boolean {
  return (req.socket as TLSSocket).encrypted === true || req.headers['x-forwarded-proto'] === 'https';
}

/**
 * The three header sets, computed once (decision 0006: per-request header building was
 * a tenth of a cached answer's cost). Pages get a CSP strict enough to block injected
 * script: no inline script but the colour-mode bootstrap, allowed by its hash; styles may
 * be inline because the toaster and positioned elements set style attributes. JSON
 * answers get the OWASP REST set: nothing may load or frame them.
 */
export function securityHeaders(
  config: Pick<AppConfig, 'FLAGS_BASE_URL' | 'STORAGE_BASE_URL' | 'MAP_TILE_URL'> &
    Partial<Pick<AppConfig, 'VIDEO_STREAM_ORIGINS'>>,
  /** CSP hashes of the inline scripts the pages carry (the colour-mode bootstrap). */
  scriptHashes: string[] = [],
) {
  const external = [
    originOf(config.FLAGS_BASE_URL),
    originOf(config.STORAGE_BASE_URL),
    tileOrigin(config.MAP_TILE_URL),
  ].filter((o): o is string => o !== null);
  const streams = config.VIDEO_STREAM_ORIGINS ?? [];
  const csp = (frameAncestors: string) =>
    [
      "default-src 'self'",
      `script-src ${["'self'", ...scriptHashes].join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src ${["'self'", 'data:', 'blob:', ...external].join(' ')}`,
      `media-src ${["'self'", 'blob:', ...external, ...streams].join(' ')}`,
      "font-src 'self' data:",
      // hls.js fetches a stream's playlists and segments itself.
      `connect-src ${["'self'", ...streams].join(' ')}`,
      // blob: for the QR scanner's decoder, which the scanning page starts from code it loaded itself.
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join(';');
  const page: Headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  return {
    document: { ...page, 'content-security-policy': csp("'self'"), 'x-frame-options': 'SAMEORIGIN' },
    widget: { ...page, 'content-security-policy': csp('*') },
    // OWASP's REST set, and the referrer policy every answer carries.
    api: {
      'x-content-type-options': 'nosniff',
      'referrer-policy': REFERRER_POLICY,
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    },
  } satisfies Record<string, Headers>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The header sets by kind of answer (the early answers of cached reads use the API's). */
    securityHeaderSets: ReturnType<typeof securityHeaders>;
  }
}

export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const firstPaint = firstPaintScript(config.staticDir);
    const sets = securityHeaders(config, firstPaint ? [firstPaint.hash] : []);
    app.decorate('securityHeaderSets', sets);
    app.addHook('onRequest', function securityHeadersAndNulCheck(req, reply, done) {
      const path = decodedPath(req.url);
      if (isApiPath(path)) {
        reply.headers(sets.api);
        reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
      } else {
        reply.headers(isEmbeddablePath(path) ? sets.widget : sets.document);
      }
      if (overTls(req.raw)) reply.header('strict-transport-security', HSTS);
      // A NUL character in a path or query value can only fail later (PostgreSQL text cannot
      // hold it): refused here for every route, before any lookup or cache.
      if (req.url.includes('%00') || req.url.includes('\u0000')) {
        done(new HttpError(400, 'NUL_IN_ADDRESS', 'addressNul'));
        return;
      }
      done();
    });
  },
  { name: 'security' },
);
