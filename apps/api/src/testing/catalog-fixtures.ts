import type { TestApp } from './test-app.js';

let serial = 0;

/** Creates a published product through the API; with `variants`, one variant per option name. */
export async function createProduct(
  t: TestApp,
  token: string,
  options: {
    name?: string;
    variants?: string[];
    levels?: Array<{
      levelId: string;
      price: number;
      rankDiscount?: number;
      bands?: Array<{ minQty: number; maxQty: number; price: number }>;
      commissions?: { overriding?: number; introducerBonus?: number; affiliate?: number };
    }>;
    extra?: Record<string, unknown>;
  } = {},
) {
  serial += 1;
  const sku = `FX-${serial}-${Math.random().toString(36).slice(2, 7)}`;
  const response = await t.call('POST', '/api/products', {
    token,
    body: {
      name: options.name ?? `Product ${serial}`,
      sku,
      retailPrice: 10_000,
      storePrice: 9_000,
      points: 1,
      discount: 0,
      weight: 500,
      levels: options.levels ?? [],
      variants: (options.variants ?? []).map((option, index) => ({ sku: `${sku}-${index}`, options: [option] })),
      ...options.extra,
    },
  });
  if (response.status !== 200) throw new Error(`product: ${response.status} ${JSON.stringify(response.meta)}`);
  return response.data as { id: string; variants: Array<{ id: string; options: string[] }> };
}
