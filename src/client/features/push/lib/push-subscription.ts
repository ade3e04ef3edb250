import i18n from '../../../lib/i18n';
import { needsIosInstallHint } from '../../../lib/install';
import { capacitor } from '../../../lib/platform';
import { spoilerStore } from '../../../lib/spoiler-store';
import { userStore } from '../../../lib/user-store';
import { matchLocale } from '../../../../shared/domain/locales';
import { followStore } from '../../follow';
import { getPushKey } from '../api/get-push-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import { pushPreferences, toMinutes } from './push-preferences';

/**
 * What this device can do: Web Push here; first the home screen (an iPhone or iPad browser,
 * where Web Push works only for an app added there); the native app's own notifications; or
 * nothing (an old browser, a private window).
 */
export type PushSupport = 'web' | 'home-screen' | 'native' | 'unsupported';

export function pushSupport(): PushSupport {
  if (capacitor()?.isNativePlatform?.()) return 'native';
  if (needsIosInstallHint()) return 'home-screen';
  const ok = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return ok ? 'web' : 'unsupported';
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'web') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** The browser's key in base64url → the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Sends the subscription with the reader's current choices (kinds, quiet hours, language, follows). */
export async function sendSubscription(sub: PushSubscription): Promise<void> {
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const prefs = pushPreferences.getState();
  const user = userStore.getState();
  const { follows, owner } = followStore.getState();
  await savePushSubscription({
    endpoint: json.endpoint,
    keys: json.keys,
    kinds: prefs.kinds,
    quiet: prefs.quiet ? { from: toMinutes(prefs.quiet.from), to: toMinutes(prefs.quiet.to) } : null,
    time_zone: user.timezone,
    // An account's follows are read on the server; a guest's travel with the subscription.
    follows: owner === 'account' ? [] : follows,
    locale: matchLocale(i18n.language) ?? 'en-US',
    spoiler_free: spoilerStore.getState().on,
  });
}

/** Asks permission, subscribes this browser and tells the server. False when the reader said no. */
export async function turnOn(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const reg = await navigator.serviceWorker.ready;
  const { public_key } = await getPushKey();
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  await sendSubscription(sub);
  return true;
}

export async function turnOff(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await removePushSubscription(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe();
}
