import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoAlbum } from '../../../../shared/contracts/photos';
import { apiGet } from '../../../lib/api-client';
import { photoKeys } from './photo-keys';

export const getPhotoAlbum = (id: number, signal?: AbortSignal) =>
  apiGet<PhotoAlbum>(`/api/photo-albums/${id}`, signal);

export const photoAlbumQuery = (id: number) =>
  queryOptions({ queryKey: photoKeys.album(id), queryFn: ({ signal }) => getPhotoAlbum(id, signal) });

export const usePhotoAlbum = (id: number) => useQuery(photoAlbumQuery(id));
