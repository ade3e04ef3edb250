import { pgTable, text, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Paths that moved (old links, short links), answered by GET /api/redirects. */
export const redirects = pgTable('redirects', {
  path: text('path').primaryKey(),
  target: text('target').notNull(),
  status: smallint('status').notNull().default(302),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
