import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTests = ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Projects: client/shared unit tests; server tests on in-memory PGlite; and, when
 * DATABASE_URL points at a PostgreSQL server (CI), the same server tests again there.
 */
export default defineConfig({
  test: {
    // Two workers even on a two-core machine (the default there is one): test files wait on
    // PGlite and jsdom often enough that a second worker keeps both cores busy.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Files share a worker's module graph instead of importing it again per file;
          // tests reset what they change in their own hooks.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_POSTGRES_URL: '' },
          // Shared modules here too: each file's app and database are closed by its own hooks.
          isolate: false,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node',
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_POSTGRES_URL: process.env.DATABASE_URL },
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
