import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { EarlyAnswers } from '../http-server';
import { overTls } from './security';
import { earlyRequestLine } from './request-log';

/**
 * Every hook a public read's route runs, by lifecycle stage and name, and why an early answer
 * (a cached read written by node:http before Fastify sees the request) may skip it: none of
 * them runs for an early answer. early-answers.test.ts lists the hooks the app registers on
 * its public reads and fails on any not named here, so a new hook is decided on (replicated
 * below, or shown not to matter for a cached GET) before the fast path skips it unseen.
 */
export const HOOKS_AN_EARLY_ANSWER_SKIPS = {
  onRequest: {
    securityHeadersAndNulCheck:
      'replicated: the API header set, computed once, heads every early answer (HSTS over TLS); ' +
      'only a public read of the API is ever cached, so that is the set the hook picks for its ' +
      'decoded path too, however the address was encoded. Its default Cache-Control (no-store) ' +
      'is replaced by the public one on every cached read. Its NUL check cannot apply: a URL ' +
      'holding a NUL was refused, so it is never cached.',
    fastifyCookieHandler: 'not needed: a public read reads no cookie.',
    originCheckAndSession:
      'not needed: only unsafe methods are origin-checked, and a public read is the same ' +
      'answer for every reader, signed in or not.',
  },
  preParsing: {
    preParsing: 'not needed: the request-body decompression of @fastify/compress; a GET has no body.',
  },
  onSend: {
    fastifyCookieOnSendHandler: 'not needed: a public read sets no cookie.',
  },
  onResponse: {
    countAnswer: 'replicated: the access log counts the early answer under its route.',
  },
} as const satisfies Record<string, Record<string, string>>;

/**
 * Cached public reads answered before Fastify: a GET whose answer the public cache holds for
 * the current data versions is written by node:http with the prebuilt status line, headers
 * and bytes. Fastify's per-request objects, route lookup and hook chain cost a cached answer
 * more than node:http's own work: the cached medal table took 28 µs of server CPU a request
 * this way and 48 µs through the route (decision 0039). The query string was valid when the
 * answer was computed, and the same string parses the same way now. Anything else (a miss, a
 * stale entry, another method) goes to Fastify unchanged. One request line is logged and the
 * access log counts it, as for the route.
 */
export const earlyAnswersPlugin = fp<{ early: EarlyAnswers }>(
  async (app, { early }) => {
    const cache = app.publicCache;
    const { accessLog } = app;
    const logLine = earlyRequestLine(app.log);
    early.answerEarlyWith((req, res) => {
      if (req.method !== 'GET') return false;
      const start = performance.now();
      const { headers } = req;
      const answer = cache.ready(
        req.url!,
        headers['if-none-match'],
        headers['accept-encoding'],
        overTls(req),
        headers,
      );
      if (!answer) return false;
      res.writeHead(answer.status, answer.head);
      if (answer.body) res.end(answer.body);
      else res.end();
      if (accessLog.counting) {
        accessLog.counter.count('api', answer.route, headers['user-agent'], answer.status);
      }
      logLine(req.url!, answer.status, Math.round(performance.now() - start));
      return true;
    });
  },
  { name: 'early-answers', dependencies: ['public-cache', 'security', 'access-log'] },
);
