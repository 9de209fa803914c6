import { describe, expect, it } from 'vitest';
import { commissionFormula } from './commission.js';
import {
  type CommissionAgent,
  type CommissionLevelTerms,
  type CommissionOrder,
  type LedgerEntry,
  orderCommissions,
  type ProductLevelTerms,
  productTermsKey,
  reversalsOf,
} from './commission-rules.js';
import { random } from './test-random.js';

const terms = (price: number, extra: Partial<ProductLevelTerms> = {}): ProductLevelTerms => ({
  price,
  overriding: 0,
  introducerBonus: 0,
  affiliate: 0,
  ...extra,
});

/** domain-rules "Worked example": L1-L3, product P, HQ → A (L1) → B (L2) → C (L3) → D (L3). */
const example = {
  levels: new Map<string, CommissionLevelTerms>([
    ['L1', { recruitComm: 0, helperBasisPoints: 0 }],
    ['L2', { recruitComm: 0, helperBasisPoints: 0 }],
    ['L3', { recruitComm: 0, helperBasisPoints: 0 }],
  ]),
  productTerms: new Map([
    [productTermsKey('P', 'L1'), terms(5_000)],
    [productTermsKey('P', 'L2'), terms(6_000)],
    [productTermsKey('P', 'L3'), terms(7_000, { overriding: 100, introducerBonus: 500 })],
  ]),
};
const A = { id: 'A', levelId: 'L1' };
const B = { id: 'B', levelId: 'L2' };
const C = { id: 'C', levelId: 'L3' };
const D = { id: 'D', levelId: 'L3' };

function order(patch: Partial<CommissionOrder> & Pick<CommissionOrder, 'buyer' | 'uplines'>): CommissionOrder {
  return {
    orderId: 'o1',
    introducerId: null,
    helper: null,
    affiliate: null,
    store: null,
    soldByHq: true,
    firstOrder: false,
    sv: 0,
    lines: [],
    features: {},
    ...example,
    ...patch,
  };
}
const lineOfP = (quantity: number, unitPrice = 7_000) => ({
  lineNo: 1,
  kind: 'product' as const,
  itemId: 'P',
  name: 'P',
  quantity,
  unitPrice,
});
/** An order of `quantity` × P by agent `buyer`, introduced by its direct upline (the first of `uplines`). */
const exampleOrder = (
  buyer: CommissionAgent,
  uplines: CommissionAgent[],
  quantity: number,
  patch: Partial<CommissionOrder> = {},
) =>
  order({
    buyer: { ...buyer, isAgent: true },
    uplines,
    introducerId: uplines[0]!.id,
    lines: [lineOfP(quantity)],
    ...patch,
  });
const summary = (entries: ReturnType<typeof orderCommissions>) =>
  entries.map(({ beneficiaryId, type, amount }) => ({ beneficiaryId, type, amount }));

describe('orderCommissions: the worked example of domain-rules', () => {
  it("C's first order, 10 × P (SV 700.00): B and A 100.00 sales profit each, B 50.00 introducer bonus", () => {
    const entries = orderCommissions(exampleOrder(C, [B, A], 10, { orderId: 'c1', firstOrder: true, sv: 70_000 }));
    expect(summary(entries)).toEqual([
      { beneficiaryId: 'B', type: 'sales_profit', amount: 10_000 },
      { beneficiaryId: 'A', type: 'sales_profit', amount: 10_000 },
      { beneficiaryId: 'B', type: 'introducer', amount: 5_000 },
    ]);
    expect(entries[0]).toMatchObject({
      lineNo: 1,
      key: 'c1:1:sales_profit:B',
      inputs: { kind: 'differential', productName: 'P', priceBelow: 7_000, ownPrice: 6_000, quantity: 10 },
    });
    expect(entries[1]!.inputs).toMatchObject({ priceBelow: 6_000, ownPrice: 5_000 });
    expect(entries[2]).toMatchObject({
      key: 'c1:1:introducer:B',
      inputs: { kind: 'perUnit', perUnit: 500, quantity: 10 },
    });
  });

  it("D's second order, 4 × P (SV 280.00): C 4.00 overriding and nothing from price; B and A 40.00 each", () => {
    const entries = orderCommissions(exampleOrder(D, [C, B, A], 4, { orderId: 'd2', sv: 28_000 }));
    expect(summary(entries)).toEqual([
      { beneficiaryId: 'B', type: 'sales_profit', amount: 4_000 },
      { beneficiaryId: 'A', type: 'sales_profit', amount: 4_000 },
      { beneficiaryId: 'C', type: 'overriding', amount: 400 },
    ]);
    expect(entries[2]).toMatchObject({ key: 'd2:1:overriding:C', inputs: { kind: 'perUnit', perUnit: 100 } });
  });
});

describe('orderCommissions: the other rules', () => {
  const dOrder = (patch: Partial<CommissionOrder> = {}) => exampleOrder(D, [C, B, A], 4, patch);

  it('an agent-sold order pays no sales profit, the other types still', () => {
    expect(summary(orderCommissions(dOrder({ soldByHq: false })))).toEqual([
      { beneficiaryId: 'C', type: 'overriding', amount: 400 },
    ]);
  });

  it('zeroriseOverriding: no overriding on a first order, but on later ones', () => {
    const first = orderCommissions(dOrder({ firstOrder: true, features: { zeroriseOverriding: true } }));
    expect(first.map((entry) => entry.type)).not.toContain('overriding');
    expect(first.filter((entry) => entry.type === 'introducer').map((entry) => entry.amount)).toEqual([2_000]);
    const later = orderCommissions(dOrder({ features: { zeroriseOverriding: true } }));
    expect(later.map((entry) => entry.type)).toContain('overriding');
  });

  it('the nearest upline of the same level earns the overriding, even above a higher level', () => {
    const E = { id: 'E', levelId: 'L3' };
    const entries = orderCommissions(
      order({ buyer: { ...D, isAgent: true }, uplines: [B, E, C], lines: [lineOfP(2)] }),
    );
    expect(entries.filter((entry) => entry.type === 'overriding').map((entry) => entry.beneficiaryId)).toEqual(['E']);
  });

  it('switched-off types write nothing', () => {
    const entries = orderCommissions(dOrder({ features: { commissionOff: ['sales_profit', 'overriding'] } }));
    expect(entries).toEqual([]);
  });

  it("introducer bonus on the first order: per unit of each line plus the level's recruitComm once", () => {
    const levels = new Map(example.levels).set('L3', { recruitComm: 2_500, helperBasisPoints: 0 });
    const entries = orderCommissions(dOrder({ firstOrder: true, levels }));
    expect(entries.filter((entry) => entry.type === 'introducer')).toEqual([
      expect.objectContaining({ beneficiaryId: 'C', amount: 2_000, lineNo: 1 }),
      expect.objectContaining({
        beneficiaryId: 'C',
        amount: 2_500,
        lineNo: null,
        key: 'o1:-:introducer:C',
        inputs: { kind: 'perUnit', productName: '', perUnit: 0, quantity: 0, once: 2_500 },
      }),
    ]);
    expect(orderCommissions(dOrder({ levels })).filter((entry) => entry.type === 'introducer')).toEqual([]);
  });

  it('writes an introducer formula with only the parts that apply', () => {
    const recruit = { kind: 'perUnit', productName: '', perUnit: 0, quantity: 0, once: 1_500 } as const;
    expect(commissionFormula(recruit, 1_500)).toBe('15.00 = 15.00');
    expect(commissionFormula({ ...recruit, perUnit: 500, quantity: 4 }, 3_500)).toBe('5.00 × 4 + 15.00 = 35.00');
    expect(commissionFormula({ ...recruit, perUnit: 500, quantity: 4, once: 0 }, 2_000)).toBe('5.00 × 4 = 20.00');
  });

  it("helper: its own level's percentage of the SV, rounded half-up, one entry per order", () => {
    const levels = new Map(example.levels).set('L2', { recruitComm: 0, helperBasisPoints: 250 });
    const entries = orderCommissions(dOrder({ helper: B, sv: 28_010, levels }));
    expect(entries.filter((entry) => entry.type === 'helper')).toEqual([
      {
        beneficiaryId: 'B',
        type: 'helper',
        amount: 700, // 280.10 × 2.5% = 7.0025
        lineNo: null,
        key: 'o1:-:helper:B',
        inputs: { kind: 'percent', base: 28_010, basisPoints: 250, baseLabel: 'sv' },
      },
    ]);
    const half = orderCommissions(dOrder({ helper: B, sv: 20, levels })).find((entry) => entry.type === 'helper');
    expect(half?.amount).toBe(1); // 0.20 × 2.5% = 0.005 → 0.01
  });

  it("affiliate: the buyer level's amount for an agent buyer, the affiliate's level for a customer", () => {
    const productTerms = new Map(example.productTerms)
      .set(productTermsKey('P', 'L3'), terms(7_000, { affiliate: 300 }))
      .set(productTermsKey('P', 'L2'), terms(6_000, { affiliate: 200 }));
    const agentBuyer = orderCommissions(dOrder({ affiliate: B, productTerms, soldByHq: false }));
    expect(summary(agentBuyer)).toEqual([{ beneficiaryId: 'B', type: 'affiliate', amount: 1_200 }]);
    const customer = orderCommissions(
      order({
        buyer: { id: 'X', levelId: null, isAgent: false },
        uplines: [],
        affiliate: B,
        productTerms,
        soldByHq: false,
        lines: [lineOfP(4, 9_000)],
      }),
    );
    expect(summary(customer)).toEqual([{ beneficiaryId: 'B', type: 'affiliate', amount: 800 }]);
  });

  it('packages and combos earn no per-product commission; the helper counts their SV', () => {
    const levels = new Map(example.levels).set('L2', { recruitComm: 0, helperBasisPoints: 1_000 });
    const entries = orderCommissions(
      dOrder({
        helper: B,
        levels,
        sv: 10_000,
        lines: [{ lineNo: 1, kind: 'package', itemId: 'P', name: 'Bundle', quantity: 1, unitPrice: 10_000 }],
      }),
    );
    expect(summary(entries)).toEqual([{ beneficiaryId: 'B', type: 'helper', amount: 1_000 }]);
  });

  it('an upline with no price for the product earns nothing and leaves the running price', () => {
    const productTerms = new Map(example.productTerms);
    productTerms.delete(productTermsKey('P', 'L2'));
    const entries = orderCommissions(dOrder({ productTerms }));
    expect(summary(entries).filter((entry) => entry.type === 'sales_profit')).toEqual([
      { beneficiaryId: 'A', type: 'sales_profit', amount: 8_000 },
    ]);
  });
});

describe('orderCommissions: properties over random chains', () => {
  it('sales profit per line is the price differential up the chain, never negative, in whole sen', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const rng = random(seed);
      const levelCount = rng.int(1, 6);
      const levelIds = Array.from({ length: levelCount }, (_, index) => `L${index + 1}`);
      const products = Array.from({ length: rng.int(1, 3) }, (_, index) => `P${index}`);
      const productTerms = new Map<string, ProductLevelTerms>();
      for (const product of products)
        for (const levelId of levelIds)
          if (rng.next() < 0.8)
            productTerms.set(
              productTermsKey(product, levelId),
              terms(rng.int(100, 20_000), {
                overriding: rng.int(0, 500),
                introducerBonus: rng.int(0, 500),
                affiliate: rng.int(0, 500),
              }),
            );
      const pick = () => levelIds[rng.int(0, levelCount - 1)]!;
      const uplines: CommissionAgent[] = Array.from({ length: rng.int(0, 30) }, (_, index) => ({
        id: `U${index}`,
        levelId: rng.next() < 0.9 ? pick() : null,
      }));
      const lines = products.map((product, index) => ({
        lineNo: index + 1,
        kind: 'product' as const,
        itemId: product,
        name: product,
        quantity: rng.int(1, 50),
        unitPrice: rng.int(100, 20_000),
      }));
      const levels = new Map(
        levelIds.map((id) => [id, { recruitComm: rng.int(0, 1_000), helperBasisPoints: rng.int(0, 1_500) }]),
      );
      const entries = orderCommissions({
        orderId: `o${seed}`,
        buyer: { id: 'buyer', levelId: pick(), isAgent: true },
        uplines,
        introducerId: uplines[0]?.id ?? null,
        helper: uplines.at(-1) ?? null,
        affiliate: uplines[1] ?? null,
        store: null,
        soldByHq: true,
        firstOrder: rng.next() < 0.5,
        sv: rng.int(0, 1_000_000),
        lines,
        levels,
        productTerms,
        features: { zeroriseOverriding: rng.next() < 0.5 },
      });

      for (const line of lines) {
        const prices = uplines
          .map((upline) =>
            upline.levelId ? productTerms.get(productTermsKey(line.itemId, upline.levelId)) : undefined,
          )
          .filter((row) => row !== undefined)
          .map((row) => row.price);
        const lowest = Math.min(line.unitPrice, ...prices);
        const profit = entries
          .filter((entry) => entry.type === 'sales_profit' && entry.lineNo === line.lineNo)
          .reduce((sum, entry) => sum + entry.amount, 0);
        expect(profit, `seed ${seed} line ${line.lineNo}`).toBe((line.unitPrice - lowest) * line.quantity);
      }
      for (const entry of entries) {
        expect(Number.isInteger(entry.amount), `seed ${seed}`).toBe(true);
        expect(entry.amount, `seed ${seed}`).toBeGreaterThan(0);
      }
      expect(new Set(entries.map((entry) => entry.key)).size, `seed ${seed}: keys unique`).toBe(entries.length);
    }
  });
});

describe('orderCommissions: store orders (issue 22)', () => {
  const customer = { id: 'X', levelId: null, isAgent: false };
  /** A customer's order of `quantity` × P at `storePrice` in D's store; D's uplines and helper are loaded. */
  const storeOrder = (fulfilment: 'ownStock' | 'dropship' | 'referral', storePrice: number, patch = {}) =>
    order({
      buyer: customer,
      store: { agent: D, fulfilment },
      uplines: [C, B, A],
      introducerId: 'C',
      firstOrder: true,
      helper: B,
      sv: storePrice * 3,
      levels: new Map(example.levels).set('L2', { recruitComm: 900, helperBasisPoints: 1_000 }),
      lines: [lineOfP(3, storePrice)],
      ...patch,
    });

  it("dropship: D's store profit, then the network as on D's own purchase at its level price (no introducer)", () => {
    const entries = orderCommissions(storeOrder('dropship', 9_000, { orderId: 's1' }));
    expect(summary(entries)).toEqual([
      { beneficiaryId: 'D', type: 'store_profit', amount: 6_000 },
      { beneficiaryId: 'B', type: 'sales_profit', amount: 3_000 },
      { beneficiaryId: 'A', type: 'sales_profit', amount: 3_000 },
      { beneficiaryId: 'C', type: 'overriding', amount: 300 },
      { beneficiaryId: 'B', type: 'helper', amount: 2_700 }, // 10% of the order's SV 270.00
    ]);
    expect(entries[0]).toMatchObject({
      key: 's1:1:store_profit:D',
      inputs: { kind: 'storeProfit', productName: 'P', storePrice: 9_000, levelPrice: 7_000, quantity: 3 },
    });
  });

  it('dropship below the level price: no store profit, the walk starts from the price paid', () => {
    expect(summary(orderCommissions(storeOrder('dropship', 6_500, { helper: null })))).toEqual([
      { beneficiaryId: 'B', type: 'sales_profit', amount: 1_500 },
      { beneficiaryId: 'A', type: 'sales_profit', amount: 3_000 },
      { beneficiaryId: 'C', type: 'overriding', amount: 300 },
    ]);
  });

  it('dropship to the store agent itself: no store profit on its own purchase', () => {
    const own = storeOrder('dropship', 9_000, { buyer: { ...D, isAgent: true }, helper: null, soldByHq: false });
    expect(summary(orderCommissions(own))).toEqual([{ beneficiaryId: 'C', type: 'overriding', amount: 300 }]);
  });

  it('own stock, go-affiliate and an HQ-run store pay only the affiliate, never to the buyer itself', () => {
    const productTerms = new Map(example.productTerms).set(
      productTermsKey('P', 'L2'),
      terms(6_000, { affiliate: 200 }),
    );
    expect(orderCommissions(storeOrder('ownStock', 9_000))).toEqual([]);
    expect(summary(orderCommissions(storeOrder('referral', 9_000, { affiliate: B, productTerms })))).toEqual([
      { beneficiaryId: 'B', type: 'affiliate', amount: 600 },
    ]);
    expect(orderCommissions(storeOrder('dropship', 9_000, { store: { agent: null, fulfilment: 'dropship' } }))).toEqual(
      [],
    );
    const selfReferred = { buyer: { ...B, isAgent: true }, affiliate: B, productTerms };
    expect(orderCommissions(storeOrder('referral', 9_000, selfReferred))).toEqual([]);
  });

  it('store profit switched off by the company', () => {
    const entries = orderCommissions(storeOrder('dropship', 9_000, { features: { commissionOff: ['store_profit'] } }));
    expect(entries.map((entry) => entry.type)).not.toContain('store_profit');
    expect(entries).toHaveLength(4);
  });
});

describe('reversalsOf: a refund sums each order to zero', () => {
  const statuses = ['pending', 'payable', 'paid'] as const;

  it('reverses every entry once, pending ones as reversed, whatever was reversed before', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const rng = random(seed);
      const originals: LedgerEntry[] = Array.from({ length: rng.int(0, 15) }, (_, index) => ({
        id: `e${index}`,
        beneficiaryId: `agent${rng.int(1, 5)}`,
        type: (['sales_profit', 'overriding', 'introducer', 'helper', 'affiliate'] as const)[rng.int(0, 4)]!,
        amount: rng.int(1, 100_000),
        lineNo: rng.next() < 0.2 ? null : rng.int(1, 4),
        status: statuses[rng.int(0, 2)]!,
        reversesId: null,
      }));
      // A part may already be reversed (a refund replayed after a crash between two orders' events).
      const earlier = reversalsOf(originals.filter(() => rng.next() < 0.3)).map((draft, index) => ({
        ...draft,
        id: `r${index}`,
      }));
      const ledger = [...originals, ...earlier];
      const reversals = reversalsOf(ledger);
      const total = [...ledger, ...reversals].reduce((sum, entry) => sum + entry.amount, 0);
      expect(total, `seed ${seed}`).toBe(0);
      expect(reversals.length + earlier.length, `seed ${seed}`).toBe(originals.length);
      for (const reversal of reversals) {
        const original = originals.find((entry) => entry.id === reversal.reversesId)!;
        expect(reversal).toMatchObject({
          key: `rev:${original.id}`,
          beneficiaryId: original.beneficiaryId,
          type: original.type,
          lineNo: original.lineNo,
          status: original.status === 'pending' ? 'reversed' : 'pending',
          inputs: { kind: 'reversal', reversesId: original.id, originalAmount: original.amount },
        });
      }
      const after = [...ledger, ...reversals.map((draft, index) => ({ ...draft, id: `s${index}` }))];
      expect(reversalsOf(after), `seed ${seed}: twice adds nothing`).toEqual([]);
    }
  });
});
