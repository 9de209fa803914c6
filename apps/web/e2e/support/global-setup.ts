import type { TestProject } from 'vitest/node';
import { createSeededTemplate, ensureBuilt } from './server';
import { startServerPool } from './server-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: string;
    serverPool: string;
  }
}

/**
 * Once per run: make sure the API and the web are built, seed the database each test file's server copies, and
 * start the pool that hands each file its server (server-pool.ts).
 */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const template = await createSeededTemplate();
  project.provide('seededTemplate', template.name);
  // One server ready ahead per file running at the same time (maxWorkers is 1 when files run one at a time).
  const pool = await startServerPool(template.name, Math.max(1, project.config.maxWorkers));
  project.provide('serverPool', pool.url);
  return async () => {
    await pool.close();
    await template.drop();
  };
}
