import { registerSW } from 'virtual:pwa-register';
import { notify } from './notify';
import i18n from './i18n';

const RELOAD_FALLBACK_MS = 3000;

/**
 * Registers /sw.js (scope /) and checks for a new build every interval from
 * /api/config; a new build is offered with a toast that reloads into it.
 */
export function startPwa(checkIntervalMs: number) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      void notify.info(i18n.t('update.available'), {
        id: 'new-build',
        duration: Infinity,
        action: {
          label: i18n.t('update.reload'),
          onClick: () => {
            void updateSW(true);
            // The new worker normally takes over and reloads the page; if the take-over is
            // not reported (a page the browser does not count as controlled), reload anyway:
            // the new worker is active by then and serves the new build.
            setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
          },
        },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, checkIntervalMs);
    },
  });
}
