import { z } from 'zod';
import { localizedTextSchema, rowIdParam } from './common';
import { imageSchema } from './content';

/**
 * The official photos as readers get them: published albums with their public photos only
 * (a photo marked for the delegation alone is in no public answer).
 */

const albumBase = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  /** The competition day (games calendar) the album shows. */
  day: z.string(),
  discipline: z.string().nullable(),
});

export const photoAlbumSummarySchema = albumBase.extend({
  photo_count: z.number().int(),
  /** The album's first public photo. */
  cover: imageSchema,
});
export const photoAlbumsAnswerSchema = z.object({ albums: z.array(photoAlbumSummarySchema) });
export type PhotoAlbumsAnswer = z.infer<typeof photoAlbumsAnswerSchema>;
export type PhotoAlbumSummary = PhotoAlbumsAnswer['albums'][number];

export const publicPhotoSchema = z.object({
  image: imageSchema,
  /** English where a language has no caption; empty when the photo has none. */
  caption: localizedTextSchema,
  /** The photo at its full size (re-encoded at upload), to save. */
  download_url: z.string(),
});
export const photoAlbumSchema = albumBase.extend({ photos: z.array(publicPhotoSchema) });
export type PhotoAlbum = z.infer<typeof photoAlbumSchema>;
export type PublicPhoto = PhotoAlbum['photos'][number];

export const photoAlbumParams = z.object({ id: rowIdParam });
