import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server serves the build; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      filename: 'sw.js',
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false, // registered from our code: no inline script under the CSP
      includeAssets: ['favicon.svg', 'logo.svg', 'color-mode.js', 'icons/*.png'],
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { outDir: 'dist/client', target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
