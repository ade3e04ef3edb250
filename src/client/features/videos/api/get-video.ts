import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicVideo } from '../../../../shared/contracts/videos';
import { apiGet } from '../../../lib/api-client';
import { VIDEO_REFRESH_MS, videoKeys } from './video-keys';

export const videoQuery = (id: number) =>
  queryOptions({
    queryKey: videoKeys.one(id),
    queryFn: ({ signal }) => apiGet<PublicVideo>(`/api/videos/${id}`, signal),
    refetchInterval: VIDEO_REFRESH_MS,
  });

export const useVideo = (id: number) => useQuery(videoQuery(id));
