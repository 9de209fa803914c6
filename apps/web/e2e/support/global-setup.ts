import type { TestProject } from 'vitest/node';
import { createSeededTemplate, ensureBuilt } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: string;
  }
}

/** Once per run: make sure the API and the web are built, and seed the database each test file's server copies. */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const template = await createSeededTemplate();
  project.provide('seededTemplate', template.name);
  return template.drop;
}
