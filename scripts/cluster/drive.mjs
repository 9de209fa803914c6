// Load through the balancer: every request is recorded (when it started and ended, and how it ended) so the
// checks can tell which failures were in flight when an instance went down.
import { randomUUID } from 'node:crypto';
import { PASSWORD, PRODUCTS } from './fixtures.mjs';

export function recorder(base) {
  const log = [];
  let inFlight = 0;
  async function call(method, path, { token, body, headers = {} } = {}) {
    const entry = { method, path, started: performance.now(), ended: 0, status: 0, error: null, servedBy: null };
    inFlight += 1;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          host: 'localhost',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body && JSON.stringify(body),
      });
      entry.status = response.status;
      entry.servedBy = response.headers.get('x-served-by');
      const text = await response.text();
      entry.json = text.startsWith('{') ? JSON.parse(text) : null;
    } catch (error) {
      entry.error = error.cause?.code ?? error.message;
      entry.detail = error.cause?.message;
    } finally {
      inFlight -= 1;
      entry.ended = performance.now();
      log.push(entry);
    }
    return entry;
  }
  return { base, call, log, inFlight: () => inFlight };
}

/** A failed request: no answer, or a 5xx (a 4xx is the API's own refusal, checked where it matters). */
export const failed = (entry) => entry.error !== null || entry.status >= 500;

export async function loginAs(client, email) {
  const entry = await client.call('POST', '/api/login', { body: { email, password: PASSWORD, type: 'agent' } });
  return entry.status === 200 ? entry.json.data.token : null;
}

/**
 * Buyers, each logged in through the balancer, add one or two products to the cart and check out (self pickup,
 * manual transfer, an Idempotency-Key) back to back, reading their details and the shop between orders;
 * `acknowledged` collects the ids of the orders the API confirmed.
 */
export function startLoad(client, { tokens, branch, logins }) {
  const acknowledged = new Set();
  let running = true;
  const pickup = { delivery: 'pickup', pickupBranchId: branch, paymentMethod: 'manual' };
  const buyer = async (token, index) => {
    let round = index;
    while (running) {
      round += 1;
      const product = `cl-${1 + (round % PRODUCTS)}`;
      await client.call('POST', '/api/sales/my-shop/add-cart', {
        token,
        body: { kind: 'product', itemId: product, quantity: 1 },
      });
      const placed = await client.call('POST', '/api/sales/checkout', {
        token,
        body: { ...pickup, pickupTime: new Date(Date.now() + 86_400_000).toISOString() },
        headers: { 'idempotency-key': randomUUID() },
      });
      if (placed.status === 200) acknowledged.add(placed.json.data.order.id);
      await client.call('GET', '/api/user/detail', { token });
      await client.call('GET', `/api/sales/my-shop?page=1&limit=20`, { token });
    }
  };
  // Logins go on alongside, each account at most `perAccount` times (its limit is 10 in 5 minutes).
  const loginLoop = async (emails, perAccount) => {
    for (let turn = 0; turn < perAccount && running; turn += 1)
      for (const email of emails) {
        if (!running) return;
        await loginAs(client, email);
      }
  };
  const workers = [
    ...tokens.map((token, index) => buyer(token, index * 7)),
    loginLoop(logins.slice(0, logins.length / 2), 6),
    loginLoop(logins.slice(logins.length / 2), 6),
  ];
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** `count` wrong-password logins for one account, one after another; answers their statuses. */
export async function wrongLogins(client, email, count) {
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const entry = await client.call('POST', '/api/login', {
      body: { email, password: 'Wrong#2026', type: 'agent' },
    });
    statuses.push(entry.status);
  }
  return statuses;
}
