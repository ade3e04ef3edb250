import { z } from 'zod';
import { LESSON_TYPES } from '../domain/course-values';
export {
  courseFieldsSchema,
  courseLessonSchema,
  type CourseFields,
  type CourseLesson,
} from './course-fields';
import { localizedTextSchema, rowIdParam } from './common';
import { documentFileSchema, imageSchema } from './content';
import { lessonId } from './course-fields';

/**
 * Courses: an organisers' content kind (title and description are the item's translations)
 * whose fields list its lessons, each a video or a PDF. A signed-in account's progress is
 * kept per lesson; finishing every lesson issues a certificate with a verification code
 * that anyone can check at /certificates/{code}.
 */

export {
  CERTIFICATE_CODE,
  COURSE_LIMITS,
  LESSON_TYPES,
  formatCertificateCode,
  normalizeCertificateCode,
  type LessonType,
} from '../domain/course-values';

// ---------------------------------------------------------------- public reads

export const courseIdParams = z.object({ id: rowIdParam });

export const courseListItemSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  image: imageSchema.nullable(),
  lessons: z.number().int(),
  /** Sum of the lessons' minutes, where the organisers gave them. */
  minutes: z.number().int(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;
export const coursesAnswerSchema = z.object({ items: z.array(courseListItemSchema) });
export type CoursesAnswer = z.infer<typeof coursesAnswerSchema>;

export const publicLessonSchema = z.object({
  id: z.string(),
  type: z.enum(LESSON_TYPES),
  title: localizedTextSchema,
  minutes: z.number().int().nullable(),
  document: documentFileSchema.nullable(),
  video_url: z.string().nullable(),
});
export type PublicLesson = z.infer<typeof publicLessonSchema>;
export const courseAnswerSchema = courseListItemSchema.extend({ lesson_list: z.array(publicLessonSchema) });
export type CourseAnswer = z.infer<typeof courseAnswerSchema>;

// ---------------------------------------------------------------- an account's progress

export const lessonParams = z.object({ id: rowIdParam, lesson: lessonId });

export const earnedCertificateSchema = z.object({
  code: z.string(),
  issued_at: z.string(),
});
export const courseProgressSchema = z.object({
  course_id: z.number().int(),
  /** Ids of the lessons this account finished (of the course as it is now). */
  done: z.array(z.string()),
  certificate: earnedCertificateSchema.nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;
export const progressAnswerSchema = z.object({ courses: z.array(courseProgressSchema) });
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

// ---------------------------------------------------------------- verification

/** Any text: a code that is not one of ours is simply not found, like an unknown one. */
export const certificateCodeParams = z.object({ code: z.string().min(1).max(64) });

/** What a verification shows: who earned which course, and when. Nothing else. */
export const certificateAnswerSchema = z.object({
  code: z.string(),
  holder: z.string(),
  course: localizedTextSchema,
  issued_at: z.string(),
});
export type CertificateAnswer = z.infer<typeof certificateAnswerSchema>;
