import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * Where every source file is, as one hash. A transformed module kept on disk holds its imports
 * already resolved, but Vitest keys it by its own content: once a file it imports had moved
 * (`config.ts` to `config/index.ts`), the unchanged importer's cached copy still named the old path
 * and 20 test files failed to load. With the tree's shape in the key, a file moved, added or removed
 * makes every module transform again once.
 */
const sourceTree = createHash('sha256')
  .update(
    ['src', 'scripts', 'e2e']
      .flatMap((folder) =>
        readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' }),
      )
      .sort()
      .join('\n'),
  )
  .digest('hex');

// The whole suite runs on the embedded PGlite. With TEST_DATABASE_URL, the server integration tests
// run a second time on that PostgreSQL, each test file in a scratch database it drops afterwards.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: { name: 'postgres', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias },
  plugins: [
    {
      name: 'rendezvous-source-tree-cache-key',
      configureVitest({ experimental_defineCacheKeyGenerator }) {
        experimental_defineCacheKeyGenerator(() => sourceTree);
      },
    },
  ],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // A file's set-up starts a server and builds its data: beside the browser suite on two cores it
    // waited past 60 s for CPU in CI (team-booking.test.ts), without being hung.
    hookTimeout: 120_000,
    // One module graph per worker, not per file: importing the server again for each of ~90 files
    // was about a third of the API suite's time (decision 061). Test files share no state through
    // modules but one: the files that count only their own rows share a server per worker
    // (sharedTestServer, decision 089); the others start their own. What a test stubs it restores.
    isolate: false,
    unstubGlobals: true,
    // The transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each
    // file's content and the configuration), so that the runs after the first do not transform the
    // server again: `npm test` starts Vitest three times and the calendar sweep eleven. Measured on
    // the sweep's suites: transform 4.7 s and import 7.5 s on the first run, 0.8 s and 3.0 s after.
    experimental: { fsModuleCache: true },
    unstubEnvs: true,
    env: { NODE_ENV: 'test' },
    // The migrated database every test server copies, built once per project and run.
    globalSetup: ['src/server/test-support/test-world.ts'],
    projects: [
      {
        extends: true,
        // Playwright's *.spec.ts files under e2e/ are not Vitest's.
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...postgres,
    ],
  },
});
