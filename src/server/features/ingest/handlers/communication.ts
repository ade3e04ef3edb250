import { officialCommunications } from '../../../db/schema';
import { TOPICS } from '../../../db/versions';
import { kid, kids, need, OdfError, optInt } from '../../../odf/parse';
import { documentDiscipline } from './lookups';
import type { ApplyContext } from './types';

/**
 * DT_COMMUNICATION: an official communication, published as sent. A newer Version of the
 * same message replaces the text readers see.
 */
export async function applyCommunication({ tx, msg, changes }: ApplyContext): Promise<void> {
  const c = kid(msg.competition, 'Communication');
  if (!c) throw new OdfError('DT_COMMUNICATION carries no Communication');
  const title = need(c, 'Title', 'Communication');
  const paragraphs = kids(c, 'Paragraph').map((p) => p.text);
  const text = paragraphs.length ? paragraphs.join('\n\n') : c.text;
  if (!text) throw new OdfError('Communication has no text (Paragraph elements)');
  const row = {
    code: msg.key,
    disciplineCode: await documentDiscipline(tx, msg.header.documentCode),
    title,
    priority: optInt(c, 'Priority', 'Communication') ?? 0,
    language: msg.header.language,
    text,
    publishedAt: new Date(),
  };
  await tx
    .insert(officialCommunications)
    .values(row)
    .onConflictDoUpdate({ target: officialCommunications.code, set: row });
  changes.add(TOPICS.documents);
}
