import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../testing/databases.js';
import { openDatabase } from './client.js';
import { migrationsApplied } from './migration-state.js';

it('three instances starting together on an empty database migrate it once, one after another', async () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const instances = [1, 2, 3].map(() => openDatabase({ url: databaseUrl(name), dataDir: '', poolSize: 2 }));
  try {
    await Promise.all(instances.map((instance) => instance.migrate()));
    const [first] = instances;
    const applied = (await first!.db.execute(
      sql`select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ count: number; distinct: number }> };
    expect(applied.rows[0]!.count).toBe(applied.rows[0]!.distinct);
    expect(await migrationsApplied(first!.db)).toBe(true);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}, 180_000);
