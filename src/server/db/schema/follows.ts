import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What an account follows (athletes, delegations, events, disciplines). Codes, not row ids,
 * so a follow survives a re-import that renumbers athletes. Guests keep theirs on the device
 * until they log in, when the list is merged in here.
 */
export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.code] }),
    // Push and feeds go from a changed unit's event, delegation or athlete to its followers.
    index('follows_kind_code').on(t.kind, t.code),
  ],
);
