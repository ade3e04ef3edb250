import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackList, Sentiment } from '../../../../shared/contracts/feedback';
import { apiGet } from '../../../lib/api-client';

export const FEEDBACK_KEY = ['feedback'] as const;
export const FEEDBACK_CSV_URL = '/api/admin/feedback.csv';

export interface AdminFeedbackParams {
  page: number;
  pageSize: number;
  sentiment?: Sentiment;
}

export const getAdminFeedback = (p: AdminFeedbackParams, signal?: AbortSignal) =>
  apiGet<FeedbackList>(
    `/api/admin/feedback?page=${p.page}&pageSize=${p.pageSize}${p.sentiment ? `&sentiment=${p.sentiment}` : ''}`,
    signal,
  );

/** The organisers' page of feedback; the previous page stays on screen while the next loads. */
export const useAdminFeedback = (p: AdminFeedbackParams) =>
  useQuery({
    queryKey: [...FEEDBACK_KEY, 'admin', p] as const,
    queryFn: ({ signal }) => getAdminFeedback(p, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
