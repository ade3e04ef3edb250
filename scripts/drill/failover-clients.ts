// The failover drill's live clients (scripts/drill-failover.ts): each holds GET /api/live through
// Caddy over its own HTTP/2 connection and reconnects as EventSource does.
import type http2 from 'node:http2';
import { connectProxy } from './h2-proxy';
import { sseReader } from '../../src/server/test/sse-frames';

export interface Client {
  session: http2.ClientHttp2Session;
  /** The position of the first stream (its id-only frame): the client expects every id after it. */
  startId: number;
  lastId: number;
  retryMs: number;
  ids: number[];
  /** Arrival times of the drilled unit's messages. */
  unitArrivals: number[];
  resets: number;
  drops: number;
  droppedAt: number;
  reconnectMs: number[];
  failedReconnects: number;
  open: boolean;
  closed: boolean;
  /** What each stream began with, for the report on a failed client. */
  history: string[];
}

export interface ClientOptions {
  /** Caddy's HTTPS port. */
  proxyPort: number;
  /** The drilled unit: arrivals of its messages are timed. */
  unitCode: string;
}

export function openStream(c: Client, opts: ClientOptions): Promise<void> {
  return new Promise((resolve) => {
    if (c.session.closed || c.session.destroyed) c.session = connectProxy(opts.proxyPort);
    const headers: http2.OutgoingHttpHeaders = { ':path': '/api/live', accept: 'text/event-stream' };
    if (c.lastId > 0) headers['last-event-id'] = String(c.lastId);
    const opened = performance.now();
    c.history.push(`${(opened / 1000).toFixed(2)}s open with Last-Event-ID ${c.lastId || '-'}`);
    let first = true;
    const req = c.session.request(headers);
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    req.setEncoding('utf8');
    req.on('response', (h) => {
      if (h[':status'] !== 200) {
        c.failedReconnects += 1;
        req.close();
        return;
      }
      if (c.droppedAt) c.reconnectMs.push(performance.now() - c.droppedAt);
      c.droppedAt = 0;
      c.open = true;
    });
    let now = 0;
    const read = sseReader(({ raw, id, data, event = 'message', retry }) => {
      if (retry !== undefined) c.retryMs = retry;
      if (event === 'reset') c.resets += 1;
      if (first) {
        first = false;
        c.history.push(`  first frame ${JSON.stringify(raw)}`);
      }
      if (id !== undefined) {
        if (c.startId < 0) c.startId = id; // the id-only frame of the first stream
        if (data && event === 'message') {
          c.ids.push(id);
          const msg = JSON.parse(data) as { topic: string; id: string | null };
          if (msg.topic === 'unit' && msg.id === opts.unitCode) c.unitArrivals.push(now);
        }
        c.lastId = id;
      }
      settle();
    });
    req.on('data', (chunk: string) => {
      now = performance.now();
      read(chunk);
    });
    const ended = () => {
      settle();
      if (c.closed) return;
      c.history.push(`${(performance.now() / 1000).toFixed(2)}s stream ended after id ${c.lastId}`);
      c.open = false;
      if (!c.droppedAt) {
        c.drops += 1;
        c.droppedAt = performance.now();
      }
      // As EventSource: wait the announced retry time, then resume from the last id.
      setTimeout(() => void openStream(c, opts), c.retryMs).unref();
    };
    req.on('close', ended);
    req.on('error', () => {});
  });
}

export async function openClient(clients: Client[], opts: ClientOptions): Promise<void> {
  const c: Client = {
    session: connectProxy(opts.proxyPort),
    startId: -1,
    lastId: 0,
    retryMs: 2000,
    ids: [],
    unitArrivals: [],
    resets: 0,
    drops: 0,
    droppedAt: 0,
    reconnectMs: [],
    failedReconnects: 0,
    open: false,
    closed: false,
    history: [],
  };
  clients.push(c);
  await openStream(c, opts);
}
