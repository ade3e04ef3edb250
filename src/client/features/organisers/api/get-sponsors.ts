import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sponsorsAnswerSchema } from '../../../../shared/contracts/content';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type SponsorsAnswer = z.infer<typeof sponsorsAnswerSchema>;
export type Sponsor = SponsorsAnswer['items'][number];

export const getSponsors = (signal?: AbortSignal) => apiGet<SponsorsAnswer>('/api/sponsors', signal);

export const sponsorsQuery = () =>
  queryOptions({ queryKey: contentKeys.sponsors(), queryFn: ({ signal }) => getSponsors(signal) });

export const useSponsors = () => useQuery(sponsorsQuery());
