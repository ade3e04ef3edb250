import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ilike, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { communicationsQuerySchema, documentsQuerySchema } from '../../../shared/contracts/documents';
import type { Db } from '../../db/client';
import { officialCommunications, reportDocuments } from '../../db/schema';

/** A short stable id for a document key (ODF keys hold '|' and dashes). */
const docId = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 16);

/** Official communications, filtered by title and sport. */
export async function listCommunications(db: Db, q: z.infer<typeof communicationsQuerySchema>) {
  const t = officialCommunications;
  const order =
    q.sort === 'title'
      ? [asc(t.title)]
      : q.sort === 'priority'
        ? [asc(t.priority), desc(t.publishedAt)]
        : [desc(t.publishedAt), asc(t.title)];
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        q.q ? ilike(t.title, `%${q.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        q.discipline ? eq(t.disciplineCode, q.discipline) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(500);
  return {
    items: rows.map((r) => ({
      code: r.code,
      discipline: r.disciplineCode,
      title: r.title,
      priority: r.priority,
      language: r.language,
      text: r.text,
      published_at: r.publishedAt.toISOString(),
    })),
  };
}

/** Report documents about an RSC code or any code that starts with it. */
export async function listDocuments(db: Db, query: z.infer<typeof documentsQuerySchema>) {
  const code = query.code?.replace(/-+$/, '');
  const t = reportDocuments;
  const rows = await db
    .select({
      key: t.key,
      documentCode: t.documentCode,
      disciplineCode: t.disciplineCode,
      reportType: t.reportType,
      title: t.title,
      url: t.url,
      publishedAt: t.publishedAt,
    })
    .from(t)
    .where(code ? like(t.documentCode, `${code}%`) : undefined)
    .orderBy(asc(t.documentCode), asc(t.reportType))
    .limit(1000);
  return {
    items: rows.map((r) => ({
      id: docId(r.key),
      document_code: r.documentCode,
      discipline: r.disciplineCode,
      report_type: r.reportType,
      title: r.title,
      url: r.url ?? `/api/documents/${docId(r.key)}/file?code=${encodeURIComponent(r.documentCode)}`,
      published_at: r.publishedAt.toISOString(),
    })),
  };
}

/** The PDF a DT_PDF message carried itself, named after its document and report codes; or null. */
export async function documentFile(
  db: Db,
  id: string,
  code: string,
): Promise<{ pdf: Buffer; fileName: string } | null> {
  const rows = await db
    .select()
    .from(reportDocuments)
    .where(eq(reportDocuments.documentCode, code.toUpperCase()));
  const doc = rows.find((r) => docId(r.key) === id && r.content);
  return doc
    ? { pdf: Buffer.from(doc.content!, 'base64'), fileName: `${doc.documentCode}_${doc.reportType}.pdf` }
    : null;
}
