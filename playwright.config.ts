import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with scripts/ensure-chromium.mjs
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `games-e2e-${process.pid}`);
// e2e/native.spec.ts releases live-update bundles here with `npm run release`.
const liveUpdateDir = path.join(os.tmpdir(), `games-e2e-live-updates-${PORT}`);
// The runner's process removes both folders when it exits, after it has stopped the server
// (a global teardown would run while the server still writes its database there).
if (!process.env.TEST_WORKER_INDEX) {
  process.once('exit', () => {
    for (const dir of [dataDir, liveUpdateDir]) rmSync(dir, { recursive: true, force: true });
  });
}
const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-2026' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'block',
    launchOptions: { executablePath: (await findChromium()) as string, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /access-log\.spec\.ts/,
    },
    // The access log's exact counts need the server to themselves: they run once every other
    // test is done, so no request of another test lands in their buckets.
    {
      name: 'access-log',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /access-log\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // An admin account first (the data folder is new each run), for the admin screens' tests;
    // then the server as `npm run build` made it (test:e2e builds first), as it runs deployed.
    command: `node --import tsx scripts/user-create.ts --type admin --username ${E2E_ADMIN.username} && node ${process.env.E2E_SERVER ?? 'dist/server/main.js'}`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      BUILD_CHECK_INTERVAL_MS: process.env.BUILD_CHECK_INTERVAL_MS ?? '60000',
      LIVE_UPDATE_DIR: liveUpdateDir,
      // e2e/live.spec.ts sends ODF messages as a results system would.
      INGEST_API_KEY: 'e2e-ingest-key-0123456789',
      // e2e/access-log.spec.ts counts a forced server error (GET /api/test/fail).
      TEST_FAULT_ROUTES: 'true',
      // Every test's visitor signs up from this one address, some hundred in a run: the limit
      // per address (a defence the server tests check) would refuse the later ones.
      SIGNUPS_PER_ADDRESS: '1000',
      // Read by scripts/user-create.ts; e2e/fixtures.ts logs in with the same account.
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // A separate build folder (E2E_SERVER and STATIC_DIR) lets several e2e runs share one machine.
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist/client',
    },
  },
});
