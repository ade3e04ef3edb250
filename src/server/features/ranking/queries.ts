import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { RankingFilter, RankingMe, RankingQuery, RankingRow } from '../../../shared/contracts/ranking';
import { levelFor } from '../../../shared/domain/levels';

/**
 * Positions follow standard competition ranking: tied users share a position and the next
 * one skips as many places as shared it (1, 1, 3), which is SQL's rank(). Within a tie the
 * list is in username order, so paging through it is stable.
 *
 * Only active accounts take part. The columns read are the public ones: username,
 * organisation and points, never a name or an e-mail address (many users are minors).
 */
const listed = (f: Pick<RankingFilter, 'omitZero' | 'type'>, alias: SQL) =>
  sql`${alias}.active${f.omitZero ? sql` and ${alias}.points > 0` : sql``}${
    f.type ? sql` and ${alias}.type = ${f.type}` : sql``
  }`;

interface RowData {
  general_position: string | number;
  list_position: string | number;
  username: string;
  organisation: string | null;
  points: number;
}

const toRow = (r: RowData): RankingRow => ({
  general_position: Number(r.general_position),
  list_position: Number(r.list_position),
  username: r.username,
  organisation: r.organisation,
  points: r.points,
  level: levelFor(r.points),
});

/** One page of the ranking and the size of the whole list. */
export async function rankingPage(db: Db, q: RankingQuery) {
  const offset = (q.page - 1) * q.pageSize;
  const [rows, [count]] = await Promise.all([
    queryRows<RowData>(
      db,
      sql`with everyone as (
            select u.id, u.username, u.organisation, u.points, u.type, u.active,
                   rank() over (order by u.points desc) as general_position
            from users u where u.active
          )
          select general_position, username, organisation, points,
                 rank() over (order by points desc) as list_position
          from everyone e where ${listed(q, sql`e`)}
          order by points desc, lower(username), id
          limit ${q.pageSize} offset ${offset}`,
    ),
    queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from users u where ${listed(q, sql`u`)}`,
    ),
  ]);
  return { items: rows.map(toRow), total: Number(count?.total ?? 0), page: q.page, page_size: q.pageSize };
}

/** The reader's own row in the list asked for, and the page of it that holds the row. */
export async function rankingMe(db: Db, userId: number, f: RankingFilter): Promise<RankingMe> {
  const [me] = await queryRows<RowData & { included: boolean; before: string | number }>(
    db,
    sql`select u.username, u.organisation, u.points,
          (${listed(f, sql`u`)}) as included,
          1 + (select count(*) from users o where o.active and o.points > u.points) as general_position,
          1 + (select count(*) from users o where ${listed(f, sql`o`)} and o.points > u.points) as list_position,
          (select count(*) from users o where ${listed(f, sql`o`)} and (o.points > u.points
             or (o.points = u.points and (lower(o.username), o.id) < (lower(u.username), u.id)))) as before
        from users u where u.id = ${userId}`,
  );
  if (!me) return { row: null, page: null, points: 0 };
  if (!me.included) return { row: null, page: null, points: me.points };
  return {
    row: toRow(me),
    page: Math.floor(Number(me.before) / f.pageSize) + 1,
    points: me.points,
  };
}
