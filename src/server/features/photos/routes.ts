import type { FastifyPluginAsync } from 'fastify';
import {
  photoAlbumParams,
  photoAlbumSchema,
  photoAlbumsAnswerSchema,
} from '../../../shared/contracts/photos';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { photoAlbumAnswer, photoAlbumsAnswer } from './queries';

/** The official photos: albums are content items, so they are cached per content version. */
export const photosRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const tags = ['photos'];

  publicGet(app, '/api/photo-albums', {
    tags,
    summary:
      'Published official photo albums by day and discipline, each with its cover and public photo count',
    schema: photoAlbumsAnswerSchema,
    topics: () => [TOPICS.content],
    compute: () => photoAlbumsAnswer(db()),
  });

  publicGet(app, '/api/photo-albums/:id', {
    tags,
    summary: "A published photo album's public photos: responsive sizes and the full-size download",
    params: photoAlbumParams,
    schema: photoAlbumSchema,
    topics: () => [TOPICS.content],
    compute: ({ params }) => photoAlbumAnswer(db(), params.id),
    notFound: ({ params }) => ({ key: 'photoAlbumNotFound', params: { id: String(params.id) } }),
  });
};
