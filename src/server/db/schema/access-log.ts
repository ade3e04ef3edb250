import { bigint, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per hour, route pattern, device class and status code. Nothing here
 * identifies a person: no address, user, cookie or raw URL. Each instance adds its counts
 * to a row with one upsert per bucket, so counts from several instances add up.
 */
export const accessLogBuckets = pgTable(
  'access_log_buckets',
  {
    /** The start of the hour (UTC). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** 'page' for a document the app serves, 'api' for an API call. */
    kind: text('kind').notNull(),
    route: text('route').notNull(),
    /** Bot, Desktop, Mobile or Tablet. */
    device: text('device').notNull(),
    status: smallint('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.kind, t.route, t.device, t.status] })],
);

/** Each running server instance's last sign of life, for the organisers' health view. */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  liveClients: integer('live_clients').notNull().default(0),
});
