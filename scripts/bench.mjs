// `npm run bench`: builds, runs every bench/*.bench.mjs (or those named: `npm run bench -- platform`),
// prints the figures and writes them to bench/results/<name>.json.
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ensureInstalled, mustRun } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
await ensureInstalled();
await mustRun('build', 'npm', ['run', 'build']);

const wanted = process.argv.slice(2);
const benches = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => file.replace('.bench.mjs', ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

for (const name of benches) {
  console.log(`\n▶ bench ${name}`);
  const { run } = await import(`../bench/${name}.bench.mjs`);
  const figures = await run();
  const result = {
    bench: name,
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    figures,
  };
  writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(figures, null, 2));
}
