import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { gt, asc, sql, lt } from 'drizzle-orm';
import type { LiveMessage } from '../../shared/contracts/live';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';
import { LIVE_CHANNEL } from '../db/versions';

/** Recent changes kept in memory, so most reconnections resume without a query. */
const RING_SIZE = 10_000;
/** More missed changes than this and the client is told to refetch everything instead. */
const MAX_REPLAY = 5_000;
export const HEARTBEAT_MS = 15_000;
/** The change log is pruned after this long; older Last-Event-IDs get a reset. */
const RETENTION = '2 hours';
const PRUNE_MS = 10 * 60_000;
/** A client this far behind on its socket is dropped (it reconnects and resumes). */
const MAX_BUFFERED = 1024 * 1024;

const HEARTBEAT = Buffer.from(':\n\n');

export interface LiveChange {
  id: number;
  topic: string;
  version: number;
}

/** `unit:CODE` → {topic: 'unit', id: 'CODE'}; `medals` → {topic: 'medals', id: null}. */
export function toMessage(change: LiveChange): LiveMessage {
  const at = change.topic.indexOf(':');
  return at < 0
    ? { topic: change.topic, id: null, version: change.version }
    : { topic: change.topic.slice(0, at), id: change.topic.slice(at + 1), version: change.version };
}

function frame(change: LiveChange): string {
  return `id: ${change.id}\ndata: ${JSON.stringify(toMessage(change))}\n\n`;
}

/**
 * An open stream: `sent` is the last id the client has (written to it, or its own
 * Last-Event-ID); while it still receives its replay, live changes wait in `queue`.
 */
interface Stream {
  sent: number;
  queue: LiveChange[] | null;
}

/** How many streams may be open: in all, and from one client address. */
export interface StreamLimits {
  total: number;
  perAddress: number;
}

/**
 * The live hub (decision 0007). Every committed version bump arrives here
 * through LISTEN (PostgreSQL: from any instance; PGlite: from this process), updates the
 * public cache's versions first (so a refetch gets the new answer) and then goes out to
 * every open SSE stream. Frames of one tick are written to each socket in one write.
 */
export class LiveHub {
  private clients = new Map<ServerResponse, Stream>();
  private perAddress = new Map<string, number>();
  private ring: LiveChange[] = [];
  private lastId = 0;
  private pending: LiveChange[] = [];
  private flushScheduled = false;
  private heartbeat?: NodeJS.Timeout;
  private pruner?: NodeJS.Timeout;
  private unlisten?: () => Promise<void>;
  private listeners = new Set<(change: LiveChange) => void>();
  /** Changes delivered to this hub since start (benchmarks and tests). */
  delivered = 0;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly onVersion: (topic: string, version: number) => void = () => {},
    private readonly limits: StreamLimits = { total: Infinity, perAddress: Infinity },
  ) {}

  /** Whether a stream for this address would go over a limit (call right before attach). */
  refusal(address: string): 'total' | 'address' | null {
    if (this.clients.size >= this.limits.total) return 'total';
    if ((this.perAddress.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    return null;
  }

  async start(): Promise<void> {
    const [row] = await this.database.db
      .select({ max: sql<string | null>`max(${liveEvents.id})` })
      .from(liveEvents);
    this.lastId = Number(row?.max ?? 0);
    this.unlisten = await this.database.listen(
      LIVE_CHANNEL,
      (payload) => this.receive(payload),
      () => void this.catchUp(),
    );
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.pruner = setInterval(() => void this.prune(), PRUNE_MS);
    this.pruner.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.pruner);
    await this.unlisten?.();
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }

  get size(): number {
    return this.clients.size;
  }

  get currentId(): number {
    return this.lastId;
  }

  /** In-process subscription (tests, the benchmark's own bookkeeping). */
  subscribe(listener: (change: LiveChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(payload: string): void {
    const [id, version, ...topic] = payload.split(' ');
    const change = { id: Number(id), version: Number(version), topic: topic.join(' ') };
    if (!Number.isSafeInteger(change.id) || change.id <= this.lastId) return; // seen already
    this.accept(change);
  }

  private accept(change: LiveChange): void {
    this.lastId = change.id;
    this.onVersion(change.topic, change.version);
    this.ring.push(change);
    if (this.ring.length > RING_SIZE) this.ring.splice(0, this.ring.length - RING_SIZE);
    this.delivered += 1;
    for (const listener of this.listeners) listener(change);
    this.pending.push(change);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** After the LISTEN connection came back: what was committed meanwhile, from the log. */
  private async catchUp(): Promise<void> {
    const rows = await this.database.db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, this.lastId))
      .orderBy(asc(liveEvents.id))
      .limit(MAX_REPLAY);
    for (const r of rows) if (r.id > this.lastId) this.accept(r);
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    // Encoded once, written to every socket: the cost per client is one write call. A client
    // that already has some of the batch (it attached between a change's arrival and this
    // flush, and got it from the ring; or it resumed from a position this instance had not
    // heard of yet) gets only the rest: never twice, never backwards.
    const bytes = Buffer.from(batch.map(frame).join(''));
    const first = batch[0]!.id;
    const last = batch.at(-1)!.id;
    for (const [res, stream] of this.clients) {
      if (stream.queue) {
        stream.queue.push(...batch);
        continue;
      }
      if (stream.sent >= last) continue;
      if (stream.sent < first) this.write(res, bytes);
      else
        this.write(
          res,
          batch
            .filter((c) => c.id > stream.sent)
            .map(frame)
            .join(''),
        );
      stream.sent = last;
    }
  }

  private write(res: ServerResponse, chunk: string | Buffer): void {
    if (res.writableLength > MAX_BUFFERED) {
      res.destroy(); // too slow: it reconnects and resumes from its Last-Event-ID
      return;
    }
    res.write(chunk);
  }

  /** Writes the keep-alive comment to every stream (every HEARTBEAT_MS). */
  beat(): void {
    for (const [res, stream] of this.clients) if (!stream.queue) this.write(res, HEARTBEAT);
  }

  private async prune(): Promise<void> {
    await this.database.db
      .delete(liveEvents)
      .where(lt(liveEvents.at, sql`now() - ${RETENTION}::interval`))
      .catch(() => {});
  }

  /**
   * Opens a stream on a raw response. `lastEventId`: the last change the client has seen
   * (EventSource sends it again on reconnection); what came after is replayed first.
   */
  async attach(res: ServerResponse, lastEventId: number | undefined, address = ''): Promise<void> {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    res.on('close', () => {
      this.clients.delete(res);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    // The id-only frame sets the browser's last event id without an event, so even a client
    // that received nothing yet resumes from here after a drop.
    if (lastEventId === undefined || lastEventId === this.lastId) {
      this.clients.set(res, { sent: this.lastId, queue: null });
      res.write(`retry: 2000\nid: ${this.lastId}\n\n`);
      return;
    }
    if (lastEventId > this.lastId) {
      // A position past ours. Either this instance has yet to hear of changes another one
      // already sent the client (LISTEN lags a little): it gets only what comes after; or the
      // position is from another history of the database (restored, re-seeded): it refetches.
      const stream: Stream = { sent: lastEventId, queue: null };
      this.clients.set(res, stream);
      res.write(`retry: 2000\nid: ${lastEventId}\n\n`);
      const [row] = await this.database.db
        .select({ max: sql<string | null>`max(${liveEvents.id})` })
        .from(liveEvents);
      if (res.destroyed || Number(row?.max ?? 0) >= lastEventId) return;
      res.write(`id: ${this.lastId}\nevent: reset\ndata: {}\n\n`);
      stream.sent = this.lastId;
      return;
    }
    const catching = { sent: lastEventId, queue: [] as LiveChange[] };
    this.clients.set(res, catching);
    res.write('retry: 2000\n\n');
    const missed = await this.missedSince(lastEventId);
    if (res.destroyed) return;
    if (missed === null) {
      // Too far behind (or pruned): the client refetches everything it shows.
      res.write(`id: ${this.lastId}\nevent: reset\ndata: {}\n\n`);
      catching.queue = catching.queue.filter((c) => c.id > this.lastId);
    }
    let sent = missed === null ? this.lastId : lastEventId;
    const out: string[] = [];
    for (const change of [...(missed ?? []), ...catching.queue]) {
      if (change.id <= sent) continue;
      out.push(frame(change));
      sent = change.id;
    }
    if (out.length) this.write(res, out.join(''));
    this.clients.set(res, { sent, queue: null });
  }

  private async missedSince(after: number): Promise<LiveChange[] | null> {
    const first = this.ring[0];
    if (first && first.id <= after + 1) return this.ring.filter((c) => c.id > after);
    const [oldest] = await this.database.db
      .select({ min: sql<string | null>`min(${liveEvents.id})` })
      .from(liveEvents);
    if (oldest?.min == null || Number(oldest.min) > after + 1) return null;
    const rows = await this.database.db
      .select({ id: liveEvents.id, topic: liveEvents.topic, version: liveEvents.version })
      .from(liveEvents)
      .where(gt(liveEvents.id, after))
      .orderBy(asc(liveEvents.id))
      .limit(MAX_REPLAY + 1);
    return rows.length > MAX_REPLAY ? null : rows;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

export const liveHubPlugin = fp<{ limits?: StreamLimits }>(
  async (app, { limits }) => {
    const hub = new LiveHub(
      app.database,
      (topic, version) => app.publicCache.noteVersion(topic, version),
      limits,
    );
    await hub.start();
    app.publicCache.versionsArePushed();
    app.decorate('liveHub', hub);
    // Before the database closes: stop listening and end the streams (graceful shutdown).
    app.addHook('preClose', () => hub.stop());
  },
  { name: 'live-hub', dependencies: ['database', 'public-cache'] },
);
