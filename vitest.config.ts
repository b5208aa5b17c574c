import { defineConfig, type Plugin } from 'vitest/config';

// The module cache keys a file by its own source, so a file with import.meta.glob would keep
// the list of files it matched when it was cached: a new or deleted locale file (which
// src/web/locales/translations.test.ts must see) would go unnoticed until the cache is
// cleared. Such files are transformed afresh on every run.
const noCacheForGlobImports: Plugin = {
  name: 'no-cache-for-glob-imports',
  configureVitest({ experimental_defineCacheKeyGenerator }) {
    experimental_defineCacheKeyGenerator(({ sourceCode }) =>
      sourceCode.includes('import.meta.glob') ? false : undefined,
    );
  },
};

// Two tiers: pure unit tests (domain, contracts, web logic) and API tests that build
// the real app on a fresh real database per file. Tests run with TZ=UTC (package.json),
// so Helsinki-time logic can never lean on the machine's zone.
export default defineConfig({
  test: {
    // Transformed modules persist in node_modules/.vitest-cache between runs and processes.
    experimental: { fsModuleCache: true },
    projects: [
      {
        plugins: [noCacheForGlobImports],
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'src/web/**/*.test.ts',
          ],
          exclude: ['**/*.isolated.test.ts'],
          setupFiles: ['src/domain/property-seed.setup.ts'],
          environment: 'node',
          // Pure code: one module graph per worker instead of one per file (4 s, not 25 s).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Unit tests that replace a module (vi.mock) get a module graph of their own.
        test: {
          name: 'unit-isolated',
          pool: 'threads',
          include: ['src/**/*.isolated.test.ts'],
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
          // Each file builds its own app on its own database; the modules (the app's code,
          // Fastify, zod, PGlite) are imported once per worker, not once per file.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Races and multi-process behaviour: real PostgreSQL only, so the project exists only
      // with DATABASE_URL (a bare `vitest related <file>` then leaves these files out).
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'pg',
                sequence: { groupOrder: 2 },
                include: ['src/server/**/*.pg.test.ts'],
                environment: 'node',
                pool: 'forks' as const,
                isolate: false,
                maxWorkers: 2,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
