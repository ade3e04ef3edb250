import { sql } from 'drizzle-orm';
import { USER_TYPES } from '../../../shared/contracts/auth';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** User types; "guest" never reaches the server (it is a local record). */
export const userType = pgEnum('user_type', USER_TYPES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    name: text('name').notNull().default(''),
    type: userType('type').notNull().default('user'),
    organisation: text('organisation'),
    points: integer('points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    index('users_email_lower').on(sql`lower(${t.email})`),
    // The ranking pages through users by points.
    index('users_points').on(t.points),
  ],
);

/** Server-side sessions; the id is the SHA-256 of the token the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use password-restore tokens, stored hashed. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed logins, counted per account and per address before any hashing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_at').on(t.username, t.at),
    index('login_failures_ip_at').on(t.ip, t.at),
  ],
);

/**
 * One row per counted request (sign-ups, restore requests) per limit bucket, such as
 * `signup:ip:203.0.113.9` or `restore:email:ana@example.org`. In the database, like the
 * login failures, so several instances agree.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_at').on(t.bucket, t.at)],
);
