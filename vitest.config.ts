import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * How the web app's files compile in tests. The app's tsconfig keeps JSX for Next; tests compile it with the
 * automatic runtime, and `server-only` (resolved by Next itself) is a no-op.
 */
const webCompilation = {
  oxc: { jsx: { runtime: 'automatic' as const } },
  resolve: {
    alias: [
      { find: 'server-only', replacement: 'next/dist/compiled/server-only/empty.js' },
      // The web app's path alias (apps/web/tsconfig.json): `@/lib/...` is `apps/web/src/lib/...`.
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./apps/web/src/', import.meta.url))}` },
    ],
  },
};

/**
 * One config, one project per workspace, so `vitest run --project X` runs exactly one layer.
 * Browser journeys (e2e) run last and one file at a time: each starts the whole product and a browser.
 * The other projects keep vitest's default (cores − 1 files at a time): three at a time on 2 cores overloaded
 * the machine until the database bounds (lock timeout, embedded queue wait) refused concurrency tests' bursts.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...webCompilation,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components, rendered into happy-dom and found by role and accessible name (Testing Library).
        ...webCompilation,
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-support/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // Builds what is stale once, before the first file starts a product.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page's first render, connection or refetch can take seconds on a loaded machine: a poll waits
          // for what it names as long as a locator would, not vitest's default second.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
