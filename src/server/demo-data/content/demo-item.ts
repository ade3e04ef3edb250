import type { z } from 'zod';
import type { ContentInput, uploadAnswerSchema } from '../../../shared/contracts/content';
import type { CourseLesson } from '../../../shared/contracts/courses';

export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

type Pair = readonly [title: string, text: string];

/** A demo item as the admin would enter it, with the pictures and PDFs to upload for it. */
export type DemoItem = ContentInput & {
  picture?: () => Promise<Buffer>;
  pdfs?: { name: string; bytes: Buffer }[];
  /** When a published item went out (readers order official communications by it); else the seed's time. */
  publishedAt?: Date;
  /** A video item's file: its thumbnail and length come from the upload when ffmpeg is there. */
  video?: () => Buffer;
  /** A photo album's pictures, uploaded as official photos (kept at full size too). */
  albumPhotos?: {
    picture: () => Promise<Buffer>;
    caption: Record<'en' | 'es' | 'pt' | 'az', string>;
    delegation_only?: boolean;
  }[];
  /** A course's lessons with their files, stored through `store` as an admin's uploads are. */
  lessonFiles?: (store: (bytes: Buffer, name: string) => Promise<UploadAnswer>) => Promise<CourseLesson[]>;
};

/** Title and text in the four languages, in the order en, es, pt, az. */
export function texts(en: Pair, es: Pair, pt: Pair, az: Pair): ContentInput['translations'] {
  const one = ([title, text]: Pair) => ({ title, text });
  return { en: one(en), es: one(es), pt: one(pt), az: one(az) };
}
