import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { FeedbackItem, FeedbackList, Sentiment } from '../../../shared/contracts/feedback';

interface ItemRow {
  id: number;
  sentiment: Sentiment;
  suggestion: string;
  username: string | null;
  created_at: string | Date;
}

const toItem = (r: ItemRow): FeedbackItem => ({
  id: r.id,
  sentiment: r.sentiment,
  suggestion: r.suggestion,
  username: r.username,
  created_at: new Date(r.created_at).toISOString(),
});

const where = (sentiment?: Sentiment) => (sentiment ? sql`where f.sentiment = ${sentiment}` : sql``);

/** A page of the feedback, newest first, with how many of all carry each sentiment. */
export async function feedbackPage(
  db: Db,
  q: { page: number; pageSize: number; sentiment?: Sentiment },
): Promise<FeedbackList> {
  const [items, counts] = await Promise.all([
    queryRows<ItemRow>(
      db,
      sql`select f.id, f.sentiment, f.suggestion, u.username, f.created_at
          from feedback f left join users u on u.id = f.user_id ${where(q.sentiment)}
          order by f.created_at desc, f.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    queryRows<{ sentiment: string; n: string | number }>(
      db,
      sql`select sentiment, count(*) as n from feedback group by sentiment`,
    ),
  ]);
  const by = Object.fromEntries(counts.map((c) => [c.sentiment, Number(c.n)]));
  const count = { happy: by.happy ?? 0, neutral: by.neutral ?? 0, sad: by.sad ?? 0 };
  return {
    items: items.map(toItem),
    total: q.sentiment ? count[q.sentiment] : count.happy + count.neutral + count.sad,
    page: q.page,
    page_size: q.pageSize,
    counts: count,
  };
}

/** Every feedback row, oldest first, for the CSV export. */
export async function allFeedback(db: Db): Promise<FeedbackItem[]> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select f.id, f.sentiment, f.suggestion, u.username, f.created_at
        from feedback f left join users u on u.id = f.user_id order by f.created_at, f.id`,
  );
  return rows.map(toItem);
}
