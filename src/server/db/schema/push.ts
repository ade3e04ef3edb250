import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Follow } from '../../../shared/domain/follow-values';
import type { PushKind } from '../../../shared/contracts/push';
import { users } from './auth';

/** A browser's (or native shell's) push address with the reader's choices. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The push service's address for this browser: one row per address. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The account whose follows count; null for a guest, whose follows come with the subscription. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    follows: jsonb('follows').$type<Follow[]>().notNull().default([]),
    kinds: jsonb('kinds').$type<PushKind[]>().notNull(),
    /** Quiet hours in minutes after midnight of `time_zone`; both null: none. */
    quietFrom: smallint('quiet_from'),
    quietTo: smallint('quiet_to'),
    timeZone: text('time_zone').notNull(),
    locale: text('locale').notNull(),
    /** Outcome notices (official result, medal) say only that there is one: the reader's spoiler-free mode. */
    spoilerFree: boolean('spoiler_free').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/**
 * One row per notice per subscription, inserted before sending: whichever server instance
 * inserts it sends, the others find it taken. That is what makes a notice go out once.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.notice] })],
);

/**
 * The start time each unit had when the notifier last looked: a different one now is a
 * move worth telling. The row update decides which instance noticed it first.
 */
export const pushUnitTimes = pgTable('push_unit_times', {
  unitCode: text('unit_code').primaryKey(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
