import { PERMISSIONS } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { createUser } from '../db/seed/companies.js';
import { createApiKey } from '../modules/api-keys/api-key-fixtures.js';
import { createCampaign, grantPoints } from '../modules/campaigns/campaign-fixtures.js';
import { commissionPayouts } from '../modules/commission/commission.tables.js';
import { newAgent, productP } from '../modules/commission/commission-fixtures.js';
import { ekoopBanners, onlineStoreProducts, onlineStores } from '../modules/online-stores/online-stores.tables.js';
import {
  addAddress,
  addToCart,
  enablePickup,
  levelIds,
  pickupBody,
  placeOrder,
  uploadReceipt,
} from '../modules/orders/order-fixtures.js';
import { orders } from '../modules/orders/orders.tables.js';
import { reportExports } from '../modules/reports/report-exports.tables.js';
import { issueInvoice } from '../modules/subscription/billing.js';
import { users } from '../modules/users/users.tables.js';
import { day } from '../modules/vouchers/voucher-fixtures.js';
import { webhookDeliveries } from '../modules/webhooks/webhooks.tables.js';
import { newId } from '../platform/ids.js';
import { mailOutbox } from '../platform/mail.tables.js';
import { fileStorageOf } from '../platform/storage.js';
import { createProduct } from '../testing/catalog-fixtures.js';
import { postFile, TINY_PDF, TINY_PNG } from '../testing/multipart.js';
import { DEMO_PASSWORD, type TestApp } from '../testing/test-app.js';
import type { RecordKind } from './tenancy-sweep.tables.js';

/** A's draft commission plan and a simulation of it over a closed month (closed here, with no sales). */
async function planRecordsOf(t: TestApp, hq: string) {
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
async function webhookRecordsOf(t: TestApp, hq: string) {
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

/** Company A's records, one per kind: the ids the sweep calls with company B's tokens. */
export type CompanyRecords = Record<RecordKind, string>;

/** The file name of an order's uploaded receipt (the last part of its URL, public or private). */
async function receiptFileOf(t: TestApp, orderId: string) {
  const [order] = await t.db
    .select({ receiptPath: orders.receiptPath })
    .from(orders)
    .where(and(eq(orders.companyId, 'demo'), eq(orders.id, orderId)));
  const name = order?.receiptPath?.split('/').pop();
  if (!name) throw new Error('tenancy records: the order has no receipt');
  return name;
}

/** A subscription invoice of company A due in a month, paid in part by its HQ through the sandbox. */
async function subscriptionRecordsOf(t: TestApp, hq: string) {
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
async function failedMailOf(t: TestApp) {
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
async function reportExportOf(t: TestApp) {
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
async function storeOf(t: TestApp, productId: string) {
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
async function ekoopBannerOf(t: TestApp) {
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

function expectOk(what: string, response: { status: number; meta?: { message: string } | undefined }) {
  if (response.status !== 200)
    throw new Error(`tenancy records: ${what}: ${response.status} ${response.meta?.message}`);
}

/**
 * Creates one record of every kind in company A ("demo"), through the API as A's HQ and agents where the API
 * creates it, directly in the database otherwise. Every record is live (not deleted, not finished), so a call
 * that forgot the company filter would find it and answer 200.
 */
export async function createCompanyARecords(
  t: TestApp,
): Promise<{ ids: CompanyRecords; tokens: { hq: string; agent: string; staff: string }; variantProduct: string }> {
  const hq = await t.login('hq@demo.niaga.test', 'hq');
  const [L1, L2, L3] = await levelIds(t, hq);
  const branchId = await enablePickup(t, hq);

  const staff = await t.call('POST', '/api/setup/staff', {
    token: hq,
    body: { email: 'sweep.staff@demo.niaga.test', name: 'Sweep Staff', permissions: ['manage_orders'] },
  });
  expectOk('staff', staff);

  // The agreement (with its PDF) and the welcoming e-mail of level L3: both are named by the level's id.
  const termsPdf = await postFile(t, '/api/setup/tnc/pdf', hq, { content: TINY_PDF, filename: 'terms.pdf' });
  const terms = await t.call('POST', '/api/setup/tnc/store', {
    token: hq,
    body: { levelId: L3, details: 'Sweep terms of company A.', pdfFile: termsPdf.json().data.file },
  });
  expectOk('terms', terms);
  const greeting = await t.call('POST', '/api/setup/greeting/store', {
    token: hq,
    body: { levelId: L3, greetSubject: 'Welcome {{agentName}}', greetDetail: 'Sweep greeting of company A.' },
  });
  expectOk('greeting', greeting);

  const category = await t.call('POST', '/api/categories', { token: hq, body: { name: 'Sweep Category' } });
  expectOk('category', category);

  // Product P: every level may buy it, 1,000 units at HQ (one stock movement).
  const product = await productP(t, hq, [L1!, L2!, L3!]);
  const movement = await t.call('GET', `/api/inventory/update-history?productId=${product.id}`, { token: hq });
  expectOk('stock movement', movement);

  const coloured = await createProduct(t, hq, { name: 'Sweep Colours', variants: ['Red', 'Blue'] });
  const ranks = await t.call('POST', '/api/setup/company-commission-rank/update', {
    token: hq,
    body: { ranks: [{ commission_name: 'Sweep Rank' }] },
  });
  expectOk('commission rank', ranks);

  const pack = await t.call('POST', '/api/packages', {
    token: hq,
    body: {
      name: 'Sweep Package',
      code: 'SWEEP-PKG',
      price: 9_900,
      validFrom: day(0),
      items: [{ productId: product.id, quantity: 1 }],
    },
  });
  expectOk('package', pack);
  const combo = await t.call('POST', '/api/combos', {
    token: hq,
    body: {
      name: 'Sweep Combo',
      code: 'SWEEP-CMB',
      requiredQuantity: 2,
      price: 9_000,
      products: [{ productId: product.id }],
    },
  });
  expectOk('combo', combo);

  const courier = await t.call('POST', '/api/courier/store', {
    token: hq,
    body: {
      name: 'Sweep Courier',
      active: true,
      freeShippingMin: null,
      handlingFee: 0,
      regions: [{ name: 'West', states: ['Selangor'], rates: [{ fromGrams: 0, toGrams: 100_000, price: 800 }] }],
    },
  });
  expectOk('courier', courier);

  const branch = await t.call('POST', '/api/setup/branch/store', {
    token: hq,
    body: { name: 'Sweep Branch', selfPickup: true },
  });
  expectOk('branch', branch);

  const voucher = await t.call('POST', '/api/setup/voucher/store', {
    token: hq,
    body: {
      voucherName: 'Sweep voucher',
      voucherType: 'amount',
      voucherCode: 'SWEEP',
      voucherQuota: 5,
      voucherStartDate: day(-1),
      voucherStopDate: day(5),
      voucherDisc: 100,
      voucherUsgLimit: 1,
    },
  });
  expectOk('voucher', voucher);

  const hallOfFame = await t.call('POST', '/api/setup/hof/store', {
    token: hq,
    body: { hofTitle: 'Sweep title', hofDate: day(0), userName: 'Sweep Star', userAchievement: 'Top seller' },
  });
  expectOk('hall of fame', hallOfFame);

  // A news post for one level, with an attachment (its file route answers A's own callers).
  const newsFile = await postFile(t, '/api/setup/news-feed/file', hq, { content: TINY_PNG, filename: 'a.png' });
  const newsPost = await t.call('POST', '/api/setup/news-feed/store', {
    token: hq,
    body: { subject: 'Sweep news', file: newsFile.json().data.file, levelIds: [L3!] },
  });
  expectOk('news post', newsPost);
  // A question for one level and the game plan of every level.
  const faq = await t.call('POST', '/api/setup/faq/store', {
    token: hq,
    body: { question: 'Sweep question?', answer: 'Sweep answer.', tierId: L3! },
  });
  expectOk('faq', faq);
  const gamePlan = await t.call('POST', '/api/setup/game-plan/store', { token: hq, body: { content: '<p>Sweep</p>' } });
  expectOk('game plan', gamePlan);

  // A marketing folder for one level with a file in it (its download and zip answer A's own callers).
  const marketingFolder = await t.call('POST', '/api/marketing/folder', {
    token: hq,
    body: { name: 'Sweep folder', levelIds: [L3!] },
  });
  expectOk('marketing folder', marketingFolder);
  const marketingUpload = await postFile(t, '/api/marketing/file/upload', hq, { content: TINY_PNG, filename: 'a.png' });
  const marketingFile = await t.call('POST', '/api/marketing/file', {
    token: hq,
    body: { folderId: marketingFolder.data.id, upload: marketingUpload.json().data.upload, name: 'Sweep file' },
  });
  expectOk('marketing file', marketingFile);

  // A buyer of company A: an order waiting for HQ's approval, an address, a cart line and a started top-up.
  const buyer = await newAgent(t, L3!, null, 'Sweep Buyer');
  await addToCart(t, buyer.token, { itemId: product.id, quantity: 1 });
  const placed = await placeOrder(t, buyer.token, pickupBody(branchId));
  expectOk('order', placed);
  const orderId = placed.data.order.id as string;
  await uploadReceipt(t, buyer.token, orderId);
  // A second order, still to pay: the buyer's own pay and cancel routes would act on it.
  await addToCart(t, buyer.token, { itemId: product.id, quantity: 1 });
  const unpaid = await placeOrder(t, buyer.token, pickupBody(branchId));
  expectOk('unpaid order', unpaid);
  const addressId = await addAddress(t, buyer.id);
  const cartAdd = await addToCart(t, buyer.token, { itemId: product.id, quantity: 2 });
  expectOk('cart', cartAdd);
  const cart = await t.call('GET', '/api/sales/my-shop/get-cart', { token: buyer.token });
  const topUp = await t.call('POST', '/api/payments/top-up-credit', {
    token: buyer.token,
    body: { amount: 10_000, payType: 'fpx' },
  });
  expectOk('top-up', topUp);
  const session = /^\/ejenpay\/[a-z]+\/([^/?#]+)$/.exec(topUp.data.redirectUrl)?.[1];
  if (!session) throw new Error(`tenancy records: not a sandbox page: ${topUp.data.redirectUrl}`);

  // A payout request waits for HQ (inserted: a real one needs a closed month of commission).
  const payoutId = newId();
  await t.db.insert(commissionPayouts).values({
    companyId: 'demo',
    id: payoutId,
    agentId: buyer.id,
    amount: 5_000,
    status: 'requested',
    bank: { bankCountry: 'MY', bankName: 'Maybank', accountNumber: '514012345678', accountName: 'Sweep Buyer' },
  });

  // A ledger entry of the buyer (inserted: real ones come from counted orders and the month close).
  const entryId = newId();
  await t.db.execute(sql`
    insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, status, inputs)
    values ('demo', ${entryId}, ${`sweep-${entryId}`}, ${buyer.id}, 'performance', 1000, date_trunc('month', now())::date,
      'pending', '{"kind":"percent","base":0,"basisPoints":0,"baseLabel":"ps"}')`);

  // A campaign, and the buyer's pending redemption of it (its points granted directly).
  const campaign = await createCampaign(t, hq, { gameTitle: 'Sweep campaign', pointRequired: 10 });
  await grantPoints(t, buyer.id, 10);
  const redemption = await t.call('POST', '/api/game/campaign/redeem-point', {
    token: buyer.token,
    body: { campaignId: campaign.id },
  });
  expectOk('redemption', redemption);

  // The buyer's pending request to be promoted one level up.
  const planRequest = await t.call('POST', '/api/plan-rewards/requests', {
    token: buyer.token,
    body: { levelId: L2! },
  });
  expectOk('plan request', planRequest);

  // A subscription invoice of A, partly paid by HQ through the sandbox: a receipt and a subscription payment.
  const subscription = await subscriptionRecordsOf(t, hq);

  // A plain HQ-side user that is neither agent nor staff in the tree: the main HQ user itself.
  const [hqUser] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, 'demo'), eq(users.email, 'hq@demo.niaga.test')));

  const ids: CompanyRecords = {
    staff: staff.data.id,
    level: L3!,
    terms: L3!,
    greeting: L3!,
    agent: await t.userId('agent3@demo.niaga.test'),
    user: hqUser!.id,
    category: category.data.id,
    product: product.id,
    package: pack.data.id,
    combo: combo.data.id,
    stockMovement: movement.data.items[0].id,
    courier: courier.data.id,
    branch: branch.data.id,
    voucher: voucher.data.id,
    hallOfFame: hallOfFame.data.id,
    cartLine: cart.data.lines[0].id,
    order: orderId,
    unpaidOrder: unpaid.data.order.id,
    address: addressId,
    payment: topUp.data.paymentId,
    paymentSession: decodeURIComponent(session),
    payout: payoutId,
    variant: coloured.variants[0]!.id,
    commissionRank: ranks.data.items[0].id,
    commissionEntry: entryId,
    company: 'demo',
    receiptFile: await receiptFileOf(t, orderId),
    campaign: campaign.id,
    redemption: redemption.data.redemption.id,
    planRequest: planRequest.data.id,
    newsPost: newsPost.data.id,
    faq: faq.data.id,
    gamePlan: gamePlan.data.id,
    marketingFolder: marketingFolder.data.id,
    marketingFile: marketingFile.data.id,
    failedMail: await failedMailOf(t),
    reportExport: await reportExportOf(t),
    apiKey: (await createApiKey(t, hq, { orders: 'read' })).id,
    store: await storeOf(t, product.id),
    ekoopBanner: await ekoopBannerOf(t),
    ...(await planRecordsOf(t, hq)),
    ...(await webhookRecordsOf(t, hq)),
    ...subscription,
  };
  // The buyer owns the orders, the address, the cart line and the payment: A's agent for the own-company checks.
  // A's staff member holds every permission.
  await createUser(t.db, {
    companyId: 'demo',
    email: 'sweep.all@demo.niaga.test',
    password: DEMO_PASSWORD,
    name: 'Sweep All',
    role: 'staff',
    permissions: [...PERMISSIONS],
  });
  const staffToken = await t.login('sweep.all@demo.niaga.test', 'hq');
  return { ids, tokens: { hq, agent: buyer.token, staff: staffToken }, variantProduct: coloured.id };
}
