import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedbackSchema, feedbackSentSchema } from '../../../../shared/contracts/feedback';
import { apiPost } from '../../../lib/api-client';

export const sendFeedback = (body: z.output<typeof feedbackSchema>) =>
  apiPost<z.infer<typeof feedbackSentSchema>>('/api/feedback', body);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
