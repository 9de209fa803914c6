import { unwrap } from '@niaga/client';
import type { WebhookEventType } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { publish } from '../../platform/events.js';
import { createSecondCompany } from '../../testing/second-company.js';
import { createTestApp, useTestApp } from '../../testing/test-app.js';
import { typedClient } from '../../testing/typed-client.js';
import { until } from '../../testing/until.js';
import { startReceiver, verifyNiagaSignature } from '../../testing/webhook-receiver.js';
import { newAgent } from '../commission/commission-fixtures.js';
import {
  addToCart,
  enablePickup,
  levelIds,
  pickupBody,
  placeOrder,
  stockedProduct,
  uploadReceipt,
} from '../orders/order-fixtures.js';
import { webhookDeliveries } from './webhooks.tables.js';

// Three tries in all, the retry one second after the first failure: the test waits for the receiver, not a clock.
const t = useTestApp({ WEBHOOK_RETRY_SECONDS: '1', WEBHOOK_ATTEMPTS: '3' });
const receivers: Array<{ close(): Promise<void> }> = [];
afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));

async function receiver(statuses?: number[]) {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
}

/**
 * HQ adds an endpoint: on the demo company through the typed client (packages/client) over HTTP, as an integrator
 * would; on another company's host (which fetch cannot name) through `t.call`.
 */
async function addEndpoint(token: string, url: string, events: WebhookEventType[], host = 'localhost') {
  if (host === 'localhost') {
    const client = await typedClient(t, { token });
    return unwrap(client.POST('/api/setup/webhooks', { body: { url, events } }));
  }
  const created = await t.call('POST', '/api/setup/webhooks', { token, host, body: { url, events } });
  expect(created.status, created.meta?.message).toBe(200);
  return created.data as { id: string; secret: string };
}

const deliveries = (token: string, query = '', host = 'localhost') =>
  t.call('GET', `/api/setup/webhook-deliveries${query}`, { token, host });

const deliveryById = async (token: string, id: string) =>
  (await deliveries(token)).data.items.find((item: { id: string }) => item.id === id);

async function placeDemoOrder(hq: string) {
  const branchId = await enablePickup(t, hq);
  const product = await stockedProduct(t, hq, 5);
  const [, , agentLevel] = await levelIds(t, hq);
  const buyer = await newAgent(t, agentLevel!, null, 'Webhook Buyer');
  await addToCart(t, buyer.token, { itemId: product.id, quantity: 1 });
  const placed = await placeOrder(t, buyer.token, pickupBody(branchId));
  expect(placed.status, placed.meta?.message).toBe(200);
  return placed.data.order.id as string;
}

describe('webhook endpoints', () => {
  it('are refused with a bad URL or an unknown event, in each language', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const expected = {
      en: ['The address must start with https://.', 'Enter a full web address', 'Choose events from the list.'],
      id: ['Alamat harus diawali dengan https://.', 'Masukkan alamat web lengkap', 'Pilih peristiwa dari daftar.'],
      ms: ['Alamat mesti bermula dengan https://.', 'Masukkan alamat web penuh', 'Pilih peristiwa daripada senarai.'],
    };
    for (const [language, [insecure, invalid, unknown]] of Object.entries(expected)) {
      const post = (body: Record<string, unknown>) =>
        t.call('POST', '/api/setup/webhooks', { token: hq, language, body });
      const plain = await post({ url: 'http://example.com/hooks', events: ['order.paid'] });
      expect(plain.status).toBe(400);
      expect(plain.meta?.errors).toEqual({ url: insecure });
      const garbled = await post({ url: 'not a url', events: ['order.paid'] });
      expect(garbled.status).toBe(400);
      expect(garbled.meta?.errors?.url).toContain(invalid);
      const nope = await post({ url: 'https://example.com/hooks', events: ['order.nope'] });
      expect(nope.status).toBe(400);
      expect(Object.values(nope.meta?.errors ?? {})).toContain(unknown);
    }
    expect((await t.call('GET', '/api/setup/webhooks', { token: hq })).data.items).toEqual([]);
  });

  it('are added, changed, paused, revealed, rotated and deleted by HQ only', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const created = await addEndpoint(hq, 'https://example.com/hooks', ['order.paid', 'stock.low']);
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const list = await t.call('GET', '/api/setup/webhooks', { token: hq });
    expect(list.data.items).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toContain(created.secret);
    const revealed = await t.call('POST', `/api/setup/webhooks/${created.id}/secret`, { token: hq });
    expect(revealed.data.secret).toBe(created.secret);
    const rotated = await t.call('POST', `/api/setup/webhooks/${created.id}/secret/rotate`, { token: hq });
    expect(rotated.data.secret).not.toBe(created.secret);
    const paused = await t.call('PUT', `/api/setup/webhooks/${created.id}`, {
      token: hq,
      body: { url: 'https://example.com/other', description: 'ERP', events: ['order.shipped'], active: false },
    });
    expect(paused.data).toMatchObject({ url: 'https://example.com/other', active: false, events: ['order.shipped'] });
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/setup/webhooks', { token: agent })).status).not.toBe(200);
    expect((await t.call('DELETE', `/api/setup/webhooks/${created.id}`, { token: hq })).status).toBe(200);
    expect((await t.call('DELETE', `/api/setup/webhooks/${created.id}`, { token: hq })).status).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it("POST an order's event, signed with the endpoint's secret, and only to this company's endpoints", async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const ours = await receiver();
    const theirs = await receiver();
    const endpoint = await addEndpoint(hq, ours.url, ['order.created']);
    const second = await createSecondCompany(t);
    const other = await addEndpoint(second.tokens.hq, theirs.url, ['order.created'], second.host);

    const orderId = await placeDemoOrder(hq);
    const hook = await ours.next();
    expect(verifyNiagaSignature(String(hook.headers['niaga-signature']), hook.body, endpoint.secret)).toBe(true);
    expect(verifyNiagaSignature(String(hook.headers['niaga-signature']), hook.body, 'whsec_wrong')).toBe(false);
    const payload = JSON.parse(hook.body);
    expect(payload).toMatchObject({ type: 'order.created', companyId: 'demo', data: { id: orderId } });
    expect(payload.id).toMatch(/^evt_/);
    expect(hook.headers['niaga-event-id']).toBe(payload.id);
    expect(hook.headers['niaga-event-type']).toBe('order.created');

    const log = await until(
      () => deliveries(hq, `?endpointId=${endpoint.id}`),
      (answer) => answer.data.items[0]?.status === 'delivered',
    );
    expect(log.data.items[0]).toMatchObject({ eventId: payload.id, attempts: 1, lastResponseCode: 200 });

    // Company B's endpoint got nothing of A's: its first request is its own test event.
    await t.call('POST', `/api/setup/webhooks/${other.id}/test`, { token: second.tokens.hq, host: second.host });
    expect(JSON.parse((await theirs.next()).body)).toMatchObject({ type: 'webhook.test', companyId: 'second' });
    expect((await deliveries(second.tokens.hq, '', second.host)).data.items).toHaveLength(1);
    const leaked = await t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, other.id), eq(webhookDeliveries.eventType, 'order.created')));
    expect(leaked).toEqual([]);

    // Resend: the same event id and body once more.
    const resent = await t.call('POST', `/api/setup/webhook-deliveries/${log.data.items[0].id}/resend`, { token: hq });
    expect(resent.status).toBe(200);
    expect(resent.meta?.message).toBe('The delivery will be sent again.');
    const again = await ours.next();
    expect(again.body).toBe(hook.body);
    expect(again.headers['niaga-event-id']).toBe(payload.id);
    const after = await until(
      () => deliveryById(hq, log.data.items[0].id),
      (item) => item?.attempts === 2,
    );
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 });
    // Another company's delivery cannot be resent from here.
    const foreign = await t.call('POST', `/api/setup/webhook-deliveries/${log.data.items[0].id}/resend`, {
      token: second.tokens.hq,
      host: second.host,
    });
    expect(foreign.status).toBe(404);
  });

  it('tries again after a failed answer and ends delivered on the second try', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const flaky = await receiver([500, 200]);
    const endpoint = await addEndpoint(hq, flaky.url, ['agent.registered']);
    const sent = await t.call('POST', `/api/setup/webhooks/${endpoint.id}/test`, { token: hq });
    expect(sent.status).toBe(200);
    const first = await flaky.next();
    const second = await flaky.next();
    expect(second.headers['niaga-event-id']).toBe(first.headers['niaga-event-id']);
    const done = await until(
      () => deliveryById(hq, sent.data.deliveryId),
      (item) => item?.status === 'delivered',
    );
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastResponseCode: 200, lastError: null });
    const failedOnes = await deliveries(hq, `?endpointId=${endpoint.id}&status=failed`);
    expect(failedOnes.data.items).toEqual([]);
  });

  it('sends nothing for a change that rolled back', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const watching = await receiver();
    const endpoint = await addEndpoint(hq, watching.url, ['order.created']);
    const [order] = await t.db.select().from(webhookDeliveries).limit(1);
    const rolledBack = t.db.transaction(async (tx) => {
      await publish(tx, 'order.placed', { companyId: 'demo', orderId: String(order?.id), channel: 'shop' });
      throw new Error('the cause failed');
    });
    await expect(rolledBack).rejects.toThrow('the cause failed');
    await t.call('POST', `/api/setup/webhooks/${endpoint.id}/test`, { token: hq });
    expect(JSON.parse((await watching.next()).body).type).toBe('webhook.test');
    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows.map((row) => row.eventType)).toEqual(['webhook.test']);
  });
});

describe('webhook events', () => {
  it('are sent when an order is approved, an agent registered and suspended, and stock runs out', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const listening = await receiver();
    const events: WebhookEventType[] = ['order.approved', 'agent.registered', 'agent.suspended', 'stock.low'];
    const endpoint = await addEndpoint(hq, listening.url, events);

    const branchId = await enablePickup(t, hq);
    const product = await stockedProduct(t, hq, 3);
    const [, , agentLevel] = await levelIds(t, hq);
    const buyer = await newAgent(t, agentLevel!, null, 'Webhook Buyer');
    await addToCart(t, buyer.token, { itemId: product.id, quantity: 1 });
    const placed = await placeOrder(t, buyer.token, pickupBody(branchId));
    await uploadReceipt(t, buyer.token, placed.data.order.id);
    const approved = await t.call('POST', `/api/orders/${placed.data.order.id}/approve`, { token: hq, body: {} });
    expect(approved.status, approved.meta?.message).toBe(200);

    const registered = await t.call('POST', '/api/agent-registration', {
      token: hq,
      body: {
        firstName: 'Hook',
        lastName: 'Agent',
        email: 'hook.agent@demo.niaga.test',
        phoneCode: '+60',
        phoneNumber: '0123456789',
        identityNo: '900101-14-5566',
        state: 'Selangor',
        postcode: '43000',
        levelId: agentLevel,
        uplineId: await t.userId('agent2@demo.niaga.test'),
      },
    });
    expect(registered.status, registered.meta?.message).toBe(200);
    const suspended = await t.call('POST', '/api/promote-demote/suspend', {
      token: hq,
      body: { agentId: registered.data.id, suspend: true, reason: 'Webhook test' },
    });
    expect(suspended.status, suspended.meta?.message).toBe(200);

    const stockOut = await t.call('POST', '/api/inventory/store', {
      token: hq,
      body: { type: 'out', reason: 'Damaged', items: [{ productId: product.id, amount: 2 }] },
    });
    expect(stockOut.status, stockOut.meta?.message).toBe(200);

    const bodies = [];
    for (const _ of events) bodies.push(JSON.parse((await listening.next()).body));
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body]));
    expect(Object.keys(byType).sort()).toEqual([...events].sort());
    expect(byType['order.approved'].data).toMatchObject({ id: placed.data.order.id, status: 'to_ship' });
    expect(byType['agent.registered'].data).toMatchObject({ id: registered.data.id });
    expect(byType['agent.suspended'].data).toMatchObject({ id: registered.data.id, status: 'suspended' });
    expect(byType['stock.low'].data).toMatchObject({ productId: product.id, available: 0 });
    const log = await deliveries(hq, `?endpointId=${endpoint.id}`);
    expect(log.data.items).toHaveLength(events.length);
  });
});

// Last in the file: the pg-boss app installs its queue for the process's webhook subscribers.
describe('webhook retries on pg-boss', () => {
  it('a 500 then a 200 ends delivered after two tries', async () => {
    const boss = await createTestApp({ WEBHOOK_RETRY_SECONDS: '1', WEBHOOK_ATTEMPTS: '3' }, { queue: 'pg-boss' });
    try {
      const hq = await boss.login('hq@demo.niaga.test', 'hq');
      const flaky = await receiver([500, 200]);
      const created = await boss.call('POST', '/api/setup/webhooks', {
        token: hq,
        body: { url: flaky.url, events: ['stock.low'] },
      });
      const sent = await boss.call('POST', `/api/setup/webhooks/${created.data.id}/test`, { token: hq });
      await flaky.next();
      await flaky.next();
      const done = await until(
        async () =>
          (await boss.call('GET', '/api/setup/webhook-deliveries', { token: hq })).data.items.find(
            (item: { id: string }) => item.id === sent.data.deliveryId,
          ),
        (item) => item?.status === 'delivered',
      );
      expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastResponseCode: 200 });
    } finally {
      await boss.close();
    }
  });
});
