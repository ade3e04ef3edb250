import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushDeliveries, pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';
import { matchLocale, FALLBACK_LOCALE } from '../../../shared/domain/locales';
import { nameIn } from '../../competition/names';
import { spoilerFreeText } from '../../../shared/domain/spoiler-free';
import type { PushPayload } from '../../../shared/contracts/push';
import type { Notice } from './notices';
import type { SendOutcome } from './sender';
import { noticeText } from './texts';

/** Minutes after midnight, now, in a time zone. */
function minuteIn(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** Quiet hours from `from` to `to`, wrapping midnight when `to` is earlier (22:00 to 07:00). */
export function isQuiet(
  sub: Pick<PushSubscriptionRow, 'quietFrom' | 'quietTo' | 'timeZone'>,
  now: Date,
): boolean {
  if (sub.quietFrom == null || sub.quietTo == null || sub.quietFrom === sub.quietTo) return false;
  const m = minuteIn(sub.timeZone, now);
  return sub.quietFrom < sub.quietTo
    ? m >= sub.quietFrom && m < sub.quietTo
    : m >= sub.quietFrom || m < sub.quietTo;
}

/** The notice in the subscriber's language and zone: a title, a line, and where a tap leads. */
export function payloadFor(
  notice: Notice,
  sub: Pick<PushSubscriptionRow, 'locale' | 'timeZone' | 'spoilerFree'>,
): PushPayload {
  const locale = matchLocale(sub.locale) ?? FALLBACK_LOCALE;
  const u = notice.unit;
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: sub.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(u.startAt);
  const unit = `${nameIn(locale, u.eventName, u.eventNames)} – ${nameIn(locale, u.name, u.names)}`;
  const delegation = 'delegation' in notice.audience ? notice.audience.name : '';
  return {
    ...spoilerFreeText(notice.kind, noticeText(notice.kind, locale, { unit, time, delegation }), {
      spoilerFree: sub.spoilerFree,
      locale,
      unit,
    }),
    url: `/discipline/${u.disciplineCode}/results/${u.code}`,
    tag: notice.key,
  };
}

/** Sends one payload to one subscription, whichever service it belongs to. */
export type SendTo = (sub: PushSubscriptionRow, payload: PushPayload) => Promise<SendOutcome>;

/**
 * Sends a notice to each subscription that wants its kind and is not in quiet hours. Each
 * delivery is claimed first (insert, on conflict nothing): of several instances noticing the
 * same change, one inserts the row and sends; the others insert nothing and skip. A notice
 * held back by quiet hours is claimed too: it would be stale by morning.
 */
export async function deliver(
  db: Db,
  notice: Notice,
  audience: PushSubscriptionRow[],
  send: SendTo,
  now = new Date(),
): Promise<(SendOutcome | 'skipped')[]> {
  const wanted = audience.filter((s) => s.kinds.includes(notice.kind));
  return Promise.all(
    wanted.map(async (sub) => {
      const claimed = await db
        .insert(pushDeliveries)
        .values({ subscriptionId: sub.id, notice: notice.key })
        .onConflictDoNothing()
        .returning({ id: pushDeliveries.subscriptionId });
      if (claimed.length === 0 || isQuiet(sub, now)) return 'skipped' as const;
      const outcome = await send(sub, payloadFor(notice, sub));
      // The push service says this browser unsubscribed or is gone: stop sending to it.
      if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return outcome;
    }),
  );
}
