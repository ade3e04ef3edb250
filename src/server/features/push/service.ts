import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { pushSubscribeSchema } from '../../../shared/contracts/push';

type Subscribe = z.infer<typeof pushSubscribeSchema>;

/**
 * Keeps a browser's subscription and choices, one row per push address: subscribing again
 * (new keys, other kinds, a login) updates it. An account's follows are read on the server;
 * a guest's come with the subscription and are replaced each time it is sent.
 */
export async function saveSubscription(db: Db, userId: number | null, body: Subscribe): Promise<void> {
  const values = {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userId,
    follows: userId ? [] : body.follows,
    kinds: [...new Set(body.kinds)],
    quietFrom: body.quiet?.from ?? null,
    quietTo: body.quiet?.to ?? null,
    timeZone: body.time_zone,
    locale: body.locale,
    spoilerFree: body.spoiler_free,
  };
  const { endpoint: _endpoint, ...changes } = values;
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: changes });
}

/** Forgets a push address (the reader turned notifications off); its deliveries go with it. */
export async function removeSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
