import { z } from 'zod';
import { pageOf } from './common';
import { NO_NUL, wellFormed } from './text';

/**
 * The feedback form's contract, used by the form and by the server alike. Messages are keys
 * of shared/i18n/feedback-messages (or the shared text keys), shown under the field by the
 * form and translated by the server in its answers.
 */
export const SENTIMENTS = ['happy', 'neutral', 'sad'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export const SUGGESTION_MIN = 10;
export const SUGGESTION_MAX = 2000;
/** Suggestions one account may send in FEEDBACK_WINDOW_HOURS (decision 0047). */
export const FEEDBACK_PER_WINDOW = 5;
export const FEEDBACK_WINDOW_HOURS = 24;

export const sentimentField = z.enum(SENTIMENTS, {
  // Nothing chosen and a value that is not one of the three are told apart.
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'feedbackSentimentRequired'
      : 'feedbackSentimentInvalid',
});

export const suggestionField = z
  .string({ error: 'feedbackSuggestionRequired' })
  .trim()
  .min(1, 'feedbackSuggestionRequired')
  .min(SUGGESTION_MIN, 'feedbackSuggestionMin')
  .max(SUGGESTION_MAX, 'feedbackSuggestionMax')
  .regex(NO_NUL, 'textNul')
  .refine(wellFormed, 'textBrokenUnicode');

export const feedbackSchema = z.object({ sentiment: sentimentField, suggestion: suggestionField });
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackSentSchema = z.object({ message: z.string() });

export const feedbackAdminQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sentiment: z.enum(SENTIMENTS).optional(),
});

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  sentiment: z.enum(SENTIMENTS),
  suggestion: z.string(),
  /** The sender's username (never their name or e-mail); null once the account is gone. */
  username: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListSchema = pageOf(feedbackItemSchema).extend({
  /** How many of all the feedback (not only this page or filter) carry each sentiment. */
  counts: z.object({ happy: z.number().int(), neutral: z.number().int(), sad: z.number().int() }),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;
