import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./src/client/main.tsx', import.meta.url));

/**
 * Features that travel together in one chunk: a fan moves between the schedule, a unit's
 * results, a sport's pages and its reports within seconds, and these screens share most of
 * their components, so one file for all of them saves round trips on a phone's network.
 * Likewise the organisers' desk, audit and ingest log.
 */
const CHUNK_OF_FEATURE: Record<string, string> = {
  schedule: 'competition',
  results: 'competition',
  disciplines: 'competition',
  documents: 'competition',
  now: 'competition',
  desk: 'admin',
  audit: 'admin',
  ingest: 'admin',
};

/**
 * Chunks (decision 0008). Left alone, the bundler cuts the code into a hundred 1–5 KB
 * files, and a page waits on chains of them, one round trip per link on a phone's
 * network. Instead: everything the entry imports statically is one chunk, each feature
 * folder (or group of folders above) is one chunk (a page, its tabs and its components), and the remaining shared
 * client code is one more.
 */
function chunkOf() {
  let reachable: Set<string> | undefined;
  const drawsList = new Map<string, boolean>();
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!reachable) {
      reachable = new Set();
      const stack = [ENTRY];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (reachable.has(next)) continue;
        reachable.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (reachable.has(id)) return 'app';
    const feature = /[\\/]src[\\/]client[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
    if (feature) {
      const chunk = `feature-${CHUNK_OF_FEATURE[feature] ?? feature}`;
      // A feature's screens that draw a virtual list load with the list, apart from the rest
      // of their chunk: the schedule grid shares a chunk with the days' list, and a first
      // visit of the grid would otherwise load the list's library it never draws.
      if (!drawsList.has(id)) drawsList.set(id, reachesVirtualList(id, ctx));
      return drawsList.get(id) ? `${chunk}-list` : chunk;
    }
    // A contract (zod schemas) is a chunk of its own, never merged into the one page that
    // uses it: the content contract once landed in the admin page's chunk, which the content
    // feature's chunk imported back (a cycle), and the feature read the schema before it existed.
    const contract = /[\\/]src[\\/]shared[\\/]contracts[\\/]([^\\/]+)\.ts$/.exec(id)?.[1];
    if (contract) return `contract-${contract}`;
    // The pages' icons in one chunk (the shell's are in the sprite, ui/icons.svg): left alone,
    // the bundler cut them into a file per icon, one of which drew the days' list back into
    // the grid's first visit.
    if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return 'lucide';
    // zod whole, so that none of its helpers lands in a page's chunk that a contract imports.
    if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
    // The map (and the forms' point picker) is loaded by the pages that show one, with Leaflet,
    // never with the shared blocks.
    if (/[\\/]src[\\/]client[\\/]ui[\\/]map[\\/](leaflet-map|leaflet-picker|map-picker)/.test(id))
      return null;
    // The other languages' country names load with their language, never with the shared blocks.
    if (/[\\/]src[\\/](client[\\/]lib|shared[\\/]domain)[\\/]country-names[\\/]/.test(id)) return null;
    // The offline store, the service worker and the native bridge load on their own, after
    // the first paint's code.
    if (
      /[\\/]src[\\/]client[\\/]lib[\\/](offline-cache\.ts|pwa\.ts|native|live-update|native-files|page-views)/.test(
        id,
      )
    )
      return null;
    // Rules only one feature reads travel with it: the live-update signature with the native
    // bridge, the trivia's, courses' and communications' values with their screens and the
    // content admin, the search's fold with the server (a first visit draws none of them).
    if (
      /[\\/]src[\\/]shared[\\/]domain[\\/](live-update-signature|trivia-values|page-paths|course-values|communication-values|search-fold)\.ts$/.test(
        id,
      )
    )
      return null;
    // Building blocks most pages use; the rest (forms, toasts, the service worker) split on their own.
    if (/[\\/]src[\\/](client[\\/](ui|lib)|shared[\\/]domain)[\\/]/.test(id)) return 'shared';
    return null;
  };
}

const VIRTUAL_LIST = /[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/;

/** Whether `id`'s static imports, through our own code, reach the virtual list's library. */
function reachesVirtualList(
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
): boolean {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const dep of ctx.getModuleInfo(next)?.importedIds ?? []) {
      if (VIRTUAL_LIST.test(dep)) return true;
      if (!/[\\/]node_modules[\\/]/.test(dep)) stack.push(dep);
    }
  }
  return false;
}

// The API server serves the build; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  // What the diagnostics page shows about this build.
  define: {
    __BUILD_VERSION__: JSON.stringify(
      (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
        .version,
    ),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      filename: 'sw.js',
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false, // registered from our code: no inline script under the CSP
      includeAssets: ['favicon.svg', 'logo.svg', 'first-paint.js', 'icons/*.png'],
      manifest: {
        name: 'Youth Games companion',
        short_name: 'Games',
        description: 'Schedule, live results, medals and athletes of the games.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0a5cd8',
        background_color: '#0b1220',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The richer install sheet on Android shows these; the phone one first.
        screenshots: [
          {
            src: '/screenshots/schedule-phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Schedule of the games',
          },
          {
            src: '/screenshots/schedule-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Schedule grid of the games',
          },
        ],
        // Long-press on the installed icon.
        shortcuts: [
          {
            name: 'Schedule',
            url: '/schedule/grid',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          { name: 'Medals', url: '/medals/all', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          {
            name: 'Results',
            url: '/schedule/days',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // The install sheet's screenshots are not part of the app.
        globIgnores: ['screenshots/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Web Push: showing a notice and opening its page on a tap (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
    // Each file also as Brotli at its highest quality, written once here and served as is
    // (static-spa.ts): 14 % fewer bytes than compressing on every request, which also cost
    // the server ~20 ms of CPU per request of the app chunk (decision 0030). Browsers that
    // do not take Brotli (plain HTTP) get gzip made on the fly, as before. The page itself
    // is served from memory, so it needs no copy.
    compression({ algorithms: ['brotliCompress'], threshold: 1024, exclude: [/\.html$/] }),
  ],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: chunkOf(), includeDependenciesRecursively: false }] } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
