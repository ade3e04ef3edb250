import { z } from 'zod';
import { COURSE_LIMITS, LESSON_TYPES } from '../domain/course-values';
import { text } from './text';

/**
 * A course's fields in the organisers' content (the content contract holds them with the
 * other kinds'; the course pages' reads are in courses.ts, apart, so the two files do not
 * import each other).
 */

// ---------------------------------------------------------------- the content kind's fields

/** A lesson's id inside its course, made by the editor: progress is kept by it. */
export const lessonId = z
  .string()
  .max(40, 'lessonId')
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'lessonId');

const localizedTitle = z.object({
  en: text(200).trim().min(1, 'required'),
  es: text(200).trim().default(''),
  pt: text(200).trim().default(''),
  az: text(200).trim().default(''),
});

/** A video's address: one of ours (a path) or an https one. */
const videoUrl = z
  .string()
  .max(500, 'textTooLong')
  .regex(/^(https:\/\/|\/(?!\/))\S+$/, 'videoUrlFormat');

export const courseLessonSchema = z
  .object({
    id: lessonId,
    type: z.enum(LESSON_TYPES),
    title: localizedTitle,
    /** About how long the lesson takes, shown beside its title. */
    minutes: z.number().int().min(1).max(600).nullable().default(null),
    /** A document lesson's PDF (an upload). */
    document_id: z.uuid().nullable().default(null),
    /** A video lesson's file: an uploaded video's address or an https one. */
    video_url: videoUrl.nullable().default(null),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.type === 'document' && !lesson.document_id) {
      ctx.addIssue({ code: 'custom', path: ['document_id'], message: 'required' });
    }
    if (lesson.type === 'video' && !lesson.video_url) {
      ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'required' });
    }
  });
export type CourseLesson = z.infer<typeof courseLessonSchema>;

export const courseFieldsSchema = z
  .object({
    image_id: z.uuid().nullable().default(null),
    lessons: z.array(courseLessonSchema).min(COURSE_LIMITS.lessons.min).max(COURSE_LIMITS.lessons.max),
  })
  .superRefine((f, ctx) => {
    if (new Set(f.lessons.map((l) => l.id)).size !== f.lessons.length) {
      ctx.addIssue({ code: 'custom', path: ['lessons'], message: 'lessonDuplicateId' });
    }
  });
export type CourseFields = z.infer<typeof courseFieldsSchema>;
