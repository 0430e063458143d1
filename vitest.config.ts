import { defineConfig } from 'vitest/config';

const serverTests = 'src/server/**/*.test.ts';
/** Suites that need a real PostgreSQL server (concurrency, several connections). */
const serverOnlyTests = 'src/server/**/*.pg.test.ts';
/** A busy machine can take seconds to deliver what a test waits for; a poll fails only when it never comes. */
const expectations = { poll: { timeout: 15_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts'],
          expect: expectations,
        },
      },
      {
        test: {
          name: 'api-pglite',
          expect: expectations,
          include: [serverTests],
          exclude: [serverOnlyTests],
          globalSetup: ['src/server/testing/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                expect: expectations,
                include: [serverTests],
                exclude: ['src/server/config.test.ts', 'src/server/db/data-dir-lock.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
