// Minimal Server-Sent Events clients for the drills: one socket each (as separate phones),
// every event id recorded, resuming with Last-Event-ID after a drop as EventSource does.
import http from 'node:http';
import { sleep } from './support';
import { sseReader } from '../../src/server/test/sse-frames';

export interface LiveClient {
  /** Event ids received with data, in arrival order. */
  ids: number[];
  /** Unit messages received: topic `unit`, by unit code. */
  unitFrames: number;
  lastId: number | undefined;
  outOfOrder: number;
  resets: number;
  /** Connections opened (1 + reconnections). */
  connects: number;
  /** `ids.length` and the Last-Event-ID sent at each reconnection (to read a duplicate's story). */
  reconnections: { at: number; lastEventId: number | undefined }[];
  connected: boolean;
  closed: boolean;
  request?: http.ClientRequest;
}

/**
 * Opens a live stream; resolves once the server sent its first frame. With `reconnect`, a
 * dropped stream is reopened every `retryMs` with the last id seen, until `close()`.
 */
export function openLive(
  base: string,
  opts: { reconnect?: boolean; retryMs?: number } = {},
): { client: LiveClient; ready: Promise<void>; close: () => void } {
  const client: LiveClient = {
    ids: [],
    unitFrames: 0,
    lastId: undefined,
    outOfOrder: 0,
    resets: 0,
    connects: 0,
    reconnections: [],
    connected: false,
    closed: false,
  };
  let resolveReady!: () => void;
  let rejectReady!: (err: Error) => void;
  const ready = new Promise<void>((res, rej) => {
    resolveReady = res;
    rejectReady = rej;
  });
  let first = true;

  const connect = () => {
    if (client.closed) return;
    client.connects += 1;
    if (client.connects > 1) client.reconnections.push({ at: client.ids.length, lastEventId: client.lastId });
    const headers: Record<string, string> = {};
    if (client.lastId !== undefined) headers['last-event-id'] = String(client.lastId);
    const req = http.get(`${base}/api/live`, { agent: false, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        dropped(new Error(`live stream answered ${res.statusCode}`));
        return;
      }
      client.connected = true;
      res.setEncoding('utf8');
      res.on(
        'data',
        sseReader(({ id, data, event }) => {
          if (first) {
            first = false;
            resolveReady();
          }
          if (event === 'reset') client.resets += 1;
          if (id !== undefined && data && event !== 'reset') {
            if (client.lastId !== undefined && id <= client.lastId) client.outOfOrder += 1;
            client.ids.push(id);
            const msg = JSON.parse(data) as { topic: string };
            if (msg.topic === 'unit') client.unitFrames += 1;
          }
          if (id !== undefined) client.lastId = id;
        }),
      );
      res.on('end', () => dropped());
      res.on('error', () => dropped());
    });
    client.request = req;
    req.on('error', (err) => dropped(err));
    let gone = false;
    function dropped(err?: Error) {
      if (gone) return;
      gone = true;
      client.connected = false;
      req.destroy();
      if (first && !opts.reconnect) {
        rejectReady(err ?? new Error('live stream closed before its first frame'));
        return;
      }
      if (opts.reconnect && !client.closed) void sleep(opts.retryMs ?? 2000).then(connect);
    }
  };
  connect();
  return {
    client,
    ready,
    close: () => {
      client.closed = true;
      client.request?.destroy();
    },
  };
}
