import { z } from 'zod';
import { DISCIPLINE_CODES } from '../domain/disciplines';
import { localizedTextSchema, rowIdParam } from './common';
import { text } from './text';
import { DEFAULT_POINTS_PER_QUESTION, TRIVIA_LIMITS, TRIVIA_TYPES } from '../domain/trivia-values';

/**
 * Trivia: an organisers' content kind (title and description are the item's translations)
 * unlocked by scanning the QR code on a poster at a venue. A visitor answers each trivia
 * once, within its time limit counted by the server's clock from the first opening; the
 * points of the correct answers are added to the visitor's total (levels of 10,000 XP).
 */

// The fixed values live apart from the schemas (pages that only need them load no zod).
export {
  ANSWER_GRACE_SECONDS,
  DEFAULT_POINTS_PER_QUESTION,
  TRIVIA_ERRORS,
  TRIVIA_LIMITS,
  TRIVIA_TYPES,
  type TriviaType,
} from '../domain/trivia-values';

// ---------------------------------------------------------------- the content kind's fields

/** A short id inside one trivia, made by the editor ("q1", "a3" or a random one). */
const localId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'triviaId');

/** A text in four languages: English required, the others may wait for a translator. */
const localizedInput = (max: number) =>
  z.object({
    en: text(max).trim().min(1, 'required'),
    es: text(max).trim().default(''),
    pt: text(max).trim().default(''),
    az: text(max).trim().default(''),
  });

export const triviaAnswerOptionSchema = z.object({
  id: localId,
  text: localizedInput(300),
  correct: z.boolean().default(false),
});

export const triviaQuestionSchema = z
  .object({
    id: localId,
    text: localizedInput(500),
    answers: z.array(triviaAnswerOptionSchema).min(TRIVIA_LIMITS.answers.min).max(TRIVIA_LIMITS.answers.max),
  })
  .superRefine((q, ctx) => {
    if (q.answers.filter((a) => a.correct).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'triviaOneCorrect' });
    }
    const ids = new Set(q.answers.map((a) => a.id));
    if (ids.size !== q.answers.length) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'triviaDuplicateId' });
    }
  });
export type TriviaQuestion = z.infer<typeof triviaQuestionSchema>;

export const triviaFieldsSchema = z
  .object({
    time_limit_minutes: z
      .number()
      .int()
      .min(TRIVIA_LIMITS.timeLimitMinutes.min)
      .max(TRIVIA_LIMITS.timeLimitMinutes.max),
    author: text(120).trim().min(1, 'required'),
    discipline: z.enum(DISCIPLINE_CODES).nullable().default(null),
    type: z.enum(TRIVIA_TYPES).default('general'),
    points_per_question: z
      .number()
      .int()
      .min(TRIVIA_LIMITS.pointsPerQuestion.min)
      .max(TRIVIA_LIMITS.pointsPerQuestion.max)
      .default(DEFAULT_POINTS_PER_QUESTION),
    /**
     * The printed poster's version: withdrawing a poster adds one, so the codes printed
     * before stop working. Only the poster route changes it (a saved form keeps the stored one).
     */
    poster_version: z.number().int().min(1).default(1),
    questions: z
      .array(triviaQuestionSchema)
      .min(TRIVIA_LIMITS.questions.min)
      .max(TRIVIA_LIMITS.questions.max),
  })
  .superRefine((f, ctx) => {
    const ids = new Set(f.questions.map((q) => q.id));
    if (ids.size !== f.questions.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'triviaDuplicateId' });
    }
  });
export type TriviaFields = z.infer<typeof triviaFieldsSchema>;

// ---------------------------------------------------------------- visitor API

export const triviaIdParams = z.object({ id: rowIdParam });

/** One published trivia. Texts in all four languages, English where one is not translated. */
export const triviaListItemSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  timeLimitMinutes: z.number().int(),
  discipline: z.string().nullable(),
  type: z.enum(TRIVIA_TYPES),
  author: z.string(),
  questionCount: z.number().int(),
  pointsPerQuestion: z.number().int(),
  /** This visitor scanned the trivia's poster. */
  unlocked: z.boolean(),
  /** This visitor already sent answers: the trivia cannot be answered again. */
  answered: z.boolean(),
  /** Points earned on this trivia, once answered. */
  points: z.number().int().nullable(),
});
export type TriviaListItem = z.infer<typeof triviaListItemSchema>;
export const triviaListAnswerSchema = z.object({ items: z.array(triviaListItemSchema) });
export type TriviaListAnswer = z.infer<typeof triviaListAnswerSchema>;

/** GET /api/trivia/:id — one item of the list (403/404 like the list would hide it). */
export const triviaItemAnswerSchema = triviaListItemSchema;

/** The scanned code: the token alone or the whole address the QR code holds. */
export const unlockInputSchema = z.object({ code: text(2000).trim().min(1, 'required') });
export type UnlockInput = z.infer<typeof unlockInputSchema>;
export const unlockAnswerSchema = z.object({ triviaId: z.number().int() });
export type UnlockAnswer = z.infer<typeof unlockAnswerSchema>;

/** The questions as a visitor sees them: which answer is right is never sent. */
export const startAnswerSchema = z.object({
  triviaId: z.number().int(),
  /** ISO times from the server's clock; the page counts down from `deadline - serverNow`. */
  startedAt: z.string(),
  deadline: z.string(),
  serverNow: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: localizedTextSchema,
      answers: z.array(z.object({ id: z.string(), text: localizedTextSchema })),
    }),
  ),
});
export type StartAnswer = z.infer<typeof startAnswerSchema>;

/** `{ [questionId]: answerId }`; a question left out counts as wrong. */
export const answersInputSchema = z.object({
  answers: z
    .record(localId, localId)
    .refine((a) => Object.keys(a).length <= TRIVIA_LIMITS.questions.max, 'tooMany'),
});
export type AnswersInput = z.infer<typeof answersInputSchema>;
export const answersResultSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  /** Points earned on this trivia. */
  points: z.number().int(),
  /** The visitor's points after this trivia. */
  totalPoints: z.number().int(),
});
export type AnswersResult = z.infer<typeof answersResultSchema>;

// ---------------------------------------------------------------- admin: posters

export const posterAnswerSchema = z.object({
  triviaId: z.number().int(),
  title: localizedTextSchema,
  /** `v1.<triviaId>.<posterVersion>.<signature>` */
  token: z.string(),
  /** The address the QR code holds: `<origin>/qr-scan?code=<token>`. */
  url: z.string(),
  posterVersion: z.number().int(),
});
export type PosterAnswer = z.infer<typeof posterAnswerSchema>;
