import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { documentsAnswerSchema } from '../../../../shared/contracts/documents';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ReportDocuments = z.infer<typeof documentsAnswerSchema>;
export type ReportDocument = ReportDocuments['items'][number];

/** The official PDFs (ODF DT_PDF) about an RSC code or anything under it: a sport, an event, a unit. */
export const getDocuments = (code: string, signal?: AbortSignal) =>
  apiGet<ReportDocuments>(`/api/documents?code=${encodeURIComponent(code)}`, signal);

export const documentsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.documents(code),
    queryFn: ({ signal }) => getDocuments(code, signal),
  });

export const useDocuments = (code: string) => useQuery(documentsQuery(code));
