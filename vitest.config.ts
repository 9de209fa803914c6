import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const client = fileURLToPath(new URL('./packages/client/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@niaga/shared': shared, '@niaga/client': client } },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['packages/shared/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          // One module graph per worker instead of per file (import was 184 s of the suite's 505 s). Files still
          // get their own database and app (testing/test-app.ts); module-level state is keyed by database or
          // configuration, and no API test mocks modules or changes process.env (docs/performance.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
