import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';

/** The visitor and the trivia a row is about; both go with the row's user or trivia. */
const visitorAndTrivia = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  triviaId: integer('trivia_id')
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
});

/**
 * A visitor's one go at a trivia. The row is written when the trivia is opened (the server's
 * clock starts the timer) and completed once, on submission; the unique pair makes "answered
 * once" a rule of the database, so two simultaneous submissions record one.
 */
export const triviaAttempts = pgTable(
  'trivia_attempts',
  {
    id: serial('id').primaryKey(),
    ...visitorAndTrivia(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** `{ [questionId]: answerId }` as submitted. */
    answers: jsonb('answers').$type<Record<string, string>>(),
    correct: integer('correct').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    uniqueIndex('trivia_attempts_user_trivia').on(t.userId, t.triviaId),
    index('trivia_attempts_trivia').on(t.triviaId),
  ],
);

/** Trivia a visitor has unlocked by scanning its poster's code. */
export const triviaUnlocks = pgTable(
  'trivia_unlocks',
  {
    ...visitorAndTrivia(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trivia_unlocks_user_trivia').on(t.userId, t.triviaId)],
);
