import UAParser from 'ua-parser-js';
import type { DeviceClass } from '../../../shared/contracts/access-log';
import { pagePattern } from '../../../shared/domain/page-paths';
import { decodedPath } from '../../request-path';

const HOUR_MS = 3_600_000;
/** Distinct User-Agent strings and page paths remembered; past this the memo starts afresh. */
const MEMO_MAX = 5_000;

// Crawlers, link previewers, uptime probes and scripted clients; the parser only knows browsers.
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|preview|monitor|curl\/|wget\/|python-|go-http-client|okhttp|java\/|httpclient|axios\/|node-fetch|undici|scrapy|lighthouse/i;

/** Bot, Desktop, Mobile or Tablet, from the User-Agent alone (an empty one is a script). */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent || BOT.test(userAgent)) return 'Bot';
  const type = new UAParser(userAgent).getDevice().type;
  if (type === 'mobile' || type === 'wearable') return 'Mobile';
  if (type === 'tablet') return 'Tablet';
  return 'Desktop';
}

/**
 * page: a document the server sent; api: an API call; view: a screen the app reports it
 * opened (once per navigation, by its route pattern).
 */
export type AccessKind = 'page' | 'api' | 'view';
const KINDS: AccessKind[] = ['page', 'api', 'view'];

export interface Bucket {
  hour: Date;
  kind: AccessKind;
  route: string;
  device: DeviceClass;
  status: number;
  count: number;
}

const DEVICES: DeviceClass[] = ['Bot', 'Desktop', 'Mobile', 'Tablet'];
const DEVICE_INDEX = new Map(DEVICES.map((d, i) => [d, i]));

/** hour start → kind → route → device index × 1000 + status → count */
type Counts = Map<number, Record<AccessKind, Map<string, Map<number, number>>>>;

/**
 * Request counts held in memory until the next flush. Counting a request allocates
 * nothing: nested Map lookups keyed by the route pattern (a string the router keeps, whose
 * hash is already known) and a small integer for device and status. Parsing a User-Agent
 * or matching a page path happens once per distinct value.
 */
export class AccessCounter {
  private counts: Counts = new Map();
  private devices = new Map<string, number>();
  private pages = new Map<string, string>();

  count(kind: AccessKind, route: string, userAgent: string | undefined, status: number, now = Date.now()) {
    const ua = userAgent ?? '';
    let device = this.devices.get(ua);
    if (device === undefined) {
      if (this.devices.size >= MEMO_MAX) this.devices.clear();
      device = DEVICE_INDEX.get(deviceClass(ua))!;
      this.devices.set(ua, device);
    }
    const hour = now - (now % HOUR_MS);
    let byKind = this.counts.get(hour);
    if (!byKind) {
      byKind = { page: new Map(), api: new Map(), view: new Map() };
      this.counts.set(hour, byKind);
    }
    const byRoute = byKind[kind];
    let cells = byRoute.get(route);
    if (!cells) {
      cells = new Map();
      byRoute.set(route, cells);
    }
    const cell = device * 1000 + status;
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
  }

  /** The client route pattern of a page path, memoised. */
  pagePattern(pathname: string): string {
    let pattern = this.pages.get(pathname);
    if (pattern === undefined) {
      if (this.pages.size >= MEMO_MAX) this.pages.clear();
      pattern = pagePattern(pathname);
      this.pages.set(pathname, pattern);
    }
    return pattern;
  }

  /** How many buckets wait for the next flush. */
  get pending(): number {
    let n = 0;
    for (const byKind of this.counts.values())
      for (const kind of KINDS) for (const cells of byKind[kind].values()) n += cells.size;
    return n;
  }

  /** Takes every pending count, leaving none. */
  take(): Bucket[] {
    const taken = this.counts;
    this.counts = new Map();
    const out: Bucket[] = [];
    for (const [hour, byKind] of taken) {
      for (const kind of KINDS) {
        for (const [route, cells] of byKind[kind]) {
          for (const [cell, count] of cells) {
            out.push({
              hour: new Date(hour),
              kind,
              route,
              device: DEVICES[Math.floor(cell / 1000)]!,
              status: cell % 1000,
              count,
            });
          }
        }
      }
    }
    return out;
  }

  /** Puts counts back after a failed flush, so the next one writes them. */
  restore(buckets: Bucket[]) {
    for (const b of buckets) this.add(b);
  }

  private add(b: Bucket) {
    const device = DEVICE_INDEX.get(b.device)!;
    // Same cells as count(), without the User-Agent.
    const hour = b.hour.getTime();
    let byKind = this.counts.get(hour);
    if (!byKind) {
      byKind = { page: new Map(), api: new Map(), view: new Map() };
      this.counts.set(hour, byKind);
    }
    let cells = byKind[b.kind].get(b.route);
    if (!cells) {
      cells = new Map();
      byKind[b.kind].set(b.route, cells);
    }
    const cell = device * 1000 + b.status;
    cells.set(cell, (cells.get(cell) ?? 0) + b.count);
  }
}

/** What counts as a page or API request, and under which route pattern; null: not counted. */
export function classify(
  counter: AccessCounter,
  method: string,
  url: string,
  routePattern: string | undefined,
  is404: boolean,
): { kind: 'page' | 'api'; route: string } | null {
  // Decoded as the router reads it: /%61pi/medals is counted as the API read it is.
  const pathname = decodedPath(url);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return { kind: 'api', route: !is404 && routePattern ? routePattern : '/api/(unknown)' };
  }
  // Scripts, styles, images and the service worker are files, not page views.
  if ((method !== 'GET' && method !== 'HEAD') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return null;
  return { kind: 'page', route: counter.pagePattern(pathname) };
}
