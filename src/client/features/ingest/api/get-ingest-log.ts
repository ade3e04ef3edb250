import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ingestLogSchema } from '../../../../shared/contracts/ingest';
import { apiGet } from '../../../lib/api-client';
import { deskKeys } from '../../../lib/desk-keys';

export type IngestLog = z.infer<typeof ingestLogSchema>;

export const getIngestLog = (signal?: AbortSignal) =>
  apiGet<IngestLog>('/api/admin/ingest-log?limit=100', signal);

export const ingestLogQuery = () =>
  queryOptions({ queryKey: deskKeys.ingestLog(), queryFn: ({ signal }) => getIngestLog(signal) });

export const useIngestLog = () => useQuery(ingestLogQuery());
