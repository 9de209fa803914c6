import { describe, expect, it } from 'vitest';
import { secretsOf } from '../../platform/secrets.js';
import { useMockProviders } from '../../testing/mock-providers.js';
import { testConfig, useTestApp } from '../../testing/test-app.js';
import { openCredentials } from '../integrations/integrations.repo.js';
import { BILLPLZ_SANDBOX } from '../payments/gateway/billplz.js';
import { platformGateways } from '../subscription/subscription.tables.js';
import { operatorCall, operatorToken } from './operator-testing.js';

const t = useTestApp({ PAYMENT_SANDBOX: 'false' });
const mocks = useMockProviders();
const billplz = {
  apiKey: 'platform-billplz-key-9f1',
  xSignatureKey: 'S-platform-xsig-77',
  collectionId: 'col_platform',
};
const basic = `Basic ${Buffer.from(`${billplz.apiKey}:`).toString('base64')}`;

const expectCollectionCheck = (status: number) =>
  mocks.agent
    .get(BILLPLZ_SANDBOX)
    .intercept({
      path: `/api/v3/collections/${billplz.collectionId}`,
      method: 'GET',
      headers: { authorization: basic },
    })
    .reply(status, status === 200 ? { id: billplz.collectionId, title: 'Niaga' } : { error: { type: 'Unauthorized' } });

describe("the platform's payment gateway", () => {
  it('checks the credentials with Billplz first, seals them under the platform, and never answers them', async () => {
    const operator = await operatorToken(t);
    const store = (body: Record<string, unknown> = {}) =>
      operatorCall(t, operator, 'POST', '/api/operator/gateway', {
        body: { provider: 'billplz', sandbox: true, methods: ['fpx'], ...billplz, ...body },
      });

    expectCollectionCheck(401);
    const refused = await store();
    expect(refused.status).toBe(400);
    expect(await t.db.select().from(platformGateways)).toEqual([]);

    const missing = await store({ apiKey: '', collectionId: '' });
    expect(missing.meta?.errors).toEqual({
      apiKey: 'This field is required.',
      collectionId: 'This field is required.',
    });

    expectCollectionCheck(200);
    const saved = await store();
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.data).toMatchObject({
      provider: 'billplz',
      status: 'active',
      sandbox: true,
      methods: ['fpx'],
      collectionId: billplz.collectionId,
      credentialsSet: ['apiKey', 'xSignatureKey'],
    });
    const listed = await operatorCall(t, operator, 'GET', '/api/operator/gateway');
    for (const body of [saved.body, listed.body]) {
      expect(body).not.toContain(billplz.apiKey);
      expect(body).not.toContain(billplz.xSignatureKey);
    }
    const [row] = await t.db.select().from(platformGateways);
    expect(row!.credentials).not.toContain(billplz.apiKey);
    expect(openCredentials(secretsOf(testConfig()), { companyId: 'platform', ...row! })).toEqual({
      apiKey: billplz.apiKey,
      xSignatureKey: billplz.xSignatureKey,
    });
  });
});
