import { ensureBuilt } from './server';

/** Once per run: make sure the API and the web are built. Each test file starts its own server (per-file.ts). */
export default function setup() {
  ensureBuilt();
}
