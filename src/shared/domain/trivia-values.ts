/**
 * The fixed values of trivia, without its validation schemas: pages that only need them (the
 * visitor's trivia screens) then load no zod. The schemas are in src/shared/contracts/trivia.ts.
 */

/** Points a correct answer earns unless the organisers set another value. */
export const DEFAULT_POINTS_PER_QUESTION = 1_000;
/**
 * Seconds after the deadline an answer is still taken: the time the answer spends on the
 * network after the visitor's timer hit zero (the page sends what is ticked when it does).
 */
export const ANSWER_GRACE_SECONDS = 5;
export const TRIVIA_LIMITS = {
  questions: { min: 1, max: 30 },
  answers: { min: 2, max: 6 },
  timeLimitMinutes: { min: 1, max: 120 },
  pointsPerQuestion: { min: 0, max: 10_000 },
} as const;
/** What a trivia is about; the interface names each type in the reader's language. */
export const TRIVIA_TYPES = ['general', 'sport', 'venue', 'culture'] as const;
export type TriviaType = (typeof TRIVIA_TYPES)[number];

/** Error codes of the trivia API (the body is the app's usual error body). */
export const TRIVIA_ERRORS = {
  /** 400: the code is not one of ours, or was altered. */
  invalidCode: 'trivia.invalidCode',
  /** 410: the poster was withdrawn (a new one was printed). */
  posterWithdrawn: 'trivia.posterWithdrawn',
  /** 403: the trivia was not unlocked by this visitor. */
  locked: 'trivia.locked',
  /** 409: 'You have already answered this trivia'. */
  alreadyAnswered: 'trivia.alreadyAnswered',
  /** 409: answers sent before the trivia was opened (start). */
  notStarted: 'trivia.notStarted',
  /** 422: the answers came after the deadline (and its grace). */
  timeUp: 'trivia.timeUp',
} as const;
