import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What visitors tell the organisers: a sentiment and a suggestion, kept with who sent it. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** happy | neutral | sad (checked by the shared contract). */
    sentiment: text('sentiment').notNull(),
    suggestion: text('suggestion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created').on(t.createdAt),
    index('feedback_user_created').on(t.userId, t.createdAt),
  ],
);
