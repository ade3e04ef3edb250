import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shells (Android and iOS) around the built web app in dist/client.
 * `npm run native:sync` builds the web app and copies it into both projects.
 */
const config: CapacitorConfig = {
  appId: 'org.youthgames.companion',
  appName: 'Games',
  webDir: 'dist/client',
  android: { adjustMarginsForEdgeToEdge: 'auto' },
  plugins: {
    // Live updates from our own server (decision 0021): the app asks GET /api/live-update/latest
    // itself and hands the bundle to the plugin; nothing talks to a hosted update service.
    // Bundles are signed (decision 0043): before any download the app checks the offer's
    // signature against the public keys in the running bundle's own live-update-keys.json.
    // A store build gets that file from `npm run release -- --keys-only` between the web build
    // and `cap sync` (docs/native.md); each released bundle carries its own. The plugin's
    // `publicKey` stays unset: it only checks a signature on bundles it must also decrypt
    // (Capgo's RSA encryption), and it would not bind the version or the channel.
    CapacitorUpdater: {
      autoUpdate: false,
      statsUrl: '',
      channelUrl: '',
      updateUrl: '',
      appReadyTimeout: 10000,
      resetWhenUpdate: true,
    },
    SplashScreen: { launchShowDuration: 800, backgroundColor: '#0b1220', showSpinner: false },
    StatusBar: { overlaysWebView: false },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
