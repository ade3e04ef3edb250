import type { PushSubscribe } from '../../../../shared/contracts/push';
import { apiPost } from '../../../lib/api-client';

/** POST /api/push/subscriptions: this browser's push address with the reader's choices. */
export const savePushSubscription = (body: PushSubscribe) =>
  apiPost<{ ok: true }>('/api/push/subscriptions', body);
