import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { readVersions } from '../db/versions';
import { contentLocale, type MessageKey } from '../i18n/messages';
import type { LocaleTag } from '../../shared/domain/locales';
import { notFound } from '../http-error';
import { HSTS } from './security';
import { codedTag, codingFor, compress, JSON_TYPE, matchingTag, type Coding } from './cached-answer-forms';
import { PUBLIC_CACHE_CONTROL } from '../../shared/domain/public-cache';

/** How stale the in-memory versions may get when another process wrote (decision 0006). */
const REFRESH_MS = 1000;
/**
 * With the live hub pushing every committed bump (NOTIFY, decision 0007), the full
 * re-read is only a safety net: reading thousands of version rows every second costs an
 * embedded database's event loop tens of milliseconds each time.
 */
const PUSHED_REFRESH_MS = 30_000;
const MAX_ENTRIES = 2000;
/**
 * What the stored answers may take in all, bodies and their compressed copies: a crawler or a
 * fuzzer asking thousands of distinct URLs must not grow the process without bound.
 */
const MAX_BYTES = 64 * 1024 * 1024;
const entryBytes = (e: Entry) => (e.body?.length ?? 0) + (e.gzip?.length ?? 0) + (e.br?.length ?? 0);

interface Entry {
  tag: string;
  topics: string[];
  /** The topics' versions the answer was computed at (its tag, as numbers). */
  at: number[];
  /** The route pattern that computed it: the access log counts early answers by it. */
  route: string;
  /** Set for an answer in one language: kept under the URL and language, varying by Accept-Language. */
  locale?: LocaleTag;
  /** null: the id or code is unknown (a 404, remembered per version like any answer). */
  body: Buffer | null;
  gzip?: Buffer;
  br?: Buffer;
  /** The early answers built from it so far, by form (see `ready`). */
  early?: Map<string, ReadyAnswer>;
}

/** An answer ready for node:http: status, a flat header list, body (none for a 304). */
export interface ReadyAnswer {
  status: 200 | 304;
  head: string[];
  body: Buffer | null;
  route: string;
}

export interface ServeOptions<T> {
  /** Data topics (db/versions.ts TOPICS) the answer is made of; its ETag is their versions. */
  topics: string[];
  /** The answer, or null when the id or code in the URL is unknown. */
  compute: () => Promise<T | null>;
  /** The response schema: checked once per version, not on every request. */
  schema: z.ZodType<T>;
  /** The 404 message for a null answer. */
  notFound?: { key: MessageKey; params: Record<string, string> };
  /** The answer's language, for a read whose names are given in the reader's language. */
  locale?: LocaleTag;
}

/** Where an answer in one language is kept: its URL and the language (a URL has no newline). */
const localizedKey = (url: string, locale: LocaleTag) => `${url}\n${locale}`;
const VARY = 'accept-encoding';
const VARY_LOCALIZED = 'accept-encoding, accept-language';

/**
 * Public reads computed once per data version (decision 0006). The ETag comes from the
 * versions of the topics an answer depends on, never from hashing the body, and the
 * serialised (and compressed) bytes are reused until one of those versions moves.
 */
export class PublicCache {
  private versions = new Map<string, number>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private pending = new Map<string, Promise<Entry>>();

  /** The paths of every public read declared with publicGet (the freshness test walks them). */
  readonly reads = new Set<string>();

  /** The API's security headers as node:http's flat list, first in every early answer. */
  private readonly securityHead: string[];

  constructor(
    private readonly database: Pick<Database, 'db'>,
    apiHeaders: Record<string, string> = {},
  ) {
    this.securityHead = Object.entries(apiHeaders).flat();
  }

  private closed = false;

  /** Waits for a background reload, then reloads no more (the database is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await this.loading?.catch(() => {});
  }

  /** Reloads the versions now (after a write by this process or a seed). */
  async refresh(): Promise<void> {
    if (this.closed) return;
    this.loading ??= readVersions(this.database.db)
      .then((v) => {
        // Merge by maximum: a read that started before a commit must not undo a newer
        // version the live hub already noted; versions only grow.
        for (const [topic, version] of this.versions) {
          if ((v.get(topic) ?? 0) < version) v.set(topic, version);
        }
        this.versions = v;
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private refreshMs = REFRESH_MS;

  /** The live hub now pushes every bump of every instance; re-read only as a safety net. */
  versionsArePushed(): void {
    this.refreshMs = PUSHED_REFRESH_MS;
  }

  /** A bump announced by the live hub (any instance): answers for it are fresh at once. */
  noteVersion(topic: string, version: number): void {
    if ((this.versions.get(topic) ?? 0) < version) this.versions.set(topic, version);
  }

  /** The versions we have, null before the first load; a stale set is refreshed in the background. */
  private versionsNow(): Map<string, number> | null {
    if (this.loadedAt === 0) return null;
    if (Date.now() - this.loadedAt > this.refreshMs && !this.loading) {
      // Serve with the versions we have; the next requests see the fresh ones.
      this.refresh().catch(() => {});
    }
    return this.versions;
  }

  /** An answer's ETag and the versions it stands for: the topics' versions now. */
  private async stamp(topics: string[]): Promise<{ tag: string; at: number[] }> {
    if (this.loadedAt === 0) await this.refresh();
    const versions = this.versionsNow()!;
    const at = topics.map((t) => versions.get(t) ?? 0);
    return { tag: `"${at.map((v) => v.toString(36)).join('-')}"`, at };
  }

  /** Whether an entry was computed at the versions we have now (no string built per hit). */
  private isCurrent(entry: Entry, versions: Map<string, number>): boolean {
    for (let i = 0; i < entry.topics.length; i++) {
      if ((versions.get(entry.topics[i]!) ?? 0) !== entry.at[i]) return false;
    }
    return true;
  }

  /**
   * The early path, run before Fastify (early-answers.ts): the answer to a GET of a URL already
   * computed for the current versions, ready to write, or null to let its route run. Its
   * query was valid then, and the same string parses the same way now. Each form of an
   * entry (plain, Brotli, gzip, 304 for any of their tags) is built once, so a hit
   * allocates nothing.
   */
  ready(
    url: string,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    secure: boolean,
    headers: { 'accept-language'?: string; cookie?: string } = {},
  ): ReadyAnswer | null {
    // An answer in one language is kept under URL and language: looked for only on a miss.
    const entry = this.entries.get(url) ?? this.entries.get(localizedKey(url, contentLocale(headers)));
    if (!entry || entry.body === null) return null;
    const versions = this.versionsNow();
    if (!versions || !this.isCurrent(entry, versions)) return null;
    const matched = matchingTag(ifNoneMatch, entry.tag);
    const coding = matched ? undefined : codingFor(entry.body, acceptEncoding);
    const form = `${secure ? 'tls ' : ''}${matched ?? coding ?? 'plain'}`;
    entry.early ??= new Map();
    let answer = entry.early.get(form);
    if (!answer) {
      answer = this.readyAnswer(url, entry, matched, coding, secure);
      entry.early.set(form, answer);
    }
    return answer;
  }

  private readyAnswer(
    url: string,
    entry: Entry,
    matched: string | undefined,
    coding: Coding | undefined,
    secure: boolean,
  ): ReadyAnswer {
    const head = [...this.securityHead, ...(secure ? ['strict-transport-security', HSTS] : [])];
    head.push('cache-control', PUBLIC_CACHE_CONTROL, 'vary', entry.locale ? VARY_LOCALIZED : VARY);
    if (matched) return { status: 304, head: [...head, 'etag', matched], body: null, route: entry.route };
    const body = coding ? this.compressed(url, entry, coding) : entry.body!;
    head.push('content-type', JSON_TYPE, 'etag', coding ? codedTag(entry.tag, coding) : entry.tag);
    if (coding) head.push('content-encoding', coding);
    head.push('content-length', String(body.length));
    return { status: 200, head, body, route: entry.route };
  }

  /** A compressed copy, made on first demand and counted in the byte bound. */
  private compressed(url: string, entry: Entry, coding: Coding): Buffer {
    let copy = entry[coding];
    if (!copy) {
      copy = compress(entry.body!, coding);
      entry[coding] = copy;
      const key = entry.locale ? localizedKey(url, entry.locale) : url;
      if (this.entries.get(key) === entry) this.bytes += copy.length;
    }
    return copy;
  }

  async serve<T>(req: FastifyRequest, reply: FastifyReply, opts: ServeOptions<T>) {
    const stamped = await this.stamp(opts.topics);
    const { at } = stamped;
    // An answer in one language has a tag of its own, so a 304 never crosses languages.
    const tag = opts.locale ? `${stamped.tag.slice(0, -1)}-${opts.locale}"` : stamped.tag;
    const pending304 = this.notModified(req, reply, tag, opts.locale);
    if (pending304) return pending304;

    const key = opts.locale ? localizedKey(req.url, opts.locale) : req.url;
    let entry = this.entries.get(key);
    if (!entry || entry.tag !== tag) {
      const pendingKey = `${tag} ${key}`;
      let promise = this.pending.get(pendingKey);
      if (!promise) {
        promise = opts
          .compute()
          .then((value) => {
            const body = value === null ? null : Buffer.from(JSON.stringify(opts.schema.parse(value)));
            const route = req.routeOptions.url ?? req.url;
            const fresh: Entry = { tag, topics: opts.topics, at, route, body, locale: opts.locale };
            this.store(key, fresh);
            return fresh;
          })
          .finally(() => this.pending.delete(pendingKey));
        this.pending.set(pendingKey, promise);
      }
      entry = await promise;
    }

    if (entry.body === null) {
      reply.removeHeader('cache-control');
      throw notFound(opts.notFound?.key ?? 'notFound', {
        method: req.method,
        url: req.url.split('?')[0]!,
        ...opts.notFound?.params,
      });
    }
    return this.sendEntry(req, reply, entry, entry.body);
  }

  /** Keeps an answer, dropping the oldest ones beyond the count and byte limits. */
  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= entryBytes(old);
    }
    this.entries.set(key, entry);
    this.bytes += entryBytes(entry);
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= entryBytes(oldest);
    }
  }

  /** 304 when the client holds any form of this version (plain, Brotli or gzip). */
  private notModified(req: FastifyRequest, reply: FastifyReply, tag: string, locale?: LocaleTag) {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', locale ? VARY_LOCALIZED : VARY);
    const matched = matchingTag(req.headers['if-none-match'], tag);
    return matched ? reply.header('etag', matched).code(304).send() : undefined;
  }

  private sendEntry(req: FastifyRequest, reply: FastifyReply, entry: Entry, body: Buffer) {
    const pending304 = this.notModified(req, reply, entry.tag, entry.locale);
    if (pending304) return pending304;
    reply.header('content-type', JSON_TYPE);
    const coding = codingFor(body, req.headers['accept-encoding']);
    if (coding) {
      return reply
        .header('etag', codedTag(entry.tag, coding))
        .header('content-encoding', coding)
        .send(this.compressed(req.url, entry, coding));
    }
    return reply.header('etag', entry.tag).send(body);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export const publicCachePlugin = fp(
  async (app) => {
    const cache = new PublicCache(app.database, app.securityHeaderSets.api);
    app.decorate('publicCache', cache);
    // preClose runs before any onClose hook, so before the database closes.
    app.addHook('preClose', () => cache.close());
  },
  { name: 'public-cache', dependencies: ['database', 'security'] },
);
