import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';

/**
 * A lesson an account finished. Lessons live in their course's content fields, so the row
 * names the lesson by its id inside the course; a lesson the organisers remove later leaves
 * a row that no longer counts.
 */
export const courseLessonsDone = pgTable(
  'course_lessons_done',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.lessonId] })],
);

/**
 * A certificate, issued once per account and course when the last lesson is finished. The
 * holder's name and the course's title are kept as they were that day, so the PDF and the
 * public check say the same thing even after a rename; the course may be deleted later
 * without voiding what was earned.
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable: the only key the public check accepts. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => contentItems.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    /** `{ en, es, pt, az }`, English filled in where a translation was missing. */
    courseTitle: jsonb('course_title').notNull().$type<Record<'en' | 'es' | 'pt' | 'az', string>>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_certificates_code').on(t.code),
    uniqueIndex('course_certificates_user_course').on(t.userId, t.courseId),
    index('course_certificates_course').on(t.courseId),
  ],
);
