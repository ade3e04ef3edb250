import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { visitorPage } from './visitor-account';

/**
 * The Android shell for the screens only the apps open (trivia, the QR scan): window.Capacitor
 * and the plugins the app calls, simulated in Chromium (test code only), with ML Kit's scanner
 * as `scanner` says. e2e/native.spec.ts simulates the shell's live updates and files.
 */
export type ScannerMode = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'cancel' };

function simulateShell(mode: ScannerMode) {
  const plugins = {
    App: { addListener: async () => ({ remove: () => {} }), exitApp: () => {} },
    CapacitorUpdater: {
      notifyAppReady: async () => {},
      current: async () => ({ bundle: { id: 'builtin', version: 'builtin' } }),
    },
    // A device without Google's scanner module reports no support: the page uses the camera itself.
    BarcodeScanner: {
      isSupported: async () => ({ supported: mode.kind !== 'none' }),
      isGoogleBarcodeScannerModuleAvailable: async () => ({ available: true }),
      scan: async () => {
        if (mode.kind === 'cancel') throw new Error('scan canceled.');
        return { barcodes: [{ rawValue: mode.kind === 'code' ? mode.code : '' }] };
      },
    },
  };
  (window as unknown as { Capacitor: unknown }).Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => 'android',
    Plugins: plugins,
  };
}

/** A signed-in visitor (not an admin) in the Android shell, its live updates off. */
export async function appVisitorPage(
  browser: Browser,
  scanner: ScannerMode = { kind: 'none' },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await visitorPage(browser, options);
  await page.addInitScript(simulateShell, scanner);
  await page.route('**/api/config', async (route) => {
    // A navigation may cancel the request on its way: nothing is left to answer then.
    try {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), disable_live_update: true } });
    } catch {
      /* the page went on */
    }
  });
  return page;
}
