import { needsIosInstallHint } from '../../../lib/install';
import { capacitor } from '../../../lib/platform';
import { getPushKey } from '../api/get-push-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import { nativeToken, sendNative, turnOffNative, turnOnNative } from './native-push';
import { currentChoices } from './push-choices-now';

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

/** Whether notifications are on for this device. */
export async function isOn(): Promise<boolean> {
  if (pushSupport() === 'native') return nativeToken() !== null;
  return (await currentSubscription()) !== null;
}

/** The browser's key in base64url → the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function sendSubscription(sub: PushSubscription): Promise<void> {
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await savePushSubscription({ endpoint: json.endpoint, keys: json.keys, ...currentChoices() });
}

/** Sends the reader's current choices for this device's subscription, when there is one. */
export async function resend(): Promise<void> {
  if (pushSupport() === 'native') {
    const token = nativeToken();
    if (token) await sendNative(token);
    return;
  }
  const sub = await currentSubscription();
  if (sub) await sendSubscription(sub);
}

/** Asks permission, subscribes this device and tells the server. False when the reader said no. */
export async function turnOn(): Promise<boolean> {
  if (pushSupport() === 'native') return turnOnNative();
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
  if (pushSupport() === 'native') return turnOffNative();
  const sub = await currentSubscription();
  if (!sub) return;
  await removePushSubscription(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe();
}
