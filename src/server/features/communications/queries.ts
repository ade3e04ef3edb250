import { and, eq, inArray } from 'drizzle-orm';
import type {
  CommunicationList,
  communicationListQuery,
  ReadKind,
} from '../../../shared/contracts/communications';
import type { ContentFields, TranslationsInput } from '../../../shared/contracts/content';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contentItems, contentReads } from '../../db/schema';
import { itemsOfKind, localized, withFiles } from '../content';

export type { ReadKind };
type Query = z.infer<typeof communicationListQuery>;

/**
 * Lower case without accents, so "informacao" finds "Informação" and "agayev" finds "Ağayev".
 * Azerbaijani's dotted and dotless i both fold to i.
 */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[ıİI]/g, 'i').toLowerCase();

/** A kind's published items in the reader's language, filtered by title and in the asked order. */
export async function communicationList(
  db: Db,
  kind: ReadKind,
  query: Query,
  locale: LocaleTag,
): Promise<CommunicationList> {
  const rows = await itemsOfKind(db, kind, true);
  const files = await withFiles(db, rows);
  const lang = locale.slice(0, 2) as 'en';
  const items = rows.map((row) => {
    const translations = row.translations as TranslationsInput;
    const fields = row.fields as ContentFields<'communication'>;
    return {
      id: row.id,
      title: localized(translations, 'title')[lang],
      text: localized(translations, 'text')[lang],
      priority: fields.priority,
      // Items published before dates were kept carry their last change instead.
      published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
      documents: files.documents(fields.document_ids),
    };
  });
  const needle = query.q ? fold(query.q) : '';
  const found = needle ? items.filter((i) => fold(i.title).includes(needle)) : items;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const newest = (a: (typeof items)[number], b: (typeof items)[number]) =>
    b.published_at.localeCompare(a.published_at) || b.id - a.id;
  const order =
    query.sort === 'title'
      ? (a: (typeof items)[number], b: (typeof items)[number]) =>
          collator.compare(a.title, b.title) || a.id - b.id
      : query.sort === 'priority'
        ? (a: (typeof items)[number], b: (typeof items)[number]) => a.priority - b.priority || newest(a, b)
        : newest;
  return { items: found.toSorted(order) };
}

/** The items of the kind this account has opened. */
export async function readIds(db: Db, userId: number, kind: ReadKind): Promise<number[]> {
  const rows = await db
    .select({ id: contentReads.itemId })
    .from(contentReads)
    .innerJoin(contentItems, eq(contentItems.id, contentReads.itemId))
    .where(and(eq(contentReads.userId, userId), eq(contentItems.kind, kind)));
  return rows.map((r) => r.id).toSorted((a, b) => a - b);
}

/** True when the id is a published official report or communication: the only items a reader opens. */
export async function isReadable(db: Db, id: number, kinds: readonly ReadKind[]): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(eq(contentItems.id, id), eq(contentItems.published, true), inArray(contentItems.kind, [...kinds])),
    );
  return row !== undefined;
}

/** Notes that the account opened the item; opening it again changes nothing. */
export async function markRead(db: Db, userId: number, itemId: number): Promise<void> {
  await db.insert(contentReads).values({ userId, itemId }).onConflictDoNothing();
}
