// Gzipped JS a first visit to one route downloads: the entry chunk, its static imports, and the route's page chunk
// (the login page has none: it is part of the entry chunk).
// Usage: node apps/web/scripts/bundle-size.mjs [page-chunk-prefix=login-page]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const page = process.argv[2] ?? 'login-page';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('entry script not found in dist/index.html');
const pageChunk = readdirSync(join(dist, 'assets')).find((name) => name.startsWith(`${page}-`) && name.endsWith('.js'));

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only (`import … from "./x.js"` and bare `import "./x.js"`), not import().
  for (const match of code.matchAll(/(?:import|export)\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(join('assets', match[1]));
  }
}
visit(entry);
if (pageChunk) visit(join('assets', pageChunk));
else console.log(`no chunk named ${page}-*.js: counting the entry chunk alone`);

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} kB  total gzipped JS for ${page}`);
