import { and, eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../shared/contracts/common';
import type { TranslationsInput } from '../../../shared/contracts/content';
import type {
  CourseAnswer,
  CourseFields,
  CourseListItem,
  CoursesAnswer,
} from '../../../shared/contracts/courses';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema';
import { itemsOfKind, localized, withFiles, type ContentRow } from '../content';

type Resolve = Awaited<ReturnType<typeof withFiles>>;

/** A lesson title as the editor keeps it (English required), English standing in for the rest. */
const titleOf = (t: CourseFields['lessons'][number]['title']): LocalizedText => ({
  en: t.en,
  es: t.es || t.en,
  pt: t.pt || t.en,
  az: t.az || t.en,
});

function listItem(row: ContentRow, resolve: Resolve): CourseListItem {
  const fields = row.fields as CourseFields;
  const translations = row.translations as TranslationsInput;
  return {
    id: row.id,
    title: localized(translations, 'title'),
    text: localized(translations, 'text'),
    image: resolve.image(fields.image_id),
    lessons: fields.lessons.length,
    minutes: fields.lessons.reduce((sum, l) => sum + (l.minutes ?? 0), 0),
  };
}

/** The published courses in the organisers' order. */
export async function coursesAnswer(db: Db): Promise<CoursesAnswer> {
  const rows = await itemsOfKind(db, 'course', true);
  const resolve = await withFiles(db, rows);
  return { items: rows.map((row) => listItem(row, resolve)) };
}

/** A published course of that id, or undefined. */
export async function publishedCourse(db: Pick<Db, 'select'>, id: number): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, 'course'), eq(contentItems.published, true)));
  return row;
}

/** One published course with its lessons, each lesson's PDF resolved to its address. */
export async function courseAnswer(db: Db, id: number): Promise<CourseAnswer | null> {
  const row = await publishedCourse(db, id);
  if (!row) return null;
  const resolve = await withFiles(db, [row]);
  const fields = row.fields as CourseFields;
  return {
    ...listItem(row, resolve),
    lesson_list: fields.lessons.map((lesson) => ({
      id: lesson.id,
      type: lesson.type,
      title: titleOf(lesson.title),
      minutes: lesson.minutes,
      document: lesson.document_id ? (resolve.documents([lesson.document_id])[0] ?? null) : null,
      video_url: lesson.video_url,
    })),
  };
}
