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
  const token = await new Promise<string>((resolve, reject) => {
    void PushNotifications.addListener('registration', (t) => resolve(t.value));
    void PushNotifications.addListener('registrationError', (e) => reject(new Error(e.error)));
    void PushNotifications.register();
  });
  await PushNotifications.removeAllListeners();
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
