import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';

/**
 * The organisers' content (decision 0016): one table for every kind. The per-kind fields
 * and the per-language texts are jsonb, checked by the shared contract on every write, so
 * a new kind needs no migration.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(false),
    /** When the item was first published (readers order by it); kept when it is unpublished. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** `{ en: { title, text }, es?: ..., pt?: ..., az?: ... }` */
    translations: jsonb('translations').notNull().$type<Record<string, { title: string; text: string }>>(),
    fields: jsonb('fields').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who last changed it (username; the audit log keeps the whole history). */
    updatedBy: text('updated_by'),
  },
  (t) => [index('content_items_kind_position').on(t.kind, t.position)],
);

/** A re-encoded width of a stored image: its storage key, type, size and bytes. */
export interface StoredVariant {
  name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

/** Uploaded files: images (only their re-encoded variants are kept) and PDFs (kept as sent). */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey(),
  /** image | pdf */
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  fileName: text('file_name').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  variants: jsonb('variants').notNull().$type<StoredVariant[]>().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
