import { expect } from 'vitest';
import { pngImage } from './catalog-support';
import { addAddress, apiOrder, checkoutSetup, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl } from './support/browser';

/** An order of agent3, sold by HQ, with its transfer receipt uploaded: it waits for HQ's approval. */
export async function orderWaitingForApproval(hq: string) {
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Menu Badge', sku: 'MENU-BADGE', stock: 20 });
  await checkoutSetup(hq);
  const buyer = await apiToken(agent(3).email, 'agent');
  const order = await apiOrder(buyer, product.id, await addAddress(buyer), 1);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngImage(60, 90))], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${baseUrl()}/api/sales/upload-receipt/${order.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${buyer}` },
    body: form,
  });
  expect(response.status).toBe(200);
}
