import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { TranslationsInput } from '../../../shared/contracts/content';
import {
  CERTIFICATE_CODE,
  normalizeCertificateCode,
  type CertificateAnswer,
  type CourseFields,
  type CourseProgress,
  type ProgressAnswer,
} from '../../../shared/contracts/courses';
import type { Db } from '../../db/client';
import { contentItems, courseCertificates, courseLessonsDone, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { localized } from '../content';
import { CourseError } from './messages';
import { publishedCourse } from './public-queries';

type Account = Pick<SessionUser, 'id'>;
type Certificate = typeof courseCertificates.$inferSelect;

/**
 * 120 random bits in base32: far too many to guess or to reach by changing a character of a
 * real code, so the code alone proves a certificate (nothing about it is derived from the
 * holder, the course or the date).
 */
export function newCertificateCode(): string {
  const bytes = randomBytes((CERTIFICATE_CODE.length * 5) / 8);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CERTIFICATE_CODE.alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const lessonIdsOf = (row: { fields: unknown }) => (row.fields as CourseFields).lessons.map((l) => l.id);

function progressJson(courseId: number, lessons: string[], done: Set<string>, cert?: Certificate) {
  return {
    course_id: courseId,
    done: lessons.filter((id) => done.has(id)),
    certificate: cert ? { code: cert.code, issued_at: cert.issuedAt.toISOString() } : null,
  } satisfies CourseProgress;
}

/** The account's progress in every published course it has started, and its certificates. */
export async function progressOf(db: Db, account: Account): Promise<ProgressAnswer> {
  const [done, certificates] = await Promise.all([
    db
      .select({ courseId: courseLessonsDone.courseId, lessonId: courseLessonsDone.lessonId })
      .from(courseLessonsDone)
      .where(eq(courseLessonsDone.userId, account.id)),
    db.select().from(courseCertificates).where(eq(courseCertificates.userId, account.id)),
  ]);
  const ids = [
    ...new Set([...done.map((d) => d.courseId), ...certificates.flatMap((c) => c.courseId ?? [])]),
  ];
  if (ids.length === 0) return { courses: [] };
  const courses = await db
    .select({ id: contentItems.id, fields: contentItems.fields })
    .from(contentItems)
    .where(
      and(inArray(contentItems.id, ids), eq(contentItems.kind, 'course'), eq(contentItems.published, true)),
    );
  return {
    courses: courses.map((course) =>
      progressJson(
        course.id,
        lessonIdsOf(course),
        new Set(done.filter((d) => d.courseId === course.id).map((d) => d.lessonId)),
        certificates.find((c) => c.courseId === course.id),
      ),
    ),
  };
}

/**
 * Marks a lesson of a published course done (again is fine). When that leaves no lesson of
 * the course undone, the certificate is issued, once: the unique pair of account and course
 * makes a second finish, or two at once, keep the first certificate.
 */
export async function markLessonDone(
  db: Db,
  account: Account,
  courseId: number,
  lessonId: string,
): Promise<CourseProgress> {
  return db.transaction(async (tx) => {
    const course = await publishedCourse(tx, courseId);
    if (!course) throw notFound('courseNotFound', { id: courseId });
    const lessons = lessonIdsOf(course);
    if (!lessons.includes(lessonId)) throw new CourseError('lessonNotFound', { lesson: lessonId });
    await tx
      .insert(courseLessonsDone)
      .values({ userId: account.id, courseId, lessonId })
      .onConflictDoNothing();
    const done = new Set(
      (
        await tx
          .select({ lessonId: courseLessonsDone.lessonId })
          .from(courseLessonsDone)
          .where(and(eq(courseLessonsDone.userId, account.id), eq(courseLessonsDone.courseId, courseId)))
      ).map((d) => d.lessonId),
    );
    if (lessons.every((id) => done.has(id))) {
      const [user] = await tx
        .select({ name: users.name, username: users.username })
        .from(users)
        .where(eq(users.id, account.id));
      await tx
        .insert(courseCertificates)
        .values({
          code: newCertificateCode(),
          userId: account.id,
          courseId,
          holderName: user!.name.trim() || user!.username,
          courseTitle: localized(course.translations as TranslationsInput, 'title'),
        })
        .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] });
    }
    const [cert] = await tx
      .select()
      .from(courseCertificates)
      .where(and(eq(courseCertificates.userId, account.id), eq(courseCertificates.courseId, courseId)));
    return progressJson(courseId, lessons, done, cert);
  });
}

/** The account's certificate for the course, or a 404 saying it is not earned yet. */
export async function earnedCertificate(db: Db, account: Account, courseId: number): Promise<Certificate> {
  const [cert] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, account.id), eq(courseCertificates.courseId, courseId)));
  if (!cert) throw new CourseError('certificateNotEarned');
  return cert;
}

const CODE_SHAPE = new RegExp(`^[${CERTIFICATE_CODE.alphabet}]{${CERTIFICATE_CODE.length}}$`);

/**
 * What the public check shows of a code: holder, course and date. A code of the wrong shape
 * gets the very answer an unknown one gets, so the check says nothing about how close a
 * guess came.
 */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateAnswer> {
  const wanted = normalizeCertificateCode(code);
  const [cert] = CODE_SHAPE.test(wanted)
    ? await db.select().from(courseCertificates).where(eq(courseCertificates.code, wanted))
    : [];
  if (!cert) throw new CourseError('certificateUnknown');
  return {
    code: cert.code,
    holder: cert.holderName,
    course: cert.courseTitle,
    issued_at: cert.issuedAt.toISOString(),
  };
}
