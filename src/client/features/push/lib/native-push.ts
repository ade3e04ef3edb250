import { storage } from '../../../lib/storage';
import { capacitor } from '../../../lib/platform';
import { FCM_ENDPOINT_PREFIX } from '../../../../shared/contracts/push';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushDevice } from '../api/save-push-device';
import { currentChoices } from './push-choices-now';

/** This install's FCM token, once notifications are on in the native app. */
const TOKEN_KEY = 'push-native-token';

export const nativeToken = () => storage.get(TOKEN_KEY) || null;

const platform = () => (capacitor()?.getPlatform?.() === 'ios' ? 'ios' : 'android');

export async function sendNative(token: string): Promise<void> {
  await savePushDevice({ token, platform: platform(), ...currentChoices() });
}

/**
 * The native shells' notifications (FCM, and APNs through it): the plugin asks permission and
 * registers; the token goes to the server with the reader's choices. Loaded only here.
 */
export async function turnOnNative(): Promise<boolean> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  let permission = await PushNotifications.checkPermissions();
  if (permission.receive !== 'granted') permission = await PushNotifications.requestPermissions();
  if (permission.receive !== 'granted') return false;
  // Promise.withResolvers is too new for the web views of older phones.
  const settle = {} as { resolve: (t: string) => void; reject: (e: Error) => void; promise: Promise<string> };
  settle.promise = new Promise<string>((resolve, reject) => Object.assign(settle, { resolve, reject }));
  const listening = [
    PushNotifications.addListener('registration', (t) => settle.resolve(t.value)),
    PushNotifications.addListener('registrationError', (e) => settle.reject(new Error(e.error))),
  ];
  await PushNotifications.register();
  // Only these two: the tap listener the app started with stays.
  const token = await settle.promise.finally(() =>
    Promise.all(listening).then((handles) => Promise.all(handles.map((h) => h.remove()))),
  );
  storage.set(TOKEN_KEY, token);
  await sendNative(token);
  return true;
}

export async function turnOffNative(): Promise<void> {
  const token = nativeToken();
  if (token) await removePushSubscription(`${FCM_ENDPOINT_PREFIX}${token}`).catch(() => undefined);
  const { PushNotifications } = await import('@capacitor/push-notifications');
  await PushNotifications.unregister().catch(() => undefined);
  storage.set(TOKEN_KEY, '');
}
