import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows, pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';
import { followKey } from '../../../shared/domain/follow-values';
import { followersOfUnits, unitCodesOfFollows } from '../follow';
import type { Notice } from './notices';

/**
 * The subscriptions a notice is for: those of accounts that follow what brings the unit in
 * (or the delegation), and guests' subscriptions whose follows, sent with them, do.
 */
export async function audienceOf(db: Db, notice: Notice): Promise<PushSubscriptionRow[]> {
  if ('delegation' in notice.audience) {
    const code = notice.audience.delegation;
    const followers = db
      .select({ id: follows.userId })
      .from(follows)
      .where(and(eq(follows.kind, 'delegation'), eq(follows.code, code)));
    return db
      .select()
      .from(pushSubscriptions)
      .where(
        or(
          inArray(pushSubscriptions.userId, followers),
          and(
            isNull(pushSubscriptions.userId),
            sql`${pushSubscriptions.follows} @> ${JSON.stringify([{ kind: 'delegation', code }])}::jsonb`,
          ),
        ),
      );
  }
  const unit = notice.audience.unit;
  const accounts = (await followersOfUnits(db, [unit])).get(unit) ?? [];
  const [ofAccounts, guests] = await Promise.all([
    accounts.length
      ? db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, accounts))
      : Promise.resolve([]),
    db
      .select()
      .from(pushSubscriptions)
      .where(
        and(isNull(pushSubscriptions.userId), sql`jsonb_array_length(${pushSubscriptions.follows}) > 0`),
      ),
  ]);
  if (guests.length === 0) return ofAccounts;
  // One look-up for every guest's follows together: which of them bring this unit in.
  const all = new Map(guests.flatMap((g) => g.follows.map((f) => [followKey(f), f] as const)));
  const bringing = new Set(
    ((await unitCodesOfFollows(db, [...all.values()])).get(unit) ?? []).map(followKey),
  );
  return [...ofAccounts, ...guests.filter((g) => g.follows.some((f) => bringing.has(followKey(f))))];
}

/** Whether any subscription exists: without one, a change costs no further reads. */
export async function anySubscription(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).limit(1);
  return Boolean(row);
}
