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
