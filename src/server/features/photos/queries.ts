import { and, eq } from 'drizzle-orm';
import type { ContentFields, TranslationsInput } from '../../../shared/contracts/content';
import type { PhotoAlbum, PhotoAlbumsAnswer } from '../../../shared/contracts/photos';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema';
import { filesById, fullSizeUrl, imageJson, itemsOfKind, localized } from '../content';

type AlbumRow = typeof contentItems.$inferSelect;

/**
 * Published albums as readers see them. A photo marked for its delegation only is dropped
 * here, before anything is cached or sent, and so is a picture that is no stored image.
 */
async function publicAlbums(db: Db, rows: AlbumRow[]): Promise<PhotoAlbum[]> {
  const fieldsOf = (row: AlbumRow) => row.fields as ContentFields<'photo_album'>;
  const publicPhotos = (row: AlbumRow) => fieldsOf(row).photos.filter((p) => !p.delegation_only);
  const files = await filesById(
    db,
    rows.flatMap((row) => publicPhotos(row).map((p) => p.image_id)),
  );
  return rows.map((row) => {
    const fields = fieldsOf(row);
    const translations = row.translations as TranslationsInput;
    return {
      id: row.id,
      title: localized(translations, 'title'),
      text: localized(translations, 'text'),
      day: fields.day,
      discipline: fields.discipline,
      photos: publicPhotos(row).flatMap((p) => {
        const file = files.get(p.image_id);
        if (file?.kind !== 'image') return [];
        const { en, es, pt, az } = p.caption;
        const caption = { en, es: es || en, pt: pt || en, az: az || en };
        return [{ image: imageJson(file), caption, download_url: fullSizeUrl(file) }];
      }),
    };
  });
}

/** Every published album with a public photo, newest day first, in the organisers' order within a day. */
export async function photoAlbumsAnswer(db: Db): Promise<PhotoAlbumsAnswer> {
  const albums = await publicAlbums(db, await itemsOfKind(db, 'photo_album', true));
  return {
    albums: albums
      .filter((a) => a.photos.length > 0)
      .toSorted((a, b) => b.day.localeCompare(a.day))
      .map(({ photos, ...album }) => ({ ...album, photo_count: photos.length, cover: photos[0]!.image })),
  };
}

/** One published album with its public photos, or null (a draft is not found either). */
export async function photoAlbumAnswer(db: Db, id: number): Promise<PhotoAlbum | null> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      and(eq(contentItems.id, id), eq(contentItems.kind, 'photo_album'), eq(contentItems.published, true)),
    );
  const [album] = await publicAlbums(db, rows);
  return album && album.photos.length > 0 ? album : null;
}
