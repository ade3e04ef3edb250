import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative base (/storage) is already 'self'
  }
}

/** Widgets are the only pages other sites may frame (issue 5, spec §2 "Embedding"). */
export function isEmbeddablePath(url: string): boolean {
  return /^\/(?:[a-z]{3}\/)?widget(?:\/|$|\?)/.test(url);
}

/**
 * Security headers and a CSP strict enough to block injected script: no inline
 * script anywhere (the colour-mode bootstrap is a file), styles may be inline because
 * the toaster and positioned elements set style attributes.
 */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const external = [originOf(config.FLAGS_BASE_URL), originOf(config.STORAGE_BASE_URL)].filter(
      (o): o is string => o !== null,
    );
    await app.register(helmet, {
      frameguard: false, // set below, per path, together with frame-ancestors
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...external],
          mediaSrc: ["'self'", 'blob:', ...external],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
    });
    app.addHook('onSend', async (req, reply) => {
      if (isEmbeddablePath(req.url)) {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') {
          reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'));
        }
      } else {
        reply.header('x-frame-options', 'SAMEORIGIN');
      }
    });
  },
  { name: 'security' },
);
