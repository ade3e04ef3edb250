import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { transportAnswerSchema } from '../../../../shared/contracts/content';
import { apiGet } from '../../../lib/api-client';

export type Transport = z.infer<typeof transportAnswerSchema>;
export type TransportLine = Transport['lines'][number];

/** The shuttle lines with their stops and timetables, and the transport guide. */
export const getTransport = (signal?: AbortSignal) => apiGet<Transport>('/api/transport', signal);

export const transportQuery = () =>
  queryOptions({ queryKey: ['content', 'transport'], queryFn: ({ signal }) => getTransport(signal) });

export const useTransport = () => useQuery(transportQuery());
