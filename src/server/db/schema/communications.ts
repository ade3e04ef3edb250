import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';

/**
 * Official reports and communications an account has opened: what is not in here is unread
 * for that reader. Guests keep the same list on their device instead.
 */
export const contentReads = pgTable(
  'content_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('content_reads_item').on(t.itemId)],
);
