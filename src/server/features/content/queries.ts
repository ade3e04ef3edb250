import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AdminContentItem,
  ContentDocumentFile,
  ContentVideoFile,
  ContentImage,
  ContentKind,
  TranslationsInput,
} from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { contentItems, storedFiles } from '../../db/schema';
import { documentJson, imageJson, videoJson, type StoredFileRow } from './file-json';
import { untranslated } from './translations';

export type ContentRow = typeof contentItems.$inferSelect;

/** The pictures of a photo album, in its order. */
export function photoImageIds(fields: Record<string, unknown>): string[] {
  return Array.isArray(fields.photos) ? (fields.photos as { image_id: string }[]).map((p) => p.image_id) : [];
}

/**
 * True when a photo album (draft or published) marks the stored file as a photo for its
 * delegation only. jsonb containment: the same SQL on PGlite and PostgreSQL.
 */
export const isDelegationOnlyPhoto = (fileId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${contentItems} where ${contentItems.kind} = 'photo_album' and ${contentItems.fields} -> 'photos' @> jsonb_build_array(jsonb_build_object('image_id', ${fileId}::text, 'delegation_only', true)))`;

/** The PDFs of a course's document lessons, in the course's order. */
export function lessonDocumentIds(fields: Record<string, unknown>): string[] {
  return Array.isArray(fields.lessons)
    ? (fields.lessons as { document_id?: string | null }[]).flatMap((l) =>
        l.document_id ? [l.document_id] : [],
      )
    : [];
}

/** The stored files an item refers to: its picture, its PDFs, an album's photos and a course's lesson PDFs. */
export function referencedFileIds(fields: Record<string, unknown>): string[] {
  const ids: string[] = [];
  if (typeof fields.image_id === 'string') ids.push(fields.image_id);
  if (Array.isArray(fields.document_ids)) ids.push(...(fields.document_ids as string[]));
  if (typeof fields.video_id === 'string') ids.push(fields.video_id);
  ids.push(...photoImageIds(fields));
  ids.push(...lessonDocumentIds(fields));
  return ids;
}

export async function filesById(db: Db, ids: string[]): Promise<Map<string, StoredFileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Stored images by id, as readers get them (an id that is not a stored image gives null). */
export async function imagesById(db: Db, ids: (string | null)[]) {
  const files = await filesById(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return (id: string | null): ContentImage | null => {
    const row = id === null ? undefined : files.get(id);
    return row?.kind === 'image' ? imageJson(row) : null;
  };
}

/** The items of a kind in their order, drafts included unless `publishedOnly`. */
export function itemsOfKind(db: Db, kind: ContentKind, publishedOnly: boolean) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), publishedOnly ? eq(contentItems.published, true) : undefined))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
}

/** Items with their files resolved once for all of them. */
export async function withFiles(db: Db, rows: ContentRow[]) {
  const files = await filesById(
    db,
    rows.flatMap((r) => referencedFileIds(r.fields)),
  );
  const image = (id: unknown): ContentImage | null => {
    const row = typeof id === 'string' ? files.get(id) : undefined;
    return row?.kind === 'image' ? imageJson(row) : null;
  };
  const documents = (ids: unknown): ContentDocumentFile[] =>
    (Array.isArray(ids) ? (ids as string[]) : [])
      .map((id) => files.get(id))
      .filter((row) => row?.kind === 'pdf')
      .map((row) => documentJson(row!));
  /** A video item's file, with the duration the organiser confirmed and the item's thumbnail. */
  const video = (id: unknown, durationS: unknown, posterId: unknown): ContentVideoFile | null => {
    const row = typeof id === 'string' ? files.get(id) : undefined;
    return row?.kind === 'video'
      ? videoJson(row, typeof durationS === 'number' ? durationS : null, image(posterId))
      : null;
  };
  return { image, documents, video };
}

function videoOf(row: ContentRow, resolve: Awaited<ReturnType<typeof withFiles>>) {
  const video = resolve.video(row.fields.video_id, row.fields.duration_s, row.fields.image_id);
  return video ? { [video.id]: video } : {};
}

export function adminItemJson(
  row: ContentRow,
  resolve: Awaited<ReturnType<typeof withFiles>>,
): AdminContentItem {
  const translations = row.translations as TranslationsInput;
  const images = [row.fields.image_id, ...photoImageIds(row.fields)]
    .map((id) => resolve.image(id))
    .filter((image) => image !== null);
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    position: row.position,
    published: row.published,
    translations,
    fields: row.fields,
    untranslated: untranslated(translations),
    images: Object.fromEntries(images.map((image) => [image.id, image])),
    documents: Object.fromEntries(
      resolve
        .documents([
          ...((row.fields.document_ids as string[] | undefined) ?? []),
          ...lessonDocumentIds(row.fields),
        ])
        .map((d) => [d.id, d]),
    ),
    videos: videoOf(row, resolve),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The admin list of one kind: drafts, what is untranslated, files resolved for previews. */
export async function adminItems(db: Db, kind: ContentKind) {
  const rows = await itemsOfKind(db, kind, false);
  const resolve = await withFiles(db, rows);
  return { items: rows.map((r) => adminItemJson(r, resolve)) };
}

export async function adminItem(db: Db, id: number): Promise<AdminContentItem | null> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row ? adminItemJson(row, await withFiles(db, [row])) : null;
}
