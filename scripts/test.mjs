// `npm test`: typecheck (after generating the typed client, packages/client), lint, build, unit + API tests on
// PostgreSQL, browser tests in Chromium.
// Ends with one line "tests: N passed, M failed" summing every suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, mustRun, run } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
await ensureInstalled();
await mustRun('typecheck', 'npm', ['run', 'typecheck']);
await mustRun('lint', 'npx', ['biome', 'check', '.']);
await mustRun('build', 'npm', ['run', 'build']);

mkdirSync('test-results', { recursive: true });
const suites = [
  { label: 'unit and API tests (PostgreSQL)', args: [], report: path.resolve('test-results/api.json') },
  {
    label: 'browser tests (Chromium)',
    args: ['--config', 'apps/web/vitest.e2e.config.ts'],
    report: path.resolve('test-results/e2e.json'),
  },
];
let passed = 0;
let failed = 0;
let exitCode = 0;
for (const suite of suites) {
  console.log(`\n▶ ${suite.label}`);
  rmSync(suite.report, { force: true });
  const args = [
    'vitest',
    'run',
    ...suite.args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${suite.report}`,
  ];
  const code = await run('npx', args);
  if (code !== 0) exitCode = code;
  if (existsSync(suite.report)) {
    const report = JSON.parse(readFileSync(suite.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    failed += 1;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
