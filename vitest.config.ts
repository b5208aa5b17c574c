import { defineConfig } from 'vitest/config';

// Two tiers: pure unit tests (domain, contracts, web logic) and API tests that build
// the real app on a fresh real database per file. Tests run with TZ=UTC (package.json),
// so Helsinki-time logic can never lean on the machine's zone.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'src/web/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.pg.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Races and multi-process behaviour: real PostgreSQL only (DATABASE_URL).
        test: {
          name: 'pg',
          sequence: { groupOrder: 2 },
          include: ['src/server/**/*.pg.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
