import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Live results operations (decision 0007).
 *
 * `live_events` is the ordered log of version bumps: its id is the SSE event id, so a
 * client that reconnects to any instance resumes with Last-Event-ID from here.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_at').on(t.at)],
);

/** The highest ODF Version applied per message key (identifying header attributes without Version). */
export const odfDocuments = pgTable('odf_documents', {
  key: text('key').primaryKey(),
  documentType: text('document_type').notNull(),
  documentCode: text('document_code').notNull(),
  version: integer('version').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every message received, applied or not, with what it changed or why it was refused. */
export const ingestLog = pgTable(
  'ingest_log',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    documentType: text('document_type'),
    documentCode: text('document_code'),
    version: integer('version'),
    /** applied | ignored (not newer) | rejected (malformed or unknown code) */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** api-key, user:<id> or cli */
    via: text('via').notNull(),
    /** Mismatches of DT_MEDALS / DT_MEDALLISTS against our table, counts of rows written. */
    report: jsonb('report').$type<Record<string, unknown>>(),
  },
  (t) => [index('ingest_log_received').on(t.receivedAt)],
);

/** Who changed what on the results desk, with the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_target').on(t.target)],
);

/** The note shown when an official result is changed (ODF <Note>, or the desk's note). */
export const unitCorrections = pgTable(
  'unit_corrections',
  {
    id: serial('id').primaryKey(),
    unitCode: text('unit_code').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_corrections_unit').on(t.unitCode, t.at)],
);

/** DT_COMMUNICATION: official communications (filtered by title; ordered by title, priority or date). */
export const officialCommunications = pgTable('official_communications', {
  code: text('code').primaryKey(),
  disciplineCode: text('discipline_code'),
  title: text('title').notNull(),
  priority: smallint('priority').notNull().default(0),
  language: text('language'),
  text: text('text').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** DT_PDF: report documents (DocumentSubtype names the report, e.g. C67 results). */
export const reportDocuments = pgTable(
  'report_documents',
  {
    key: text('key').primaryKey(),
    documentCode: text('document_code').notNull(),
    disciplineCode: text('discipline_code'),
    reportType: text('report_type').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    /** Base64 PDF when the message carries the file itself. */
    content: text('content'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_documents_code').on(t.documentCode)],
);
