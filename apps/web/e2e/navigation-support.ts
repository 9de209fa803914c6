import { expect } from 'vitest';
import { addAddress, apiOrder, checkoutSetup, type Levels, stockedProduct, uploadReceipt } from './checkout-support';
import { apiToken, call } from './recruitment-support';
import { agent } from './support/browser';

/** An order of agent3, sold by HQ, with its transfer receipt uploaded: it waits for HQ's approval. */
export async function orderWaitingForApproval(hq: string) {
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Menu Badge', sku: 'MENU-BADGE', stock: 20 });
  await checkoutSetup(hq);
  const buyer = await apiToken(agent(3).email, 'agent');
  const order = await apiOrder(buyer, product.id, await addAddress(buyer), 1);
  const response = await uploadReceipt(buyer, order.id);
  expect(response.status).toBe(200);
}
