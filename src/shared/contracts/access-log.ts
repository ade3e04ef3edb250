import { z } from 'zod';
import { PAGE_PATHS } from '../domain/page-paths';
import { isoDate } from './common';

export const DEVICE_CLASSES = ['Bot', 'Desktop', 'Mobile', 'Tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
/** The status codes the dashboard always lists, counted or not. */
export const STATUS_CODES = [200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 500, 502, 503] as const;

const day = isoDate;

/** days: the last 7 days by day; weeks: the last 8 weeks by week; custom: from..to by day. */
export const accessLogQuerySchema = z
  .object({
    period: z.enum(['days', 'weeks', 'custom']).default('days'),
    from: day.optional(),
    to: day.optional(),
    device: z.enum(DEVICE_CLASSES).optional(),
  })
  .refine((q) => q.period !== 'custom' || (q.from && q.to && q.from <= q.to), {
    message: 'dateRangeReversed',
    path: ['from'],
  });
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

const countOf = <T extends z.ZodTypeAny>(key: T) => z.array(z.object({ key, count: z.number().int() }));

export const accessLogReportSchema = z.object({
  from: day,
  to: day,
  time_zone: z.string(),
  totals: z.object({
    totalAccess: z.number().int(),
    successCount: z.number().int(),
    errorCount: z.number().int(),
  }),
  /** One point per day or per week (its Monday) of the range, zeros included. */
  views: countOf(z.string()),
  by_device: countOf(z.enum(DEVICE_CLASSES)),
  by_status_class: countOf(z.enum(STATUS_CLASSES)),
  by_code: countOf(z.number().int()),
  /** Screens viewed in the app, as the app reports them (one per navigation); bots apart. */
  screens: z.object({
    /** Views by people's devices (bots left out). */
    total: z.number().int(),
    /** The most viewed route patterns ('/participants/profile/:id'), most first. */
    by_route: countOf(z.string()),
    /** Desktop, Mobile and Tablet. */
    by_device: countOf(z.enum(DEVICE_CLASSES)),
    /** Hour of the day (0-23) in the games' time zone, every hour listed. */
    by_hour: countOf(z.number().int()),
    /** Pages fetched and screens reported by crawlers and scripts, counted apart. */
    bots: z.number().int(),
  }),
  /** The most called API route patterns, most first. */
  api_routes: countOf(z.string()),
});
export type AccessLogReport = z.infer<typeof accessLogReportSchema>;

/**
 * One screen view, as the app reports it once per navigation: the route pattern it opened and
 * nothing else (no address, id, query, user or time), and only a pattern the app has.
 */
export const pageViewSchema = z.object({ route: z.enum(PAGE_PATHS) }).strict();
export type PageView = z.infer<typeof pageViewSchema>;

/** The organisers' view of the running servers and the results feed. */
export const serverOverviewSchema = z.object({
  instances: z.array(
    z.object({
      id: z.string(),
      started_at: z.string(),
      seen_at: z.string(),
      live_clients: z.number().int(),
    }),
  ),
  live_clients: z.number().int(),
  ingest: z.object({
    /** Seconds since the newest ODF message arrived; null when none has. */
    lag_s: z.number().nullable(),
    last_by_type: z.array(
      z.object({ document_type: z.string(), received_at: z.string(), outcome: z.string() }),
    ),
  }),
});
export type ServerOverview = z.infer<typeof serverOverviewSchema>;
