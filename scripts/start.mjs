// `npm start`: install what is missing, build, then serve the app on the embedded database with demo data.
import { ensureInstalled, mustRun, run } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
await ensureInstalled();
await mustRun('build', 'npm', ['run', 'build']);
const env = { SEED_DEMO: process.env.SEED_DEMO ?? 'true', NODE_ENV: process.env.NODE_ENV ?? 'production' };
console.log(
  `\n▶ Niaga on http://localhost:${process.env.PORT ?? 3000} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database in ./data'})`,
);
process.exit(await run('node', ['apps/api/dist/server.js'], { env }));
