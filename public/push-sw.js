/* Web Push in the service worker (imported by the generated sw.js). A message carries only
   its notice: title, one line, the app path it is about, and a tag (one notice per tag). */
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  if (!notice.title) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body || '',
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/' },
    }),
  );
});

/* A tap opens the notice's page: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      if (open) return open.focus().then((w) => (w || open).navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
