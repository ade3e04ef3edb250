import { contentInputSchema } from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { storeUpload } from '../../features/content';
import type { Storage } from '../../storage';
import { DEMO_COMMUNICATIONS, DEMO_OFFICIAL_REPORTS } from './communications';
import { DEMO_COURSES } from './courses';
import type { DemoItem } from './demo-item';
import { DEMO_DRAFT, DEMO_PAGES, DEMO_TRANSPORT_LINES, DEMO_VENUE_DETAILS } from './guides';
import { DEMO_AMBASSADORS, DEMO_SPONSORS } from './people';
import { DEMO_PHOTO_ALBUMS } from './photos';
import { DEMO_HOSPITALS, DEMO_HOTELS, DEMO_OTHER_PLACES } from './places';
import { DEMO_TRIVIA } from './trivia';
import { DEMO_VIDEOS } from './videos';

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
  // After the trivia, whose ids the accessibility checks name.
  ...DEMO_PHOTO_ALBUMS,
  ...DEMO_OFFICIAL_REPORTS,
  ...DEMO_COMMUNICATIONS,
  ...DEMO_VIDEOS,
  ...DEMO_COURSES,
];

/**
 * The organisers' demo content for the demo games. Pictures and PDFs go through the same
 * upload path as an admin's (checked, re-encoded, stored); items are written directly, as
 * the seed is no admin's change to audit, and checked against the contract first.
 */
export async function seedDemoContent(db: Db, storage: Storage) {
  const started = performance.now();
  const items = await Promise.all(
    DEMO_CONTENT.map(async ({ picture, pdfs, albumPhotos, video, lessonFiles, publishedAt, ...item }) => {
      const [image, documents, photos, clip, lessons] = await Promise.all([
        picture &&
          picture().then((bytes) => storeUpload(db, storage, bytes, `${item.translations.en.title}.png`)),
        Promise.all((pdfs ?? []).map((pdf) => storeUpload(db, storage, pdf.bytes, pdf.name))),
        Promise.all(
          (albumPhotos ?? []).map(async ({ picture: draw, caption, delegation_only = false }) => {
            const stored = await storeUpload(db, storage, await draw(), `${caption.en}.jpg`, {
              keepFullSize: true,
            });
            return { image_id: stored.image!.id, caption, delegation_only };
          }),
        ),
        video &&
          storeUpload(db, storage, video(), `${item.translations.en.title}.webm`).then((a) => a.video!),
        lessonFiles?.((bytes, name) => storeUpload(db, storage, bytes, name)),
      ]);
      const fields = {
        ...item.fields,
        ...(image?.image && { image_id: image.image.id }),
        ...(documents.length > 0 && { document_ids: documents.map((d) => d.document!.id) }),
        ...(photos.length > 0 && { photos }),
        ...(lessons && { lessons }),
        ...(clip && {
          video_id: clip.id,
          duration_s: clip.duration_s,
          ...(clip.poster && { image_id: clip.poster.id }),
        }),
      };
      const parsed = contentInputSchema.parse({ ...item, fields });
      return { ...parsed, publishedAt: parsed.published ? (publishedAt ?? new Date()) : null };
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
