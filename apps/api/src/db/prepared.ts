import type { Query, SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * A prepared statement, built once per executor (the pool, or a transaction) and reused: PostgreSQL parses and
 * plans it once per connection. For the queries every hot request runs.
 */
export function preparedPer<Query>(build: (executor: Executor) => Query): (executor: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (executor) => {
    let query = built.get(executor);
    if (!query) {
      query = build(executor);
      built.set(executor, query);
    }
    return query;
  };
}

/**
 * A raw SQL statement, its values given as `sql.placeholder(name)`, prepared under `name` (node-postgres: parsed and
 * planned once per connection). For statements a query builder cannot express; answers `{ rows }` like `execute`.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  return preparedPer((executor) => {
    // `dialect` is drizzle's internal, as its own `execute` uses it; `_.session` is public.
    const { dialect } = executor as unknown as { dialect: { sqlToQuery(query: SQL): Query } };
    return executor._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>(
      dialect.sqlToQuery(statement),
      undefined,
      name,
      false,
    );
  });
}
