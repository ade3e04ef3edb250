import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { videosAnswerSchema } from '../../../../shared/contracts/videos';
import { apiGet } from '../../../lib/api-client';
import { VIDEO_REFRESH_MS, videoKeys } from './video-keys';

export type VideosAnswer = z.infer<typeof videosAnswerSchema>;

export const videosQuery = () =>
  queryOptions({
    queryKey: videoKeys.list(),
    queryFn: ({ signal }) => apiGet<VideosAnswer>('/api/videos', signal),
    refetchInterval: VIDEO_REFRESH_MS,
  });

export const useVideos = () => useQuery(videosQuery());
