import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** The options Fastify hands its server factory, its defaults filled in. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Answers a request straight from node:http; true when it did, false to let Fastify have it. */
export type EarlyAnswer = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/**
 * The HTTP server Fastify runs on, with one step in front of it: a request an early answer
 * takes (a public read already in memory, plugins/early-answers.ts) is written by node:http
 * alone, without Fastify's per-request objects, route lookup and hook chain. Everything else
 * goes to Fastify as usual.
 *
 * `app.inject()` calls Fastify's handler directly, so injected requests always take the
 * full path; the early step is tested over a real socket.
 */
export function serverWithEarlyAnswers() {
  let early: EarlyAnswer = () => false;
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const opts = options as unknown as ServerOptions;
    const server = http.createServer(opts.http ?? {}, (req, res) => {
      if (!early(req, res)) handler(req, res);
    });
    // What Fastify sets on a server it creates itself (its defaults fill these options in).
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
  return {
    serverFactory,
    /** Set once the app knows how to answer early (the early-answers plugin does). */
    answerEarlyWith(fn: EarlyAnswer) {
      early = fn;
    },
  };
}

export type EarlyAnswers = ReturnType<typeof serverWithEarlyAnswers>;
