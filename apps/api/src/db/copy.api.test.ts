import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectCopyRoundTrip } from '../testing/copy-round-trip.js';
import { adminQuery, databaseUrl } from '../testing/databases.js';
import { type Database, openDatabase } from './client.js';

// The PGlite half (COPY from a blob) runs in pglite.api.test.ts, on its database.
const name = `niaga_copy_${process.pid}`;
let database: Database;

beforeAll(async () => {
  await adminQuery(`create database ${name}`);
  database = openDatabase({ url: databaseUrl(name), dataDir: '' });
});

afterAll(async () => {
  await database.close();
  await adminQuery(`drop database if exists ${name}`);
});

describe('copyRows on PostgreSQL (COPY FROM STDIN)', () => {
  it('writes every value as it was and answers the count; a broken row writes nothing', () =>
    expectCopyRoundTrip(database.db));
});
