/**
 * The native shells: a tap on a notification opens the page it is about (its `url`, an app
 * path). Loaded only in the shells; the listener is there from the start, so a tap that
 * launched the app is heard too.
 */
export async function startNativePushTaps(go: (path: string) => void): Promise<void> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  await PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
    const url: unknown = action.notification.data?.url;
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) go(url);
  });
}
