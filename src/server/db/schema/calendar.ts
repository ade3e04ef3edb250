import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A reader's personal calendar address. Only a SHA-256 of the secret is kept: a copy of the
 * database gives no working address, and revoking is deleting the row.
 */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
