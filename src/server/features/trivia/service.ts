import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { LocalizedText } from '../../../shared/contracts/common';
import type { TranslationsInput } from '../../../shared/contracts/content';
import {
  ANSWER_GRACE_SECONDS,
  type AnswersResult,
  type StartAnswer,
  type TriviaFields,
  type TriviaListItem,
} from '../../../shared/contracts/trivia';
import type { Db } from '../../db/client';
import { contentItems, triviaAttempts, triviaUnlocks, users } from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { recordAudit } from '../audit';
import { TriviaError } from './messages';
import { signToken, verifyToken } from './token';

// A visitor's trivia: unlocking by a poster's code, opening (the server's clock starts), and
// answering once. "Once" is the database's rule: the answer is an UPDATE of the visitor's
// attempt that only matches while it is unanswered, in the same transaction as the points.

type Visitor = Pick<SessionUser, 'id'>;

interface TriviaRow {
  id: number;
  published: boolean;
  translations: TranslationsInput;
  fields: TriviaFields;
}

const asRow = (row: typeof contentItems.$inferSelect): TriviaRow => ({
  id: row.id,
  published: row.published,
  translations: row.translations as TranslationsInput,
  fields: row.fields as TriviaFields,
});

/** A trivia by id, drafts included (the admin's poster) or published only (visitors). */
export async function triviaById(db: Db, id: number, publishedOnly: boolean): Promise<TriviaRow> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, id),
        eq(contentItems.kind, 'trivia'),
        publishedOnly ? eq(contentItems.published, true) : undefined,
      ),
    );
  if (!row) throw new TriviaError('notFound', { id });
  return asRow(row);
}

const deadlineOf = (startedAt: Date, fields: TriviaFields) =>
  new Date(startedAt.getTime() + fields.time_limit_minutes * 60_000);

function listItem(
  row: TriviaRow,
  unlocked: boolean,
  attempt: { submittedAt: Date | null; points: number } | undefined,
): TriviaListItem {
  const answered = Boolean(attempt?.submittedAt);
  return {
    id: row.id,
    title: localized(row.translations, 'title'),
    description: localized(row.translations, 'text'),
    timeLimitMinutes: row.fields.time_limit_minutes,
    discipline: row.fields.discipline ?? null,
    type: row.fields.type,
    author: row.fields.author,
    questionCount: row.fields.questions.length,
    pointsPerQuestion: row.fields.points_per_question,
    unlocked,
    answered,
    points: answered ? attempt!.points : null,
  };
}

/** Published trivia in the organisers' order, with what this visitor unlocked and answered. */
export async function listTrivia(db: Db, visitor: Visitor, onlyId?: number): Promise<TriviaListItem[]> {
  const rows = await db
    .select({
      item: contentItems,
      unlockedAt: triviaUnlocks.unlockedAt,
      submittedAt: triviaAttempts.submittedAt,
      points: triviaAttempts.points,
    })
    .from(contentItems)
    .leftJoin(
      triviaUnlocks,
      and(eq(triviaUnlocks.triviaId, contentItems.id), eq(triviaUnlocks.userId, visitor.id)),
    )
    .leftJoin(
      triviaAttempts,
      and(eq(triviaAttempts.triviaId, contentItems.id), eq(triviaAttempts.userId, visitor.id)),
    )
    .where(
      and(
        eq(contentItems.kind, 'trivia'),
        eq(contentItems.published, true),
        onlyId === undefined ? undefined : eq(contentItems.id, onlyId),
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  return rows.map((r) =>
    listItem(
      asRow(r.item),
      r.unlockedAt !== null,
      r.points === null ? undefined : { submittedAt: r.submittedAt, points: r.points },
    ),
  );
}

/** Unlocks the trivia a scanned code was signed for; scanning again changes nothing. */
export async function unlock(db: Db, secret: Buffer, visitor: Visitor, token: string): Promise<number> {
  const signed = verifyToken(secret, token);
  if (!signed) throw new TriviaError('invalidCode');
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, signed.triviaId), eq(contentItems.kind, 'trivia')));
  // A deleted trivia's code is no code of ours any more.
  if (!row) throw new TriviaError('invalidCode');
  const trivia = asRow(row);
  if (signed.posterVersion < trivia.fields.poster_version) throw new TriviaError('posterWithdrawn');
  if (signed.posterVersion !== trivia.fields.poster_version) throw new TriviaError('invalidCode');
  if (!trivia.published) throw new TriviaError('notFound', { id: trivia.id });
  await db.insert(triviaUnlocks).values({ userId: visitor.id, triviaId: trivia.id }).onConflictDoNothing();
  return trivia.id;
}

async function isUnlocked(db: Db, visitor: Visitor, triviaId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: triviaUnlocks.unlockedAt })
    .from(triviaUnlocks)
    .where(and(eq(triviaUnlocks.userId, visitor.id), eq(triviaUnlocks.triviaId, triviaId)));
  return Boolean(row);
}

/**
 * Opens a trivia: the first opening records when the clock started; opening again (a reload,
 * another device) gives the same start and deadline. Which answer is right is never sent.
 */
export async function start(db: Db, visitor: Visitor, triviaId: number, now: Date): Promise<StartAnswer> {
  const trivia = await triviaById(db, triviaId, true);
  if (!(await isUnlocked(db, visitor, triviaId))) throw new TriviaError('locked');
  await db
    .insert(triviaAttempts)
    .values({ userId: visitor.id, triviaId, startedAt: now })
    .onConflictDoNothing();
  const [attempt] = await db
    .select()
    .from(triviaAttempts)
    .where(and(eq(triviaAttempts.userId, visitor.id), eq(triviaAttempts.triviaId, triviaId)));
  if (attempt!.submittedAt) throw new TriviaError('alreadyAnswered');
  return {
    triviaId,
    startedAt: attempt!.startedAt.toISOString(),
    deadline: deadlineOf(attempt!.startedAt, trivia.fields).toISOString(),
    serverNow: now.toISOString(),
    questions: trivia.fields.questions.map((q) => ({
      id: q.id,
      text: localizedText(q.text),
      answers: q.answers.map((a) => ({ id: a.id, text: localizedText(a.text) })),
    })),
  };
}

/** A text in every language, English standing in for a language not written yet. */
function localizedText(t: { en: string; es?: string; pt?: string; az?: string }): LocalizedText {
  return { en: t.en, es: t.es || t.en, pt: t.pt || t.en, az: t.az || t.en };
}

/** The item's title or text (its translations) in every language. */
function localized(translations: TranslationsInput, part: 'title' | 'text'): LocalizedText {
  const en = translations.en[part];
  return localizedText({
    en,
    es: translations.es?.[part],
    pt: translations.pt?.[part],
    az: translations.az?.[part],
  });
}

/** Marks the answers against the trivia's questions; unknown questions are dropped. */
export function grade(fields: TriviaFields, answers: Record<string, string>) {
  const kept: Record<string, string> = {};
  let correct = 0;
  for (const q of fields.questions) {
    const given = answers[q.id];
    if (given === undefined) continue;
    kept[q.id] = given;
    if (q.answers.find((a) => a.correct)?.id === given) correct += 1;
  }
  return { kept, correct, total: fields.questions.length, points: correct * fields.points_per_question };
}

/**
 * Records the answers once, within the time limit plus a short grace for the network, and adds
 * the points to the visitor's total, all in one transaction. A refusal changes nothing.
 */
export async function submit(
  db: Db,
  visitor: Visitor,
  triviaId: number,
  answers: Record<string, string>,
  now: Date,
): Promise<AnswersResult> {
  const trivia = await triviaById(db, triviaId, true);
  const { kept, correct, total, points } = grade(trivia.fields, answers);
  const limitMs = (trivia.fields.time_limit_minutes * 60 + ANSWER_GRACE_SECONDS) * 1000;
  const earliestStart = new Date(now.getTime() - limitMs);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(triviaAttempts)
      .set({ submittedAt: now, answers: kept, correct, points })
      .where(
        and(
          eq(triviaAttempts.userId, visitor.id),
          eq(triviaAttempts.triviaId, triviaId),
          isNull(triviaAttempts.submittedAt),
          sql`${triviaAttempts.startedAt} >= ${earliestStart.toISOString()}`,
        ),
      )
      .returning({ id: triviaAttempts.id });
    if (!saved) {
      const [attempt] = await tx
        .select()
        .from(triviaAttempts)
        .where(and(eq(triviaAttempts.userId, visitor.id), eq(triviaAttempts.triviaId, triviaId)));
      if (!attempt) {
        throw new TriviaError((await isUnlocked(tx, visitor, triviaId)) ? 'notStarted' : 'locked');
      }
      throw new TriviaError(attempt.submittedAt ? 'alreadyAnswered' : 'timeUp');
    }
    const [user] = await tx
      .update(users)
      .set({ points: sql`${users.points} + ${points}` })
      .where(eq(users.id, visitor.id))
      .returning({ points: users.points });
    return { correct, total, points, totalPoints: user!.points };
  });
}

// ---------------------------------------------------------------- posters

export async function poster(db: Db, secret: Buffer, triviaId: number) {
  const trivia = await triviaById(db, triviaId, false);
  const version = trivia.fields.poster_version;
  return {
    triviaId,
    title: localized(trivia.translations, 'title'),
    token: signToken(secret, triviaId, version),
    posterVersion: version,
  };
}

/** A new poster version: the codes printed before stop unlocking (audited like content changes). */
export async function withdrawPoster(
  db: Db,
  admin: Pick<SessionUser, 'id' | 'username'>,
  triviaId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, triviaId), eq(contentItems.kind, 'trivia')))
      .for('update');
    if (!row) throw new TriviaError('notFound', { id: triviaId });
    const before = (row.fields as TriviaFields).poster_version;
    await tx
      .update(contentItems)
      .set({
        fields: { ...row.fields, poster_version: before + 1 },
        updatedAt: new Date(),
        updatedBy: admin.username,
      })
      .where(eq(contentItems.id, triviaId));
    await recordAudit(tx, admin, {
      action: 'trivia.posterWithdraw',
      target: `CONTENT:${triviaId}`,
      before: { poster_version: before },
      after: { poster_version: before + 1 },
    });
    // The content admin's list shows the version: it is content like the rest of the item.
    await bumpVersions(tx, [TOPICS.content]);
  });
}

/**
 * Moves the visitor's unanswered attempt a day into the past, so its deadline is over. Only
 * for end-to-end runs (TEST_FAULT_ROUTES): a browser test cannot move the server's clock, and
 * waiting out a real time limit held a test worker for a minute.
 */
export async function expireAttempt(db: Db, visitor: SessionUser, triviaId: number): Promise<boolean> {
  const moved = await db
    .update(triviaAttempts)
    .set({ startedAt: sql`${triviaAttempts.startedAt} - interval '1 day'` })
    .where(
      and(
        eq(triviaAttempts.userId, visitor.id),
        eq(triviaAttempts.triviaId, triviaId),
        isNull(triviaAttempts.submittedAt),
      ),
    )
    .returning({ id: triviaAttempts.id });
  return moved.length > 0;
}
