import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Accounts that watched the safe-sport video to the end (a guest's mark stays on the device). */
export const safeSportViews = pgTable('safe_sport_views', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  watchedAt: timestamp('watched_at', { withTimezone: true }).notNull().defaultNow(),
});
