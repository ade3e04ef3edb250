import { inArray } from 'drizzle-orm';
import { STREAMING_STATUSES, type PublicVideo, type VideoFields } from '../../../shared/contracts/videos';
import type { TranslationsInput } from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { units } from '../../db/schema';
import { itemsOfKind, localized, withFiles } from '../content';

const STREAMING = new Set<string>(STREAMING_STATUSES);
const OVER = new Set(['FINISHED', 'CANCELLED']);

/**
 * Whether a stream is on. A channel is on while the organisers mark it on air; a unit's
 * stream while the unit is under way, and it has ended once the unit is over.
 */
function liveState(fields: VideoFields, unitStatus: string | undefined): PublicVideo['live'] {
  if (!fields.stream_url) return null;
  if (fields.on_air) return 'streaming';
  if (unitStatus && STREAMING.has(unitStatus)) return 'streaming';
  if (unitStatus && OVER.has(unitStatus)) return 'ended';
  return 'offline';
}

/** Published videos in the organisers' order, each with its file, thumbnail and live state. */
async function publishedVideos(db: Db): Promise<{ updatedAt: Date; video: PublicVideo }[]> {
  const rows = await itemsOfKind(db, 'video', true);
  const resolve = await withFiles(db, rows);
  const unitCodes = [
    ...new Set(
      rows.flatMap((r) =>
        (r.fields as VideoFields).unit_code ? [(r.fields as VideoFields).unit_code!] : [],
      ),
    ),
  ];
  const statuses = new Map(
    unitCodes.length === 0
      ? []
      : (
          await db
            .select({ code: units.code, status: units.scheduleStatus })
            .from(units)
            .where(inArray(units.code, unitCodes))
        ).map((u) => [u.code, u.status]),
  );
  return rows.map((row) => {
    const fields = row.fields as VideoFields;
    const translations = row.translations as TranslationsInput;
    const file = resolve.video(fields.video_id, fields.duration_s, null);
    const video: PublicVideo = {
      id: row.id,
      title: localized(translations, 'title'),
      text: localized(translations, 'text'),
      discipline: fields.discipline,
      thumbnail: resolve.image(fields.image_id),
      duration_s: fields.duration_s,
      file: file ? { url: file.url, mime: file.mime } : null,
      stream_url: fields.stream_url,
      unit_code: fields.unit_code,
      live: liveState(fields, fields.unit_code ? statuses.get(fields.unit_code) : undefined),
      safe_sport: fields.safe_sport,
    };
    return { updatedAt: row.updatedAt, video };
  });
}

export async function videosAnswer(db: Db) {
  const items = (await publishedVideos(db)).map((v) => v.video);
  return { live_now: items.filter((v) => v.live === 'streaming'), items };
}

export async function videoAnswer(db: Db, id: number) {
  return (await publishedVideos(db)).find((v) => v.video.id === id)?.video ?? null;
}

/**
 * The safe-sport video: the one last saved among the published ones marked so. Replacing it
 * is publishing a new one, without having to withdraw or reorder the old one first.
 */
export async function safeSportAnswer(db: Db) {
  const marked = (await publishedVideos(db)).filter((v) => v.video.safe_sport);
  const latest = marked.toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  return { video: latest?.video ?? null };
}
