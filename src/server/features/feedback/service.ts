import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { feedback } from '../../db/schema/feedback';
import type { LocaleTag } from '../../../shared/domain/locales';
import {
  FEEDBACK_PER_WINDOW,
  FEEDBACK_WINDOW_HOURS,
  type Sentiment,
} from '../../../shared/contracts/feedback';
import { feedbackMessage } from '../../../shared/i18n/feedback-messages';
import { HttpError } from '../../http-error';

/** Lock class of pg_advisory_xact_lock(class, user id): one account's sends are taken one at a time. */
const FEEDBACK_LOCK = 4_7001;

/** A 429 whose message is the feedback catalogue's, in the request's language. */
class FeedbackLimitError extends HttpError {
  constructor(seconds: number) {
    // The key is rendered by render() below, from the feedback catalogue.
    super(
      429,
      'FEEDBACK_LIMIT',
      'feedbackRateLimited' as never,
      { max: FEEDBACK_PER_WINDOW },
      { 'retry-after': String(seconds) },
    );
  }

  override render(locale: LocaleTag): string {
    return feedbackMessage('feedbackRateLimited', locale, this.params)!;
  }
}

/**
 * Stores one suggestion, unless the account has sent FEEDBACK_PER_WINDOW of them in the last
 * FEEDBACK_WINDOW_HOURS: then nothing is stored and a 429 says when a slot frees. The count
 * and the insert share a transaction holding a lock per account, so two sends at once cannot
 * both take the last slot.
 */
export async function sendFeedback(
  db: Db,
  userId: number,
  input: { sentiment: Sentiment; suggestion: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEEDBACK_LOCK}, ${userId})`);
    const [recent] = await queryRows<{ n: string | number; oldest: string | null }>(
      tx,
      sql`select count(*) as n, min(created_at)::text as oldest from feedback
          where user_id = ${userId}
            and created_at > now() - make_interval(hours => ${FEEDBACK_WINDOW_HOURS})`,
    );
    if (Number(recent?.n ?? 0) >= FEEDBACK_PER_WINDOW) {
      const frees = new Date(recent!.oldest!).getTime() + FEEDBACK_WINDOW_HOURS * 3600_000;
      throw new FeedbackLimitError(Math.max(1, Math.ceil((frees - Date.now()) / 1000)));
    }
    await tx.insert(feedback).values({ userId, sentiment: input.sentiment, suggestion: input.suggestion });
  });
}
