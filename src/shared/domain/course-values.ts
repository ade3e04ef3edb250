/**
 * The fixed values of courses, without their validation schemas (the course pages read
 * them without loading zod).
 */

/** What a lesson is: a video to watch or a document (PDF) to read. */
export const LESSON_TYPES = ['video', 'document'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const COURSE_LIMITS = { lessons: { min: 1, max: 40 } } as const;

/**
 * A certificate's verification code: 24 characters of the RFC 4648 base32 alphabet (120
 * random bits), printed in groups of four. Readers may type it in any case, with or without
 * the dashes.
 */
export const CERTIFICATE_CODE = {
  length: 24,
  group: 4,
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
} as const;

/** The code as typed or linked, reduced to its characters: upper case, no dashes or spaces. */
export function normalizeCertificateCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** The code as printed: XXXX-XXXX-XXXX-XXXX-XXXX-XXXX. */
export function formatCertificateCode(code: string): string {
  return (
    normalizeCertificateCode(code)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}
