import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueJobs } from '../../platform/queue.tables.js';
import { secretsOf } from '../../platform/secrets.js';
import { useMockProviders } from '../../testing/mock-providers.js';
import { testConfig, useTestApp } from '../../testing/test-app.js';
import { openCredentials, sealCredentials } from '../integrations/integrations.repo.js';
import { companyIntegrations } from '../integrations/integrations.tables.js';
import { sandboxProvider } from '../payments/gateway/providers.js';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/gateway/sandbox.js';
import { payments } from '../payments/payments.tables.js';
import { accountingPayments } from './accounting.tables.js';
import { ACCOUNTING_RECORD_JOB, RECORD_ATTEMPTS } from './invoice-payments.js';
import { xeroHosts } from './xero.js';
import { zohoHosts } from './zoho-books.js';

const t = useTestApp({ ACCOUNTING_RETRY_SECONDS: '1' });
const mocks = useMockProviders();
const zoho = zohoHosts('com');
const xero = xeroHosts();
const sandbox = sandboxProvider(testConfig())!;
const ORG = '10234695';
const zohoKeys = { clientId: '1000.SELF', clientSecret: 'zoho-secret', refreshToken: '1000.refresh' };
const xeroKeys = { clientId: 'XEROCLIENT', clientSecret: 'xero-secret', refreshToken: 'xero-refresh-1' };

let hq: string;
let agent: string;
let otherAgent: string;
beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
  agent = await t.login('agent3@demo.niaga.test');
  otherAgent = await t.login('agent4@demo.niaga.test');
});

const integrationRow = async (provider: string) =>
  (
    await t.db
      .select()
      .from(companyIntegrations)
      .where(and(eq(companyIntegrations.companyId, 'demo'), eq(companyIntegrations.provider, provider)))
  )[0]!;
const testSecrets = () => secretsOf(testConfig());
const storedCredentials = async (provider: string) => openCredentials(testSecrets(), await integrationRow(provider));

/** Zoho's token endpoint answering once (or `times`). */
const zohoToken = (times = 1) =>
  mocks.agent
    .get(zoho.accounts)
    .intercept({ path: '/oauth/v2/token', method: 'POST' })
    .reply(200, { access_token: '1000.access', api_domain: zoho.api, token_type: 'Bearer', expires_in: 3600 })
    .times(times);

type ZohoInvoice = {
  id: string;
  email: string;
  status?: string;
  total?: number;
  balance?: number;
  payments?: unknown[];
};
const zohoInvoiceBody = (invoice: ZohoInvoice) => ({
  code: 0,
  message: 'success',
  invoice: {
    invoice_id: invoice.id,
    invoice_number: `INV-${invoice.id}`,
    date: '2026-11-01',
    due_date: '2026-12-01',
    status: invoice.status ?? 'sent',
    customer_id: '982000000567001',
    customer_name: 'Agent Three',
    email: invoice.email,
    contact_persons_details: [],
    currency_code: 'MYR',
    line_items: [{ name: 'Starter kit', description: '', quantity: 2, rate: 50, item_total: 100 }],
    total: invoice.total ?? 100,
    balance: invoice.balance ?? 100,
    payments: invoice.payments ?? [],
  },
});
const zohoInvoice = (invoice: ZohoInvoice, times = 1) =>
  mocks.agent
    .get(zoho.api)
    .intercept({ path: `/books/v3/invoices/${invoice.id}?organization_id=${ORG}`, method: 'GET' })
    .reply(200, zohoInvoiceBody(invoice))
    .times(times);

const view = (id: string, token = agent, provider = 'zoho_books') =>
  t.call('GET', `/api/ejenpay/invoice/${provider}/${id}`, { token });
const pay = (id: string, amount: number, token = agent) =>
  t.call('POST', `/api/ejenpay/invoice/zoho_books/${id}/pay`, { token, body: { amount, payType: 'fpx' } });

async function signedCallback(paymentId: string) {
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, 'demo'), eq(payments.id, paymentId)));
  return sandbox.signCallback({
    companyId: 'demo',
    paymentId,
    providerRef: payment!.providerRef!,
    amount: payment!.amount,
    outcome: 'paid',
  });
}
const postCallback = ({ rawBody, signature }: { rawBody: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    headers: { host: 'localhost', 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
const recording = async (paymentId: string) =>
  (
    await t.db
      .select()
      .from(accountingPayments)
      .where(and(eq(accountingPayments.companyId, 'demo'), eq(accountingPayments.paymentId, paymentId)))
  )[0];
/** Waits (bounded) for the job queue to move the recording out of `pending`. */
async function settledRecording(paymentId: string, within = 40_000) {
  const until = Date.now() + within;
  for (;;) {
    const row = await recording(paymentId);
    if (row && row.status !== 'pending') return row;
    if (Date.now() > until) throw new Error(`recording of ${paymentId} still pending: ${JSON.stringify(row)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('connecting Xero from /integration', () => {
  const connect = (body: Record<string, unknown> = {}) =>
    t.call('POST', '/api/setup/integration/accounting/store', {
      token: hq,
      body: { provider: 'xero', ...xeroKeys, tenantId: 'tenant-1', accountCode: '090', ...body },
    });
  const xeroToken = (refreshToken: string, rotated: string) =>
    mocks.agent
      .get(xero.identity)
      .intercept({
        path: '/connect/token',
        method: 'POST',
        body: (body) => new URLSearchParams(String(body)).get('refresh_token') === refreshToken,
      })
      .reply(200, {
        access_token: `access-for-${rotated}`,
        expires_in: 1800,
        token_type: 'Bearer',
        refresh_token: rotated,
      });

  it('checks tenant and account with Xero, then stores the ROTATED refresh token sealed', async () => {
    xeroToken('xero-refresh-1', 'xero-refresh-2');
    mocks.agent
      .get(xero.api)
      .intercept({
        path: '/connections',
        method: 'GET',
        headers: { authorization: 'Bearer access-for-xero-refresh-2' },
      })
      .reply(200, [{ id: 'c1', tenantId: 'tenant-1', tenantType: 'ORGANISATION', tenantName: 'Demo Sdn Bhd' }]);
    mocks.agent
      .get(xero.api)
      .intercept({
        path: (path) => path.startsWith('/api.xro/2.0/Accounts?where='),
        method: 'GET',
        headers: { 'xero-tenant-id': 'tenant-1' },
      })
      .reply(200, { Accounts: [{ Code: '090', Status: 'ACTIVE', Type: 'BANK' }] });
    const saved = await connect();
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.data).toMatchObject({
      kind: 'accounting',
      provider: 'xero',
      status: 'active',
      accounting: { tenantId: 'tenant-1', tenantName: 'Demo Sdn Bhd', accountCode: '090' },
      credentialsSet: ['clientId', 'clientSecret', 'refreshToken'],
    });
    expect(JSON.stringify(saved.data)).not.toContain('xero-secret');
    expect((await storedCredentials('xero')).refreshToken).toBe('xero-refresh-2');
  });

  it('refuses a tenant the token is not connected to, beside the field, and saves nothing new', async () => {
    xeroToken('xero-refresh-9', 'xero-refresh-10');
    mocks.agent.get(xero.api).intercept({ path: '/connections', method: 'GET' }).reply(200, []);
    const refused = await connect({ refreshToken: 'xero-refresh-9', tenantId: 'other' });
    expect(refused.status).toBe(400);
    expect(refused.meta?.errors).toEqual({ tenantId: 'This Xero organisation is not connected to these credentials.' });
    expect((await storedCredentials('xero')).refreshToken).toBe('xero-refresh-2');
  });

  it('concurrent calls with an expired access token refresh ONCE and keep the rotated token', async () => {
    const row = await integrationRow('xero');
    const expired = { ...(await storedCredentials('xero')), accessTokenExpiresAt: '0' };
    await t.db
      .update(companyIntegrations)
      .set({ credentials: sealCredentials(testSecrets(), 'demo', 'xero', expired) })
      .where(and(eq(companyIntegrations.companyId, 'demo'), eq(companyIntegrations.provider, row.provider)));
    xeroToken('xero-refresh-2', 'xero-refresh-3'); // once: a second use of the spent token would find no answer
    mocks.agent
      .get(xero.api)
      .intercept({
        path: '/api.xro/2.0/Invoices/inv-x',
        method: 'GET',
        headers: { authorization: 'Bearer access-for-xero-refresh-3' },
      })
      .reply(404, {})
      .times(3);
    const answers = await Promise.all([
      view('inv-x', agent, 'xero'),
      view('inv-x', agent, 'xero'),
      view('inv-x', agent, 'xero'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect((await storedCredentials('xero')).refreshToken).toBe('xero-refresh-3');
  });
});

describe('an agent pays a Zoho Books invoice', () => {
  it('is "not connected" before HQ connects Zoho Books', async () => {
    const answer = await view('1001');
    expect(answer.status).toBe(409);
    expect(answer.meta?.message).toBe(
      'Paying Zoho Books invoices here is not set up for this company. Please contact HQ.',
    );
  });

  it('HQ connects Zoho Books: token and organization checked; a wrong organization is refused beside its field', async () => {
    const connect = (organizationId: string) =>
      t.call('POST', '/api/setup/integration/accounting/store', {
        token: hq,
        body: { provider: 'zoho_books', ...zohoKeys, dataCentre: 'com', organizationId },
      });
    zohoToken(2);
    mocks.agent
      .get(zoho.api)
      .intercept({ path: '/books/v3/organizations/999', method: 'GET' })
      .reply(404, { code: 6041, message: 'This organization does not exist.' });
    mocks.agent
      .get(zoho.api)
      .intercept({
        path: `/books/v3/organizations/${ORG}`,
        method: 'GET',
        headers: { authorization: 'Zoho-oauthtoken 1000.access' },
      })
      .reply(200, { code: 0, message: 'success', organization: { organization_id: ORG, name: 'Demo' } });
    const refused = await connect('999');
    expect(refused.meta?.errors).toEqual({
      organizationId: 'Zoho Books has no organization with this id for these credentials.',
    });
    const saved = await connect(ORG);
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.data.accounting).toMatchObject({ dataCentre: 'com', organizationId: ORG });
    // Xero is disabled: one accounting system at a time.
    expect((await integrationRow('xero')).status).toBe('disabled');
  });

  it("shows the agent its own invoice; someone else's and a missing one are both 404", async () => {
    zohoInvoice({ id: '1001', email: 'agent3@demo.niaga.test' });
    const own = await view('1001');
    expect(own.status, own.meta?.message).toBe(200);
    expect(own.data).toMatchObject({
      number: 'INV-1001',
      contactName: 'Agent Three',
      dueDate: '2026-12-01',
      currency: 'MYR',
      total: 10_000,
      balance: 10_000,
      payable: 10_000,
      status: 'open',
      lines: [{ description: 'Starter kit', quantity: 2, unitAmount: 5_000, amount: 10_000 }],
      payments: [],
    });
    expect(own.data.methods.length).toBeGreaterThan(0);
    zohoInvoice({ id: '1001', email: 'agent3@demo.niaga.test' });
    const others = await view('1001', otherAgent);
    mocks.agent
      .get(zoho.api)
      .intercept({ path: `/books/v3/invoices/404404?organization_id=${ORG}`, method: 'GET' })
      .reply(404, { code: 1002, message: 'Invoice does not exist.' });
    const missing = await view('404404');
    expect([others.status, missing.status]).toEqual([404, 404]);
    expect(others.meta).toEqual(missing.meta);
    const hqView = await view('1001', hq);
    expect(hqView.status).toBe(403);
  });

  it('refuses paying a paid invoice, and more than the balance', async () => {
    zohoInvoice({ id: '1002', email: 'agent3@demo.niaga.test', status: 'paid', balance: 0 });
    const paid = await pay('1002', 100);
    expect(paid.status).toBe(409);
    expect(paid.meta?.message).toBe('This invoice is already paid.');
    zohoInvoice({ id: '1001', email: 'agent3@demo.niaga.test' });
    const over = await pay('1001', 10_001);
    expect(over.status).toBe(400);
    expect(over.meta?.errors).toEqual({ amount: 'The amount is more than what is left to pay on this invoice.' });
  });

  let paymentId: string;
  it('takes part of the balance; the session in flight holds it, so the rest is all that may start', async () => {
    zohoInvoice({ id: '1001', email: 'agent3@demo.niaga.test' }, 3);
    const started = await pay('1001', 4_000);
    expect(started.status, started.meta?.message).toBe(200);
    paymentId = started.data.paymentId;
    expect((await pay('1001', 6_001)).status).toBe(400);
    expect((await view('1001')).data.payable).toBe(6_000);
  });

  it('two simultaneous payments of the last balance: one starts, the other is told a payment is in progress', async () => {
    zohoInvoice({ id: '1004', email: 'agent3@demo.niaga.test' }, 2);
    const answers = await Promise.all([pay('1004', 10_000), pay('1004', 10_000)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.meta?.message).toBe(
      'Payments for the rest of this invoice are already in progress. Please wait for them.',
    );
  });

  it('settles through the sandbox, records the payment on the Zoho invoice once; a replayed callback records nothing', async () => {
    // The job reads the invoice (no payment with our reference yet), then posts the customer payment, once.
    zohoInvoice({ id: '1001', email: 'agent3@demo.niaga.test' });
    const posted: unknown[] = [];
    mocks.agent
      .get(zoho.api)
      .intercept({ path: `/books/v3/customerpayments?organization_id=${ORG}`, method: 'POST' })
      .reply(({ body }) => {
        posted.push(JSON.parse(String(body)));
        return {
          statusCode: 201,
          data: { code: 0, message: 'The payment has been created.', payment: { payment_id: '9030000079467' } },
        };
      });
    const callback = await signedCallback(paymentId);
    expect((await postCallback(callback)).statusCode).toBe(200);
    const row = await settledRecording(paymentId);
    expect(row).toMatchObject({ status: 'recorded', providerPaymentId: '9030000079467', attempts: 1, amount: 4_000 });
    expect(posted).toEqual([
      expect.objectContaining({
        amount: 40,
        reference_number: paymentId,
        invoices: [{ invoice_id: '1001', amount_applied: 40 }],
      }),
    ]);
    const replay = await postCallback(callback);
    expect(replay.statusCode).toBe(200);
    const jobs = await t.db.select().from(queueJobs).where(eq(queueJobs.name, ACCOUNTING_RECORD_JOB));
    expect(jobs.filter((job) => (job.data as { paymentId?: string }).paymentId === paymentId)).toHaveLength(1);
    const returned = await t.call('GET', `/api/ejenpay/payment/${paymentId}`, { token: agent });
    expect(returned.data).toMatchObject({
      status: 'paid',
      invoiceNumber: 'INV-1001',
      recording: { status: 'recorded', providerPaymentId: '9030000079467' },
    });
    expect((await t.call('GET', `/api/ejenpay/payment/${paymentId}`, { token: otherAgent })).status).toBe(404);
  });

  it('a Zoho refusal is retried with backoff, then failed with its words, and shown', { timeout: 60_000 }, async () => {
    mocks.agent
      .get(zoho.api)
      .intercept({ path: `/books/v3/invoices/1003?organization_id=${ORG}`, method: 'GET' })
      .reply(200, zohoInvoiceBody({ id: '1003', email: 'agent3@demo.niaga.test' }))
      .persist();
    mocks.agent
      .get(zoho.api)
      .intercept({ path: `/books/v3/customerpayments?organization_id=${ORG}`, method: 'POST' })
      .reply(400, { code: 24016, message: 'The customer has been marked inactive.' })
      .times(RECORD_ATTEMPTS);
    const started = await pay('1003', 10_000);
    expect(started.status, started.meta?.message).toBe(200);
    await postCallback(await signedCallback(started.data.paymentId));
    const row = await settledRecording(started.data.paymentId, 50_000);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: RECORD_ATTEMPTS,
      error: 'Zoho Books refused the request: The customer has been marked inactive.',
    });
    const shown = await view('1003');
    // Money taken but not on the invoice still holds its part of the balance.
    expect(shown.data.payable).toBe(0);
    expect(shown.data.payments[0].recording).toMatchObject({ status: 'failed', attempts: RECORD_ATTEMPTS });
  });
});
