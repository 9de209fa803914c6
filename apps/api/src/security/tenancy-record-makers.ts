import { and, eq, sql } from 'drizzle-orm';
import { ekoopBanners, onlineStoreProducts, onlineStores } from '../modules/online-stores/online-stores.tables.js';
import { orders } from '../modules/orders/orders.tables.js';
import { reportExports } from '../modules/reports/report-exports.tables.js';
import { issueInvoice } from '../modules/subscription/billing.js';
import { day } from '../modules/vouchers/voucher-fixtures.js';
import { webhookDeliveries } from '../modules/webhooks/webhooks.tables.js';
import { newId } from '../platform/ids.js';
import { mailOutbox } from '../platform/mail.tables.js';
import { fileStorageOf } from '../platform/storage.js';
import type { TestApp } from '../testing/test-app.js';

/** The harder records of company A for the tenancy sweep (tenancy-records.ts), one maker per kind of record. */
/** A's draft commission plan and a simulation of it over a closed month (closed here, with no sales). */
export async function planRecordsOf(t: TestApp, hq: string) {
  await t.db.execute(
    sql`insert into commission_periods (company_id, month, status) values ('demo', '2024-01-01', 'closed')`,
  );
  const plan = await t.call('GET', '/api/commission/plan', { token: hq });
  const draft = await t.call('PUT', '/api/commission/plan/draft', {
    token: hq,
    body: { plan: plan.data.inForce.plan },
  });
  const simulation = await t.call('POST', '/api/commission/plan/simulations', {
    token: hq,
    body: { versionId: draft.data.id, month: '2024-01' },
  });
  if (simulation.status !== 200) throw new Error(`tenancy records: simulation ${simulation.meta?.message}`);
  return { planVersion: draft.data.id as string, planSimulation: simulation.data.id as string };
}

/** A's webhook endpoint (paused, never called) and a delivery in its log (written here, never queued). */
export async function webhookRecordsOf(t: TestApp, hq: string) {
  const endpoint = await t.call('POST', '/api/setup/webhooks', {
    token: hq,
    body: { url: 'https://hooks.example.com/sweep', events: ['stock.low'], active: false },
  });
  const id = endpoint.data.id as string;
  const delivery = newId();
  await t.db.insert(webhookDeliveries).values({
    companyId: 'demo',
    id: delivery,
    endpointId: id,
    eventType: 'webhook.test',
    eventId: `evt_${delivery}`,
    payload: '{}',
    status: 'failed',
  });
  return { webhookEndpoint: id, webhookDelivery: delivery };
}

/** The file name of an order's uploaded receipt (the last part of its URL, public or private). */
export async function receiptFileOf(t: TestApp, orderId: string) {
  const [order] = await t.db
    .select({ receiptPath: orders.receiptPath })
    .from(orders)
    .where(and(eq(orders.companyId, 'demo'), eq(orders.id, orderId)));
  const name = order?.receiptPath?.split('/').pop();
  if (!name) throw new Error('tenancy records: the order has no receipt');
  return name;
}

/** A subscription invoice of company A due in a month, paid in part by its HQ through the sandbox. */
export async function subscriptionRecordsOf(t: TestApp, hq: string) {
  const invoice = await t.db.transaction((tx) =>
    issueInvoice(
      tx,
      {
        companyId: 'demo',
        total: 10_000,
        issuedOn: day(0),
        dueOn: day(30),
        graceDays: 7,
        description: 'Sweep plan',
      },
      new Date(),
    ),
  );
  const started = await t.call('POST', `/api/subscription/invoices/${invoice.id}/pay`, {
    token: hq,
    body: { amount: 4_000, payType: 'fpx' },
  });
  expectOk('subscription payment', started);
  const session = /^\/ejenpay\/[a-z]+\/([^/?#]+)$/.exec(started.data.redirectUrl)?.[1] ?? '';
  const paid = await t.call('POST', `/api/payments/sandbox/${session}/complete`, {
    token: hq,
    body: { outcome: 'paid' },
  });
  expectOk('subscription payment completed', paid);
  const detail = await t.call('GET', `/api/subscription/invoices/${invoice.id}`, { token: hq });
  expectOk('subscription invoice', detail);
  return {
    subscriptionInvoice: invoice.id,
    subscriptionReceipt: detail.data.receipts[0].id as string,
    subscriptionPayment: started.data.paymentId as string,
  };
}

/** A mail of company A given up after its tries (the notification screen's Resend). */
export async function failedMailOf(t: TestApp) {
  const id = newId();
  await t.db.insert(mailOutbox).values({
    companyId: 'demo',
    id,
    toEmail: 'sweep.mail@demo.niaga.test',
    subject: 'Sweep mail',
    body: 'Sweep mail of company A.',
    error: '550 mailbox unavailable',
    attempts: 5,
    failedAt: new Date(),
  });
  return id;
}

/** A finished export of company A's HQ, with its file (the export screen's download). */
export async function reportExportOf(t: TestApp) {
  const id = newId();
  const fileKey = `.private/demo/exports/${id}.csv`;
  await fileStorageOf(t.config).put(fileKey, Buffer.from('Name\r\n'), 'text/csv');
  await t.db.insert(reportExports).values({
    companyId: 'demo',
    id,
    userId: await t.userId('hq@demo.niaga.test'),
    tokenHash: 'sweep-export',
    language: 'en',
    source: 'sweep',
    filters: {},
    format: 'csv',
    status: 'done',
    rowsDone: 0,
    fileName: 'sweep',
    fileKey,
    finishedAt: new Date(),
  });
  return id;
}

/** An active ejen-store of one of A's agents, listing product P: storefront paths name it by its slug. */
export async function storeOf(t: TestApp, productId: string) {
  const slug = 'sweep-store';
  const id = newId();
  await t.db.insert(onlineStores).values({
    companyId: 'demo',
    id,
    kind: 'ejen_store',
    ownerId: await t.userId('agent1@demo.niaga.test'),
    slug,
    name: 'Sweep Store',
    status: 'active',
    termsAcceptedAt: new Date(),
  });
  await t.db.insert(onlineStoreProducts).values({ companyId: 'demo', storeId: id, productId });
  return slug;
}

/** A banner of an e-koop store of A's agent1 (only its owner may delete it). */
export async function ekoopBannerOf(t: TestApp) {
  const storeId = newId();
  await t.db.insert(onlineStores).values({
    companyId: 'demo',
    id: storeId,
    kind: 'e_koop',
    ownerId: await t.userId('agent1@demo.niaga.test'),
    slug: 'sweep-koop',
    name: 'Sweep Koop',
    schoolName: 'SK Sweep',
    status: 'active',
    termsAcceptedAt: new Date(),
  });
  const id = newId();
  await t.db
    .insert(ekoopBanners)
    .values({ companyId: 'demo', id, storeId, title: 'Sweep banner', imageUrl: '/uploads/demo/sweep.png' });
  return id;
}

export function expectOk(what: string, response: { status: number; meta?: { message: string } | undefined }) {
  if (response.status !== 200)
    throw new Error(`tenancy records: ${what}: ${response.status} ${response.meta?.message}`);
}
