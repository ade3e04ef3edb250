import type { FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '../shared/contracts/errors';
import { contentLocale, type MessageKey } from './i18n/messages';
import { FALLBACK_LOCALE, type LocaleTag } from '../shared/domain/locales';

type ZodApp = FastifyInstance<RawServerDefault, never, never, never, ZodTypeProvider>;
type Input<P, Q> = {
  params: P extends z.ZodType ? z.infer<P> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  /** The language names are given in: the reader's for a `localized` read, else always English. */
  locale: LocaleTag;
};

export interface PublicRead<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, T> {
  tags: string[];
  summary: string;
  params?: P;
  query?: Q;
  /** The answer's shape: checked once per data version, then sent as stored bytes. */
  schema: z.ZodType<T>;
  /**
   * The data topics (db/versions.ts) the answer is made of. This is the read's half of the
   * contract with the writes: a write that changes any of this data bumps one of these
   * topics in its transaction, or readers keep the old answer. The public-read freshness
   * test replays every write path against every read to hold both halves to it.
   */
  topics: (input: Input<P, Q>) => string[];
  /** The answer, or null when the id or code in the path is unknown (a 404). */
  compute: (input: Input<P, Q>) => Promise<T | null>;
  /** The 404 message for a null answer. */
  notFound?: (input: Input<P, Q>) => { key: MessageKey; params: Record<string, string> };
  /**
   * The answer names events, phases or disciplines in the reader's language: it is computed
   * and kept once per language (the request's Accept-Language, then the locale cookie).
   */
  localized?: boolean;
}

/**
 * Declares a public read in one place: its OpenAPI schema, its cache (an ETag from the
 * topics' versions, bytes kept per version, no per-request compression because the cache
 * keeps a gzipped copy) and its registration in the list of public reads.
 */
export function publicGet<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, T>(
  app: FastifyInstance,
  path: string,
  read: PublicRead<P, Q, T>,
): void {
  const zodApp = app as unknown as ZodApp;
  const errors = {
    ...(read.params || read.query ? { 400: apiErrorSchema } : {}),
    ...(read.params ? { 404: apiErrorSchema } : {}),
  };
  zodApp.publicCache.reads.add(path);
  zodApp.get(
    path,
    {
      compress: false,
      schema: {
        tags: read.tags,
        summary: read.summary,
        ...(read.params ? { params: read.params } : {}),
        ...(read.query ? { querystring: read.query } : {}),
        response: { 200: read.schema, ...errors },
      },
    },
    (req, reply) => {
      const locale = read.localized ? contentLocale(req.headers) : FALLBACK_LOCALE;
      const input = { params: req.params, query: req.query, locale } as Input<P, Q>;
      return zodApp.publicCache.serve(req, reply, {
        locale: read.localized ? locale : undefined,
        topics: read.topics(input),
        schema: read.schema,
        compute: () => read.compute(input),
        notFound: read.notFound?.(input),
      });
    },
  );
}
