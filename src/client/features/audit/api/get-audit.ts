import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditListSchema } from '../../../../shared/contracts/audit';
import { apiGet } from '../../../lib/api-client';
import { deskKeys } from '../../../lib/desk-keys';

export type AuditList = z.infer<typeof auditListSchema>;

export const getAudit = (target: string | undefined, signal?: AbortSignal) =>
  apiGet<AuditList>(
    `/api/admin/audit?limit=200${target ? `&target=${encodeURIComponent(target)}` : ''}`,
    signal,
  );

export const auditQuery = (target?: string) =>
  queryOptions({ queryKey: deskKeys.audit(target), queryFn: ({ signal }) => getAudit(target, signal) });

export const useAudit = (target?: string) => useQuery(auditQuery(target));
