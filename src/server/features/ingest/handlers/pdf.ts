import { reportDocuments } from '../../../db/schema';
import { TOPICS } from '../../../db/versions';
import { kid, need, OdfError } from '../../../odf/parse';
import { documentDiscipline } from './lookups';
import type { ApplyContext } from './types';

/**
 * DT_PDF: a report (start list, results, records...) as a link or as the PDF itself in
 * base64. A link must be an http(s) address, so no other scheme reaches readers.
 */
export async function applyPdf({ tx, msg, changes }: ApplyContext): Promise<void> {
  const d = kid(msg.competition, 'Document');
  if (!d) throw new OdfError('DT_PDF carries no Document');
  if (!msg.header.documentSubtype)
    throw new OdfError('DT_PDF needs a DocumentSubtype (the report type, e.g. C67)');
  const url = d.attrs.Url || null;
  const content = kid(d, 'Content')?.text || null;
  if (!url && !content) throw new OdfError('Document needs a Url or a base64 Content');
  if (content && !/^[A-Za-z0-9+/\s]+=*$/.test(content)) throw new OdfError('Document Content must be base64');
  if (url && !/^https?:\/\//.test(url)) throw new OdfError('Document Url must be an http(s) address');
  const row = {
    key: msg.key,
    documentCode: msg.header.documentCode,
    disciplineCode: await documentDiscipline(tx, msg.header.documentCode),
    reportType: msg.header.documentSubtype,
    title: need(d, 'Title', 'Document'),
    url,
    content: content?.replace(/\s+/g, '') ?? null,
    publishedAt: new Date(),
  };
  await tx.insert(reportDocuments).values(row).onConflictDoUpdate({ target: reportDocuments.key, set: row });
  changes.add(TOPICS.documents);
}
