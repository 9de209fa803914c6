import { openDatabase } from '../db/client.js';
import { seedDemo } from '../db/seed/demo.js';
import { adminQuery, databaseUrl } from './databases.js';

/**
 * Migrates and seeds one template database per test run; every test file then copies it
 * (`CREATE DATABASE … TEMPLATE`, about 0.1 s) so files never share state.
 */
export default async function setup({ provide }: { provide: (key: 'templateDatabase', value: string) => void }) {
  const template = `niaga_tpl_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(`CREATE DATABASE ${template}`);
  const database = openDatabase({ url: databaseUrl(template), dataDir: '', poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  provide('templateDatabase', template);

  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
