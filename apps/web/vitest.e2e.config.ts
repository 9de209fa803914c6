import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (playwright-core) against the real API on a fresh PostgreSQL database.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/per-file.ts'],
    pool: 'forks',
    // Two files at a time on the two cores (each its own server, database and Chromium): while one waits for its
    // page or API, the other runs. Measured in docs/performance.md ("Test suite time", session 38).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
