import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoAlbumsAnswer } from '../../../../shared/contracts/photos';
import { apiGet } from '../../../lib/api-client';
import { photoKeys } from './photo-keys';

export const getPhotoAlbums = (signal?: AbortSignal) =>
  apiGet<PhotoAlbumsAnswer>('/api/photo-albums', signal);

export const photoAlbumsQuery = () =>
  queryOptions({ queryKey: photoKeys.albums(), queryFn: ({ signal }) => getPhotoAlbums(signal) });

export const usePhotoAlbums = () => useQuery(photoAlbumsQuery());
