import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTests = ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Projects: client/shared unit tests; server tests on in-memory PGlite; and, when
 * DATABASE_URL points at a PostgreSQL server (CI), the same server tests again there.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
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
              },
            },
          ]
        : []),
    ],
  },
});
