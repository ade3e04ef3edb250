import webpush from 'web-push';
import type { PushPayload } from '../../../shared/contracts/push';
import type { Vapid } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: delivered, gone for good (404/410: drop the subscription), or failed. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/**
 * Encrypts the payload for the subscriber (aes128gcm, RFC 8291) and signs the request (VAPID,
 * RFC 8292) with web-push, then posts it. The request is sent with fetch rather than web-push's
 * own https call so that a push service's answer is read the same way on every endpoint.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, vapid: Vapid): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      // A notice older than an hour is news no more.
      TTL: 3600,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** The browsers' push services: an endpoint elsewhere is refused unless PUSH_ENDPOINT_ORIGINS names it. */
const KNOWN_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(.+\.)?push\.apple\.com$/,
  /^(.+\.)?notify\.windows\.com$/,
];

export function endpointAllowed(endpoint: string, extraOrigins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && KNOWN_HOSTS.some((h) => h.test(url.hostname));
}
