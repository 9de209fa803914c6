import { randomBytes } from 'node:crypto';
import { AFFILIATE_COOKIE, dayIn, VISITOR_COOKIE } from '@niaga/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { newId, sha256 } from '../../platform/ids.js';
import type { Company } from '../company/company.repo.js';
import { resolveFeatures } from '../company/features.js';
import { affiliateClicks, onlineStores, storeVisits } from './online-stores.tables.js';
import { closedReason, type OnlineStore } from './storefront-lookup.js';

const DAY_SECONDS = 86_400;
const VISITOR_MAX_AGE = 2 * 365 * DAY_SECONDS;

/**
 * Robots, crawlers and link previewers (WhatsApp, Facebook, Telegram…): they neither count as visits nor as clicks.
 * Headless browsers are not in the list: a real customer's automation is indistinguishable and rare.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|telegram|twitter|linkedin|discord|slack|skypeuripreview|embedly|pinterest|vkshare|preview|lighthouse|curl\/|wget|python|go-http-client|okhttp|java\/|libwww|httpclient|node-fetch|axios|autocannon/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);

export function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  return cookies;
}

const cookie = (request: FastifyRequest, name: string, value: string, maxAge: number, path = '/') =>
  `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
    request.protocol === 'https' ? '; Secure' : ''
  }`;

const visitCookieName = (store: OnlineStore) => `niaga_visit_${store.id}`;

/**
 * What a server-rendered storefront page records of its visitor, as the cookies to set (none for a robot):
 * the visit of the day (one per visitor, store and company day; a write only when the day's cookie is missing) and a
 * go-affiliate link's click (`?ref=`, see `countClick`).
 */
export async function trackVisitor(
  db: Db,
  company: Company,
  request: FastifyRequest,
  page: { store: OnlineStore; productId: string | null; ref: string | undefined },
  now = new Date(),
): Promise<string[]> {
  if (isBot(request.headers['user-agent'])) return [];
  const cookies = cookiesOf(request);
  const setCookies: string[] = [];
  let visitorId = cookies.get(VISITOR_COOKIE);
  if (!visitorId || visitorId.length > 64) {
    visitorId = randomBytes(16).toString('base64url');
    setCookies.push(cookie(request, VISITOR_COOKIE, visitorId, VISITOR_MAX_AGE));
  }
  const today = dayIn(company.timeZone, now);
  if (cookies.get(visitCookieName(page.store)) !== today) {
    await countVisit(db, page.store, today);
    setCookies.push(
      cookie(request, visitCookieName(page.store), today, DAY_SECONDS, `/s/${encodeURIComponent(page.store.slug)}`),
    );
  }
  if (page.ref) {
    const click = await countClick(db, company, page.ref, page.productId, sha256(visitorId), now);
    if (click) setCookies.push(cookie(request, AFFILIATE_COOKIE, click.id, click.windowDays * DAY_SECONDS));
  }
  return setCookies;
}

async function countVisit(db: Db, store: OnlineStore, day: string) {
  await db
    .insert(storeVisits)
    .values({ companyId: store.companyId, storeId: store.id, day, visits: 1 })
    .onConflictDoUpdate({
      target: [storeVisits.companyId, storeVisits.storeId, storeVisits.day],
      set: { visits: sql`${storeVisits.visits} + 1` },
    });
}

/**
 * A go-affiliate link's click: counted once per visitor and store per attribution window (company feature
 * `affiliateWindowDays`); a repeated click within the window answers the counted click, so the cookie names it again
 * (the last store clicked wins). Null when `ref` is not an open go-affiliate store.
 */
export async function countClick(
  db: Db,
  company: Company,
  ref: string,
  productId: string | null,
  visitorHash: string,
  now: Date,
): Promise<{ id: string; windowDays: number } | null> {
  const [store] = await db
    .select()
    .from(onlineStores)
    .where(and(eq(onlineStores.companyId, company.id), eq(onlineStores.slug, ref.toLowerCase())));
  if (store?.kind !== 'go_affiliate' || closedReason(company, store)) return null;
  const windowDays = resolveFeatures(company.features).affiliateWindowDays;
  const id = await db.transaction(async (tx) => {
    // One visitor's simultaneous clicks wait for each other, so only the first is counted.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${company.id}/${store.id}/${visitorHash}`}))`);
    const [counted] = await tx
      .select({ id: affiliateClicks.id })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.companyId, company.id),
          eq(affiliateClicks.storeId, store.id),
          eq(affiliateClicks.visitorHash, visitorHash),
          gte(affiliateClicks.clickedAt, new Date(now.getTime() - windowDays * DAY_SECONDS * 1000)),
        ),
      )
      .orderBy(desc(affiliateClicks.clickedAt))
      .limit(1);
    if (counted) return counted.id;
    const clickId = newId();
    await tx
      .insert(affiliateClicks)
      .values({ companyId: company.id, id: clickId, storeId: store.id, productId, visitorHash, clickedAt: now });
    return clickId;
  });
  return { id, windowDays };
}
