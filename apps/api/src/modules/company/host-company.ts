import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { type Company, findCompanyByHost } from './company.repo.js';

const CACHE_MS = 30_000;
type Entry = { company: Company | undefined; until: number };
/** Per database handle, i.e. per API instance (tests run two instances in one process). */
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Lower-cased host name without port or trailing dot. */
export function normalizeHost(host: string): string {
  const name = host.trim().toLowerCase();
  const withoutPort = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.split(':')[0]!;
  return withoutPort.replace(/\.$/, '');
}

/**
 * The company a host name belongs to, cached for a short while. Every change of a company's row is applied at once
 * on this instance (`forgetHostCache`) and, on PostgreSQL, on every other one (`followCompanyChanges`).
 */
export async function companyByHost(db: Db, host: string): Promise<Company | undefined> {
  const key = normalizeHost(host);
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.company;
  const company = await findCompanyByHost(db, key);
  cache.set(key, { company, until: Date.now() + CACHE_MS });
  return company;
}

export function forgetHostCache(db: Db) {
  cacheOf(db).clear();
}

/** The company of the request's Host, before login. Unknown hosts get a clear 404. */
export async function requireHostCompany(db: Db, request: FastifyRequest): Promise<Company> {
  const company = await companyByHost(db, request.host);
  if (!company) throw new AppError(404, 'errors.companyNotFound', 'NOT_FOUND');
  return company;
}
