import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AdminContentItem,
  ContentDocumentFile,
  ContentImage,
  ContentKind,
  TranslationsInput,
} from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { contentItems, storedFiles } from '../../db/schema';
import { documentJson, imageJson, type StoredFileRow } from './file-json';
import { untranslated } from './translations';

export type ContentRow = typeof contentItems.$inferSelect;

/** The stored files an item refers to: its picture and its PDFs. */
export function referencedFileIds(fields: Record<string, unknown>): string[] {
  const ids: string[] = [];
  if (typeof fields.image_id === 'string') ids.push(fields.image_id);
  if (Array.isArray(fields.document_ids)) ids.push(...(fields.document_ids as string[]));
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
  return { image, documents };
}

export function adminItemJson(
  row: ContentRow,
  resolve: Awaited<ReturnType<typeof withFiles>>,
): AdminContentItem {
  const translations = row.translations as TranslationsInput;
  const image = resolve.image(row.fields.image_id);
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    position: row.position,
    published: row.published,
    translations,
    fields: row.fields,
    untranslated: untranslated(translations),
    images: image ? { [image.id]: image } : {},
    documents: Object.fromEntries(resolve.documents(row.fields.document_ids).map((d) => [d.id, d])),
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
