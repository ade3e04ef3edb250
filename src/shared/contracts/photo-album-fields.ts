import { z } from 'zod';
import { DISCIPLINE_CODES } from '../domain/disciplines';
import { isoDate } from './common';
import { text } from './text';

/** Most photos one album holds: an album is a day's session at one sport, not the whole games. */
export const MAX_ALBUM_PHOTOS = 200;

/** One photo of an album, in the order the organisers put it. */
export const albumPhotoSchema = z.object({
  image_id: z.uuid(),
  /**
   * Said by screen readers and shown under the photo in the viewer, per language; any may stay
   * empty (readers then get the English one, or the album's name and the photo's number).
   */
  caption: z
    .object({
      en: text(300).trim().default(''),
      es: text(300).trim().default(''),
      pt: text(300).trim().default(''),
      az: text(300).trim().default(''),
    })
    .default({ en: '', es: '', pt: '', az: '' }),
  /**
   * A photo of a minor the delegation may see but the public may not: it is left out of every
   * public answer, and its files are served to admins only, never cached.
   */
  delegation_only: z.boolean().default(false),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

/** An official photo album: the competition day and sport it shows, and its photos in order. */
export const photoAlbumFieldsSchema = z.object({
  day: isoDate,
  discipline: z.enum(DISCIPLINE_CODES).nullable(),
  photos: z.array(albumPhotoSchema).max(MAX_ALBUM_PHOTOS),
});
