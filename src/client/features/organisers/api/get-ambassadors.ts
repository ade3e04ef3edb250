import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ambassadorsAnswerSchema } from '../../../../shared/contracts/content';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type AmbassadorsAnswer = z.infer<typeof ambassadorsAnswerSchema>;
export type Ambassador = AmbassadorsAnswer['items'][number];

export const getAmbassadors = (signal?: AbortSignal) => apiGet<AmbassadorsAnswer>('/api/ambassadors', signal);

export const ambassadorsQuery = () =>
  queryOptions({ queryKey: contentKeys.ambassadors(), queryFn: ({ signal }) => getAmbassadors(signal) });

export const useAmbassadors = () => useQuery(ambassadorsQuery());
