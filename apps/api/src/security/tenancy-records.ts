import { PERMISSIONS } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { createUser } from '../db/seed/companies.js';
import { createApiKey } from '../modules/api-keys/api-key-fixtures.js';
import { createCampaign, grantPoints } from '../modules/campaigns/campaign-fixtures.js';
import { commissionPayouts } from '../modules/commission/commission.tables.js';
import { newAgent, productP } from '../modules/commission/commission-fixtures.js';
import {
  addAddress,
  addToCart,
  enablePickup,
  levelIds,
  pickupBody,
  placeOrder,
  uploadReceipt,
} from '../modules/orders/order-fixtures.js';
import { users } from '../modules/users/users.tables.js';
import { day } from '../modules/vouchers/voucher-fixtures.js';
import { newId } from '../platform/ids.js';
import { createProduct } from '../testing/catalog-fixtures.js';
import { postFile, TINY_PDF, TINY_PNG } from '../testing/multipart.js';
import { DEMO_PASSWORD, type TestApp } from '../testing/test-app.js';
import {
  ekoopBannerOf,
  expectOk,
  failedMailOf,
  planRecordsOf,
  receiptFileOf,
  reportExportOf,
  storeOf,
  subscriptionRecordsOf,
  webhookRecordsOf,
} from './tenancy-record-makers.js';
import type { CallerRecords } from './tenancy-sweep.requests.js';
import type { RecordKind } from './tenancy-sweep.tables.js';

/** Company A's records, one per kind: the ids the sweep calls with company B's tokens. */
export type CompanyRecords = Record<RecordKind, string>;

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

/** Company A's records as a caller of the sweeps' requests sees them (`REQUEST_OVERRIDES`, `requestOf`). */
export function callerRecordsOfA(
  companyA: Awaited<ReturnType<typeof createCompanyARecords>>,
  inviteLink: Record<string, string>,
): CallerRecords {
  const { ids } = companyA;
  return {
    company: 'demo',
    level: ids.level,
    product: ids.product,
    address: ids.address,
    inviteLink,
    variant: ids.variant,
    variantProduct: companyA.variantProduct,
    combo: ids.combo,
    courier: ids.courier,
    payout: ids.payout,
    agentEmail: 'agent3@demo.niaga.test',
    agent: ids.agent,
  };
}
