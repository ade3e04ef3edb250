import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminContentAnswerSchema, ContentKind } from '../../../../shared/contracts/content';
import { apiGet } from '../../../lib/api-client';
import { adminContentKeys } from './content-keys';

export type AdminContentAnswer = z.infer<typeof adminContentAnswerSchema>;

export const getAdminContent = (kind: ContentKind, signal?: AbortSignal) =>
  apiGet<AdminContentAnswer>(`/api/admin/content?kind=${kind}`, signal);

export const adminContentQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: adminContentKeys.list(kind),
    queryFn: ({ signal }) => getAdminContent(kind, signal),
  });

export const useAdminContent = (kind: ContentKind) => useQuery(adminContentQuery(kind));
