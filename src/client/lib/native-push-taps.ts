/**
 * The native shells: a tap on a notification opens the page it is about (its `url`, an app
 * path). Loaded only in the shells; the listener is there from the start, so a tap that
 * launched the app is heard too.
 */
export async function startNativePushTaps(go: (path: string) => void): Promise<void> {
  // A shell without the push plugin has nothing to listen to. Its refusal must end here: a
  // rejection that reaches the bundler's import wrapper is taken for a chunk that failed to
  // load, and the app reloads itself (a reader's first tap was lost to that reload).
  try {
    const { PushNotifications } = await import('@capacitor/push-notifications');
    await PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
      const url: unknown = action.notification.data?.url;
      if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) go(url);
    });
  } catch {
    /* no push notifications in this shell */
  }
}
