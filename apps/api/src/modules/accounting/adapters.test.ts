import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { useMockProviders } from '../../testing/mock-providers.js';
import { refreshXeroToken, xeroAdapter, xeroDay, xeroHosts } from './xero.js';
import { refreshZohoToken, zohoBooksAdapter, zohoHosts } from './zoho-books.js';

const mocks = useMockProviders();
const zoho = zohoHosts('com');
const xero = xeroHosts();
const oauth = { clientId: '1000.SELFCLIENT', clientSecret: 'zoho-secret', refreshToken: '1000.refresh.token' };
const token = async () => 'access-1';

/** The error a call threw, to check its message key and the words it carries. */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
const form = (body: unknown) => Object.fromEntries(new URLSearchParams(String(body)));

/** Zoho Books API v3 "Get an invoice", trimmed to the fields read (values as the documentation's sample). */
const zohoInvoice = {
  code: 0,
  message: 'success',
  invoice: {
    invoice_id: 982000000567114,
    invoice_number: 'INV-00003',
    date: '2013-11-17',
    status: 'partially_paid',
    due_date: '2013-12-03',
    customer_id: 982000000567001,
    customer_name: 'Bowman & Co',
    email: 'Agent3@Demo.niaga.test',
    contact_persons_details: [{ contact_person_id: '982000000567003', email: 'willsmith@bowmanfurniture.com' }],
    currency_code: 'MYR',
    line_items: [
      { name: 'Hard Drive', description: '500GB, USB 2.0 interface', quantity: 2, rate: 120, item_total: 240 },
    ],
    total: 240,
    balance: 140.5,
    payments: [{ payment_id: '982000000567190', reference_number: 'INV-384', amount: 99.5 }],
  },
};

describe('Zoho Books at its HTTP boundary', () => {
  it('exchanges the self client refresh token at accounts.zoho.com (form fields of the OAuth2 refresh grant)', async () => {
    mocks.agent
      .get(zoho.accounts)
      .intercept({
        path: '/oauth/v2/token',
        method: 'POST',
        body: (body) =>
          JSON.stringify(form(body)) ===
          JSON.stringify({
            refresh_token: oauth.refreshToken,
            client_id: oauth.clientId,
            client_secret: oauth.clientSecret,
            grant_type: 'refresh_token',
          }),
      })
      .reply(200, {
        access_token: '1000.access',
        api_domain: 'https://www.zohoapis.com',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    expect(await refreshZohoToken(zoho, oauth)).toEqual({ accessToken: '1000.access', expiresIn: 3600 });
  });

  it('names a refused refresh token (Zoho answers 200 with { error }) as bad credentials', async () => {
    mocks.agent
      .get(zoho.accounts)
      .intercept({ path: '/oauth/v2/token', method: 'POST' })
      .reply(200, { error: 'invalid_code' });
    const error = await failure(refreshZohoToken(zoho, oauth));
    expect(error.messageKey).toBe('integration.badCredentials');
    expect(error.params).toEqual({ provider: 'Zoho Books' });
  });

  it('reads an invoice with the Zoho-oauthtoken header and the organization id, amounts in sen', async () => {
    mocks.agent
      .get(zoho.api)
      .intercept({
        path: '/books/v3/invoices/982000000567114?organization_id=10234695',
        method: 'GET',
        headers: { authorization: 'Zoho-oauthtoken access-1' },
      })
      .reply(200, zohoInvoice);
    const adapter = zohoBooksAdapter({ hosts: zoho, organizationId: '10234695' }, token);
    expect(await adapter.fetchInvoice('982000000567114')).toEqual({
      id: '982000000567114',
      number: 'INV-00003',
      contactId: '982000000567001',
      contactName: 'Bowman & Co',
      contactEmails: ['agent3@demo.niaga.test', 'willsmith@bowmanfurniture.com'],
      date: '2013-11-17',
      dueDate: '2013-12-03',
      currency: 'MYR',
      total: 24_000,
      balance: 14_050,
      status: 'partially_paid',
      lines: [
        { description: 'Hard Drive — 500GB, USB 2.0 interface', quantity: 2, unitAmount: 12_000, amount: 24_000 },
      ],
      payments: [{ id: '982000000567190', reference: 'INV-384', amount: 9_950 }],
    });
  });

  it('answers null for an invoice Zoho does not have (code 1002)', async () => {
    mocks.agent
      .get(zoho.api)
      .intercept({ path: '/books/v3/invoices/404?organization_id=1', method: 'GET' })
      .reply(404, { code: 1002, message: 'Invoice does not exist.' });
    expect(await zohoBooksAdapter({ hosts: zoho, organizationId: '1' }, token).fetchInvoice('404')).toBeNull();
  });

  it('records a customer payment applied to the invoice and answers its payment id', async () => {
    const sent: unknown[] = [];
    mocks.agent
      .get(zoho.api)
      .intercept({
        path: '/books/v3/customerpayments?organization_id=10234695',
        method: 'POST',
        headers: { authorization: 'Zoho-oauthtoken access-1', 'content-type': 'application/json' },
        body: (body) => sent.push(JSON.parse(String(body))) > 0,
      })
      .reply(201, { code: 0, message: 'The payment has been created.', payment: { payment_id: '9030000079467' } });
    const adapter = zohoBooksAdapter({ hosts: zoho, organizationId: '10234695' }, token);
    const id = await adapter.recordPayment({
      invoice: { id: '982000000567114', contactId: '982000000567001', currency: 'MYR' },
      amount: 5_025,
      date: '2026-11-27',
      reference: 'pay_1',
      payType: 'fpx',
    });
    expect(id).toBe('9030000079467');
    expect(sent[0]).toEqual({
      customer_id: '982000000567001',
      payment_mode: 'banktransfer',
      amount: 50.25,
      date: '2026-11-27',
      reference_number: 'pay_1',
      description: 'Paid online (fpx)',
      invoices: [{ invoice_id: '982000000567114', amount_applied: 50.25 }],
    });
  });

  it("names Zoho's refusal with Zoho's own message", async () => {
    mocks.agent
      .get(zoho.api)
      .intercept({ path: '/books/v3/customerpayments?organization_id=1', method: 'POST' })
      .reply(400, { code: 24016, message: 'Amount applied to the invoice exceeds its balance.' });
    const error = await failure(
      zohoBooksAdapter({ hosts: zoho, organizationId: '1' }, token).recordPayment({
        invoice: { id: '1', contactId: '2', currency: 'MYR' },
        amount: 100,
        date: '2026-11-27',
        reference: 'pay_2',
        payType: 'card',
      }),
    );
    expect(error.messageKey).toBe('accounting.providerRefused');
    expect(error.params).toEqual({
      provider: 'Zoho Books',
      reason: 'Amount applied to the invoice exceeds its balance.',
    });
  });
});

/** Xero Accounting API "GET Invoices/{InvoiceID}", trimmed to the fields read (Microsoft JSON dates as Xero sends). */
const xeroInvoice = (patch: Record<string, unknown> = {}) => ({
  Id: 'a8c2ba5b-0f1c-4f9e-9f4b-1a0c2b3d4e5f',
  Status: 'OK',
  ProviderName: 'Niaga',
  Invoices: [
    {
      Type: 'ACCREC',
      InvoiceID: '243216c5-369e-4056-ac67-05388f86dc81',
      InvoiceNumber: 'INV-0001',
      Contact: {
        ContactID: '025867f1-d741-4d6b-b1af-9ac774b59ba7',
        Name: 'City Agency',
        EmailAddress: 'agent3@demo.niaga.test',
      },
      Date: '/Date(1518685950940+0000)/',
      DateString: '2018-02-15T00:00:00',
      DueDate: '/Date(1519084800000+0000)/',
      DueDateString: '2018-02-20T00:00:00',
      Status: 'AUTHORISED',
      LineAmountTypes: 'Exclusive',
      LineItems: [{ Description: 'Consulting services', Quantity: 1.5, UnitAmount: 100, LineAmount: 150 }],
      SubTotal: 150,
      TotalTax: 0,
      Total: 150,
      AmountDue: 150,
      AmountPaid: 0,
      CurrencyCode: 'MYR',
      Payments: [],
      ...patch,
    },
  ],
});
const xeroSettings = { hosts: xero, tenantId: 'tenant-1', accountCode: '090' };

describe('Xero at its HTTP boundary', () => {
  it('refreshes with Basic client auth and answers the rotated refresh token', async () => {
    const basic = `Basic ${Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString('base64')}`;
    mocks.agent
      .get(xero.identity)
      .intercept({
        path: '/connect/token',
        method: 'POST',
        headers: { authorization: basic },
        body: (body) => form(body).grant_type === 'refresh_token' && form(body).refresh_token === oauth.refreshToken,
      })
      .reply(200, {
        access_token: 'xero-access',
        expires_in: 1800,
        token_type: 'Bearer',
        refresh_token: 'rotated-2',
        scope: 'accounting.transactions offline_access',
      });
    expect(await refreshXeroToken(xero, oauth)).toEqual({
      accessToken: 'xero-access',
      expiresIn: 1800,
      refreshToken: 'rotated-2',
    });
  });

  it('names invalid_grant as bad credentials', async () => {
    mocks.agent
      .get(xero.identity)
      .intercept({ path: '/connect/token', method: 'POST' })
      .reply(400, { error: 'invalid_grant' });
    expect((await failure(refreshXeroToken(xero, oauth))).messageKey).toBe('integration.badCredentials');
  });

  it('reads an invoice with the bearer token and xero-tenant-id; statuses and dates mapped', async () => {
    mocks.agent
      .get(xero.api)
      .intercept({
        path: '/api.xro/2.0/Invoices/243216c5-369e-4056-ac67-05388f86dc81',
        method: 'GET',
        headers: { authorization: 'Bearer access-1', 'xero-tenant-id': 'tenant-1' },
      })
      .reply(200, xeroInvoice());
    const adapter = xeroAdapter(xeroSettings, token, () => new Date('2018-02-16T00:00:00Z'));
    const invoice = await adapter.fetchInvoice('243216c5-369e-4056-ac67-05388f86dc81');
    expect(invoice).toMatchObject({
      number: 'INV-0001',
      contactName: 'City Agency',
      contactEmails: ['agent3@demo.niaga.test'],
      date: '2018-02-15',
      dueDate: '2018-02-20',
      total: 15_000,
      balance: 15_000,
      status: 'open',
      lines: [{ description: 'Consulting services', quantity: 1.5, unitAmount: 10_000, amount: 15_000 }],
    });
    expect(xeroDay(null, '/Date(1519084800000+0000)/')).toBe('2018-02-20');
  });

  it("asks the contact for its e-mail when the invoice's contact carries none; a bill (ACCPAY) is no invoice", async () => {
    const api = mocks.agent.get(xero.api);
    api
      .intercept({ path: '/api.xro/2.0/Invoices/inv-2', method: 'GET' })
      .reply(200, xeroInvoice({ Contact: { ContactID: 'c-2', Name: 'No Mail' }, Status: 'PAID', AmountDue: 0 }));
    api.intercept({ path: '/api.xro/2.0/Contacts/c-2', method: 'GET' }).reply(200, {
      Contacts: [
        {
          ContactID: 'c-2',
          Name: 'No Mail',
          EmailAddress: 'x@y.test',
          ContactPersons: [{ EmailAddress: 'P@y.test' }],
        },
      ],
    });
    api.intercept({ path: '/api.xro/2.0/Invoices/bill-1', method: 'GET' }).reply(200, xeroInvoice({ Type: 'ACCPAY' }));
    const adapter = xeroAdapter(xeroSettings, token);
    expect(await adapter.fetchInvoice('inv-2')).toMatchObject({
      contactEmails: ['x@y.test', 'p@y.test'],
      status: 'paid',
    });
    expect(await adapter.fetchInvoice('bill-1')).toBeNull();
  });

  it('records a payment to the account code (PUT Payments) and names a validation refusal', async () => {
    const sent: unknown[] = [];
    const api = mocks.agent.get(xero.api);
    api
      .intercept({
        path: '/api.xro/2.0/Payments',
        method: 'PUT',
        body: (body) => sent.push(JSON.parse(String(body))) > 0,
      })
      .reply(200, {
        Payments: [{ PaymentID: 'b26fd49a-cbae-470a-a8f8-bcbc119e0379', Amount: 32.06, Status: 'AUTHORISED' }],
      });
    api.intercept({ path: '/api.xro/2.0/Payments', method: 'PUT' }).reply(400, {
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [{ ValidationErrors: [{ Message: 'Payment amount exceeds the amount outstanding on this document' }] }],
    });
    const adapter = xeroAdapter(xeroSettings, token);
    const input = {
      invoice: { id: 'inv-1', contactId: 'c-1', currency: 'MYR' },
      amount: 3_206,
      date: '2026-11-27',
      reference: 'pay_3',
      payType: 'card',
    };
    expect(await adapter.recordPayment(input)).toBe('b26fd49a-cbae-470a-a8f8-bcbc119e0379');
    expect(sent[0]).toEqual({
      Payments: [
        {
          Invoice: { InvoiceID: 'inv-1' },
          Account: { Code: '090' },
          Date: '2026-11-27',
          Amount: 32.06,
          Reference: 'pay_3',
        },
      ],
    });
    const error = await failure(adapter.recordPayment(input));
    expect(error.params?.reason).toBe('Payment amount exceeds the amount outstanding on this document');
  });
});
