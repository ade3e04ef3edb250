import type { z } from 'zod';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { ContentKind, contentInputSchema } from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { contentItems, storedFiles, venues } from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { HttpError } from '../../http-error';
import type { MessageKey } from '../../i18n/messages';
import { recordAudit } from '../audit';
import { lessonDocumentIds, photoImageIds, referencedFileIds, type ContentRow } from './queries';

// The organisers' content changes. Each one is a single transaction: content writes are
// serialised by one lock (positions and the one-page-per-slug rule need it), the change is
// recorded in the audit log with the item before and after, and the content topic is bumped
// so every public read of content is recomputed.

type Admin = Pick<SessionUser, 'id' | 'username'>;
type Input = z.output<typeof contentInputSchema>;
type Tx = Db;

const CONTENT_LOCK = 7016;

/** A change refused for a reason the form can show. */
export class ContentError extends HttpError {
  constructor(key: MessageKey, params: Record<string, string | number> = {}, status = 400) {
    super(status, 'CONTENT_INVALID', key, params);
  }
}

const auditJson = (row: ContentRow | undefined) =>
  row && {
    kind: row.kind,
    position: row.position,
    published: row.published,
    translations: row.translations,
    fields: row.fields,
  };

async function audited<T>(
  db: Db,
  admin: Admin,
  action: string,
  work: (tx: Tx) => Promise<{ id: number; before?: ContentRow; after?: ContentRow; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
    const { id, before, after, result } = await work(tx);
    await recordAudit(tx, admin, {
      action,
      target: `CONTENT:${id}`,
      before: auditJson(before) ?? null,
      after: auditJson(after) ?? null,
    });
    await bumpVersions(tx, [TOPICS.content]);
    return result;
  });
}

async function lockedRow(tx: Tx, id: number): Promise<ContentRow> {
  const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  if (!row) throw new ContentError('contentNotFound', { id }, 404);
  return row;
}

/** Refuses an item that points at missing files or venues, or repeats a page or venue another item has. */
async function checkReferences(tx: Tx, input: Input, selfId: number | null) {
  const fields = input.fields as Record<string, unknown>;
  const ids = referencedFileIds(fields);
  if (ids.length > 0) {
    const found = await tx
      .select({ id: storedFiles.id, kind: storedFiles.kind })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    const kinds = new Map(found.map((f) => [f.id, f.kind]));
    const image = fields.image_id as string | null | undefined;
    for (const id of [image, ...photoImageIds(fields)]) {
      if (id && kinds.get(id) !== 'image') throw new ContentError('contentImageMissing', { id });
    }
    for (const id of [
      ...((fields.document_ids as string[] | undefined) ?? []),
      ...lessonDocumentIds(fields),
    ]) {
      if (kinds.get(id) !== 'pdf') throw new ContentError('contentDocumentMissing', { id });
    }
    const video = fields.video_id as string | null | undefined;
    if (video && kinds.get(video) !== 'video') throw new ContentError('contentVideoMissing', { id: video });
  }
  const venueCodes =
    input.kind === 'venue'
      ? [input.fields.venue_code]
      : input.kind === 'transport_line'
        ? input.fields.stops.flatMap((s) => (s.venue_code ? [s.venue_code] : []))
        : [];
  if (venueCodes.length > 0) {
    const known = new Set(
      (await tx.select({ code: venues.code }).from(venues).where(inArray(venues.code, venueCodes))).map(
        (v) => v.code,
      ),
    );
    const unknown = venueCodes.find((c) => !known.has(c));
    if (unknown) throw new ContentError('venueNotFound', { code: unknown });
  }
  // One page per slug and one set of details per venue: readers ask for them by that key.
  const key =
    input.kind === 'page'
      ? { field: 'slug', value: input.fields.slug, message: 'contentPageTaken' as const }
      : input.kind === 'venue'
        ? { field: 'venue_code', value: input.fields.venue_code, message: 'contentVenueTaken' as const }
        : null;
  if (key) {
    const [other] = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.kind, input.kind),
          sql`${contentItems.fields} ->> ${key.field} = ${key.value}`,
          selfId === null ? undefined : ne(contentItems.id, selfId),
        ),
      );
    if (other) throw new ContentError(key.message, { value: key.value, id: other.id });
  }
}

/**
 * Fields only the server changes: a trivia's poster version moves only when its poster is
 * withdrawn, so a form opened before a withdrawal cannot bring the old printed codes back.
 */
function fieldsToStore(input: Input, before?: ContentRow): Input['fields'] {
  if (input.kind !== 'trivia') return input.fields;
  const stored = (before?.fields as { poster_version?: number } | undefined)?.poster_version;
  return { ...input.fields, poster_version: stored ?? 1 };
}

/** The first time an item is published dates it; unpublishing and publishing again keeps that date. */
const firstPublished = (before: ContentRow, published: boolean) =>
  before.publishedAt ?? (published ? new Date() : null);

/** A new item, placed after the last item of its kind. */
export function createItem(db: Db, admin: Admin, input: Input): Promise<number> {
  return audited(db, admin, 'content.create', async (tx) => {
    await checkReferences(tx, input, null);
    const [last] = await tx
      .select({ max: sql<number | null>`max(${contentItems.position})` })
      .from(contentItems)
      .where(eq(contentItems.kind, input.kind));
    const [after] = await tx
      .insert(contentItems)
      .values({
        kind: input.kind,
        position: (last?.max ?? 0) + 1,
        published: input.published,
        publishedAt: input.published ? new Date() : null,
        translations: input.translations,
        fields: fieldsToStore(input),
        updatedBy: admin.username,
      })
      .returning();
    return { id: after!.id, after, result: after!.id };
  });
}

/** Replaces an item's texts, fields and published flag; its kind and place stay. */
export function replaceItem(db: Db, admin: Admin, id: number, input: Input): Promise<void> {
  return audited(db, admin, 'content.update', async (tx) => {
    const before = await lockedRow(tx, id);
    if (before.kind !== input.kind) throw new ContentError('contentKindFixed', { kind: before.kind });
    await checkReferences(tx, input, id);
    const [after] = await tx
      .update(contentItems)
      .set({
        published: input.published,
        publishedAt: firstPublished(before, input.published),
        translations: input.translations,
        fields: fieldsToStore(input, before),
        updatedAt: new Date(),
        updatedBy: admin.username,
      })
      .where(eq(contentItems.id, id))
      .returning();
    return { id, before, after, result: undefined };
  });
}

export function publishItem(db: Db, admin: Admin, id: number, published: boolean): Promise<void> {
  return audited(db, admin, published ? 'content.publish' : 'content.unpublish', async (tx) => {
    const before = await lockedRow(tx, id);
    const [after] = await tx
      .update(contentItems)
      .set({
        published,
        publishedAt: firstPublished(before, published),
        updatedAt: new Date(),
        updatedBy: admin.username,
      })
      .where(eq(contentItems.id, id))
      .returning();
    return { id, before, after, result: undefined };
  });
}

export function deleteItem(db: Db, admin: Admin, id: number): Promise<void> {
  return audited(db, admin, 'content.delete', async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    return { id, before, result: undefined };
  });
}

/** Puts a kind's items in the given order; the list must hold every item of the kind once. */
export function reorderItems(db: Db, admin: Admin, kind: ContentKind, ids: number[]): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
    const rows = await tx
      .select({ id: contentItems.id, position: contentItems.position })
      .from(contentItems)
      .where(eq(contentItems.kind, kind));
    const current = new Set(rows.map((r) => r.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== current.size ||
      ids.some((id) => !current.has(id))
    ) {
      throw new ContentError('contentReorderMismatch', { kind });
    }
    const before = rows.toSorted((a, b) => a.position - b.position || a.id - b.id).map((r) => r.id);
    for (const [index, id] of ids.entries()) {
      await tx
        .update(contentItems)
        .set({ position: index + 1 })
        .where(eq(contentItems.id, id));
    }
    await recordAudit(tx, admin, {
      action: 'content.reorder',
      target: `CONTENT:${kind.toUpperCase()}`,
      before,
      after: ids,
    });
    await bumpVersions(tx, [TOPICS.content]);
  });
}
