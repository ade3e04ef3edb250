import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { StartAnswer } from '../../../../shared/contracts/trivia';

/**
 * Starts (or resumes) the visitor's attempt: the server fixes the deadline when it is first
 * started, so opening the page again does not give more time.
 */
export const startTrivia = (id: string | number) =>
  apiPost<StartAnswer>(`/api/trivia/${encodeURIComponent(String(id))}/start`);

export const useStartTrivia = () => useMutation({ mutationFn: startTrivia });
