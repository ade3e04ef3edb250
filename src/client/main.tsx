import { StrictMode, startTransition } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { appConfigQuery } from './lib/app-config';
import { setPendingNavigation, startChunkErrorRecovery } from './lib/chunk-reload';
import { startColorMode } from './lib/color-mode';
import { startInstallPrompt } from './lib/install';
import { initI18n } from './lib/i18n';
import { notify } from './lib/notify';
import { yieldToMain } from './lib/yield-to-main';
import { hasOfflineCopy } from './lib/offline-marker';
import { queryClient } from './lib/query-client';
import { detectTimeZone, restoreGuestSession, userStore } from './lib/user-store';
import { startUiState } from './lib/ui-store';
import { afterFirstVisit, schedulePrefetch } from './lib/prefetch';
import { visibleMenuPages } from './app/routes';
import { capacitor, currentPlatform } from './lib/platform';
import { startNativeFileLinks } from './lib/native-file-links';
import { syncAccountSession } from './features/auth';
// Not the feature's index: that also holds the results-screen components, kept out of the entry.
import { startLiveUpdates } from './features/live/start-live';

async function start() {
  startChunkErrorRecovery();
  startInstallPrompt();
  // Native shells: file links save to Documents (the web view cannot download).
  if (capacitor()?.isNativePlatform?.()) startNativeFileLinks();
  startColorMode();
  startUiState();
  // Only the texts are awaited: the header and tab bar draw with the provisional config
  // (app-config.ts) and fill in when /api/config answers; the route guard waits for it.
  const texts = initI18n();
  // The config request and the offline copy in the next task: this one already evaluated
  // the app's code and started i18next, each tens of milliseconds on a slow phone.
  await yieldToMain();
  // Queries wait while the device is offline instead of failing; TanStack Query only hears
  // the online/offline events, so it is told the state the page opened in.
  onlineManager.setOnline(navigator.onLine);
  // The answers kept from earlier visits (own chunk, IndexedDB), before the first page asks;
  // a device that kept none opens the database once the first visit is over instead.
  const startOffline = () =>
    import('./lib/offline-cache').then((m) => m.startOfflineCache(queryClient)).catch(() => {});
  const restored = hasOfflineCopy() ? startOffline() : null;
  const configLoad = queryClient.fetchQuery(appConfigQuery).catch(() => null);
  // While they are on the network: the device's time zone, then the router, whose first
  // navigation starts fetching the page's code and texts now. Each in a task of its own,
  // so a cheap phone never freezes: the time zone is the page's first Intl call, which
  // loads the browser's locale data (as long as creating the router on a slow phone).
  await yieldToMain();
  detectTimeZone();
  await yieldToMain();
  if (restored) await Promise.race([restored, new Promise((r) => setTimeout(r, 800))]);
  const router = createAppRouter();
  setPendingNavigation(() => {
    const to = router.state.navigation.location;
    return to ? to.pathname + to.search + to.hash : null;
  });
  const i18n = await texts;
  restoreGuestSession(i18n.t('guest.label'));
  void syncAccountSession();
  void configLoad.then((config) => {
    if (!config) return;
    document.documentElement.style.setProperty('--brand', config.brand.primary_color);
    document.documentElement.style.setProperty('--accent', config.brand.accent_color);
    // The service worker and its new-build check, once the first visit is over.
    afterFirstVisit(() => void import('./lib/pwa').then((m) => m.startPwa(config.build_check_interval_ms)));
    // The native shells only: the web never loads the live-update code.
    if (capacitor()?.isNativePlatform?.()) {
      void import('./lib/live-update').then((m) =>
        m.checkLiveUpdate(config, () => void notify.info(i18n.t('update.available'), { id: 'live-update' })),
      );
      void import('./lib/native-push-taps')
        .then((m) => m.startNativePushTaps((path) => void router.navigate(path)))
        .catch(() => {});
    }
    // The menu's screens this user can open here are the likely next stops.
    schedulePrefetch(
      visibleMenuPages({
        platform: currentPlatform(),
        loginEnabled: config.login_enabled,
        user: userStore.getState(),
      }),
    );
  });

  // The first render is a transition, in a task of its own: React renders it in slices,
  // so the browser can paint and take input between its components.
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  // The access log's screen views, from a chunk of their own once the first visit is over.
  afterFirstVisit(() => void import('./lib/page-views').then((m) => m.reportPageViews(router)));
  // One live stream for the whole app, opened after the first paint.
  startLiveUpdates(queryClient);
  if (!restored) afterFirstVisit(() => void startOffline());
}

void start();
