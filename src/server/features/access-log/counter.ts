import UAParser from 'ua-parser-js';
import type { DeviceClass } from '../../../shared/contracts/access-log';
import { pagePattern } from '../../../shared/domain/page-paths';

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

export interface Bucket {
  hour: Date;
  kind: 'page' | 'api';
  route: string;
  device: DeviceClass;
  status: number;
  count: number;
}

/**
 * Request counts held in memory until the next flush. Counting a request is a string key
 * and a Map increment; parsing a User-Agent or matching a page path happens once per
 * distinct value.
 */
export class AccessCounter {
  private counts = new Map<string, number>();
  private devices = new Map<string, DeviceClass>();
  private pages = new Map<string, string>();

  count(
    kind: 'page' | 'api',
    route: string,
    userAgent: string | undefined,
    status: number,
    now = Date.now(),
  ) {
    const ua = userAgent ?? '';
    let device = this.devices.get(ua);
    if (device === undefined) {
      if (this.devices.size >= MEMO_MAX) this.devices.clear();
      device = deviceClass(ua);
      this.devices.set(ua, device);
    }
    const key = `${now - (now % HOUR_MS)}\t${kind}\t${route}\t${device}\t${status}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
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

  get pending(): number {
    return this.counts.size;
  }

  /** Takes every pending count, leaving none. */
  take(): Bucket[] {
    const taken = this.counts;
    this.counts = new Map();
    return [...taken].map(([key, count]) => {
      const [hour, kind, route, device, status] = key.split('\t') as [
        string,
        Bucket['kind'],
        string,
        DeviceClass,
        string,
      ];
      return { hour: new Date(Number(hour)), kind, route, device, status: Number(status), count };
    });
  }

  /** Puts counts back after a failed flush, so the next one writes them. */
  restore(buckets: Bucket[]) {
    for (const b of buckets) {
      const key = `${b.hour.getTime()}\t${b.kind}\t${b.route}\t${b.device}\t${b.status}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + b.count);
    }
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
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return { kind: 'api', route: !is404 && routePattern ? routePattern : '/api/(unknown)' };
  }
  // Scripts, styles, images and the service worker are files, not page views.
  if ((method !== 'GET' && method !== 'HEAD') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return null;
  return { kind: 'page', route: counter.pagePattern(pathname) };
}
