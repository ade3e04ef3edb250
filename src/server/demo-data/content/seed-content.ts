import { contentInputSchema } from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { storeUpload } from '../../features/content';
import type { Storage } from '../../storage';
import type { DemoItem } from './demo-item';
import { DEMO_DRAFT, DEMO_PAGES, DEMO_TRANSPORT_LINES, DEMO_VENUE_DETAILS } from './guides';
import { DEMO_AMBASSADORS, DEMO_SPONSORS } from './people';
import { DEMO_HOSPITALS, DEMO_HOTELS, DEMO_OTHER_PLACES } from './places';
import { DEMO_TRIVIA } from './trivia';

const DEMO_CONTENT: DemoItem[] = [
  ...DEMO_HOTELS,
  ...DEMO_HOSPITALS,
  ...DEMO_OTHER_PLACES,
  DEMO_DRAFT,
  ...DEMO_AMBASSADORS,
  ...DEMO_SPONSORS,
  ...DEMO_PAGES,
  ...DEMO_TRANSPORT_LINES,
  ...DEMO_VENUE_DETAILS,
  // Last, so the trivia's ids follow the other items' (the accessibility checks open a poster by id).
  ...DEMO_TRIVIA,
];

/**
 * The organisers' demo content for the demo games. Pictures and PDFs go through the same
 * upload path as an admin's (checked, re-encoded, stored); items are written directly, as
 * the seed is no admin's change to audit, and checked against the contract first.
 */
export async function seedDemoContent(db: Db, storage: Storage) {
  const started = performance.now();
  const items = await Promise.all(
    DEMO_CONTENT.map(async ({ picture, pdfs, ...item }) => {
      const [image, documents] = await Promise.all([
        picture &&
          picture().then((bytes) => storeUpload(db, storage, bytes, `${item.translations.en.title}.png`)),
        Promise.all((pdfs ?? []).map((pdf) => storeUpload(db, storage, pdf.bytes, pdf.name))),
      ]);
      const fields = {
        ...item.fields,
        ...(image?.image && { image_id: image.image.id }),
        ...(documents.length > 0 && { document_ids: documents.map((d) => d.document!.id) }),
      };
      return contentInputSchema.parse({ ...item, fields });
    }),
  );
  const positions = new Map<string, number>();
  await db.transaction(async (tx) => {
    await tx.insert(contentItems).values(
      items.map((item) => {
        const position = (positions.get(item.kind) ?? 0) + 1;
        positions.set(item.kind, position);
        return { ...item, position, updatedBy: 'demo' };
      }),
    );
    await bumpVersions(tx, [TOPICS.content]);
  });
  return { items: items.length, ms: Math.round(performance.now() - started) };
}
