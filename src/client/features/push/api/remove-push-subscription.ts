import { apiPost } from '../../../lib/api-client';

/** POST /api/push/subscriptions/remove: the server forgets this browser's push address. */
export const removePushSubscription = (endpoint: string) =>
  apiPost<{ ok: true }>('/api/push/subscriptions/remove', { endpoint });
