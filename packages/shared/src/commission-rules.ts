import type { CommissionEntryStatus, CommissionInputs, CommissionType } from './commission.js';
import { percentOf } from './pricing.js';

/** An agent as the per-order commissions see it: who it is and which level it belongs to (null: no level). */
export type CommissionAgent = { id: string; levelId: string | null };

/** What a level pays out per order (sen; basis points). */
export type CommissionLevelTerms = { recruitComm: number; helperBasisPoints: number };

/** A product's row for one level (`product_levels`): the level price and the per-unit commissions (sen). */
export type ProductLevelTerms = { price: number; overriding: number; introducerBonus: number; affiliate: number };

export type CommissionLine = {
  lineNo: number;
  /** Packages and combos have one price for every level: only product lines earn per-product commissions. */
  kind: 'product' | 'package' | 'combo';
  /** The product (for packages and combos: the bundle's id, unused). */
  itemId: string;
  name: string;
  quantity: number;
  /** The price paid per unit, after discounts (sen). */
  unitPrice: number;
};

/**
 * How an order placed in an online store (issue 22) was fulfilled (domain-rules "Stores and customers"):
 * `ownStock` the store's agent sold from its own stock, `dropship` the agent's seller (a stock-holding upline or
 * HQ) shipped it at the agent's level price, `referral` a go-affiliate order HQ sold.
 */
export type StoreFulfilment = 'ownStock' | 'dropship' | 'referral';

/** Everything the per-order commissions of one counted order depend on (domain-rules "Commissions"). */
export type CommissionOrder = {
  orderId: string;
  buyer: CommissionAgent & { isAgent: boolean };
  /**
   * A store order: its store's agent (null: a store HQ runs) and its fulfilment. Such an order is the store's
   * agent's sale, so `uplines` and `helper` are then the store's agent's. Null for the agents' own orders.
   */
  store: { agent: CommissionAgent | null; fulfilment: StoreFulfilment } | null;
  /** The buyer's (for a store order: the store's agent's) uplines, nearest first (HQ is not an upline). */
  uplines: CommissionAgent[];
  introducerId: string | null;
  /** The buyer's (store order: the store's agent's) upline helper (`users.helper_id`), with its own level. */
  helper: CommissionAgent | null;
  /** The agent whose affiliate link the order came through (`orders.affiliate_id`). */
  affiliate: CommissionAgent | null;
  /** HQ sold it (`seller_kind = 'branch'`): only then is sales profit paid. */
  soldByHq: boolean;
  /** The buyer's first counted order: introducer bonus, and no overriding under `zeroriseOverriding`. */
  firstOrder: boolean;
  /** The order's SV: subtotal − discount − voucher discount (sen). */
  sv: number;
  lines: CommissionLine[];
  levels: ReadonlyMap<string, CommissionLevelTerms>;
  /** `product_levels` rows by `${productId}:${levelId}`; no row: the level is not offered the product. */
  productTerms: ReadonlyMap<string, ProductLevelTerms>;
  features: { commissionOff?: readonly CommissionType[] | undefined; zeroriseOverriding?: boolean | undefined };
};

export type CommissionEntryDraft = {
  beneficiaryId: string;
  type: CommissionType;
  amount: number;
  lineNo: number | null;
  /** Unique per company: the same order line, type and beneficiary is credited once. */
  key: string;
  inputs: CommissionInputs;
};

export const productTermsKey = (productId: string, levelId: string) => `${productId}:${levelId}`;

export const commissionKey = (orderId: string, lineNo: number | null, type: CommissionType, beneficiaryId: string) =>
  `${orderId}:${lineNo ?? '-'}:${type}:${beneficiaryId}`;

/**
 * Sales profit of one line (domain-rules "Commissions" 1): walking up from the buyer, the running "price paid
 * below" starts at the price the buyer paid; an upline whose own level price for the product is lower earns
 * (running − own) × quantity and its price becomes the running one. An upline without a price for the product,
 * or with the same or a higher one, earns nothing and leaves the running price as it is.
 */
function salesProfit(order: CommissionOrder, line: CommissionLine): CommissionEntryDraft[] {
  const entries: CommissionEntryDraft[] = [];
  let priceBelow = line.unitPrice;
  for (const upline of order.uplines) {
    const terms = upline.levelId ? order.productTerms.get(productTermsKey(line.itemId, upline.levelId)) : undefined;
    if (!terms || terms.price >= priceBelow) continue;
    entries.push(
      draft(order, line, 'sales_profit', upline.id, (priceBelow - terms.price) * line.quantity, {
        kind: 'differential',
        productName: line.name,
        priceBelow,
        ownPrice: terms.price,
        quantity: line.quantity,
      }),
    );
    priceBelow = terms.price;
  }
  return entries;
}

function perUnit(
  order: CommissionOrder,
  line: CommissionLine,
  type: CommissionType,
  beneficiaryId: string,
  amountPerUnit: number,
) {
  return draft(order, line, type, beneficiaryId, amountPerUnit * line.quantity, {
    kind: 'perUnit',
    productName: line.name,
    perUnit: amountPerUnit,
    quantity: line.quantity,
  });
}

function draft(
  order: CommissionOrder,
  line: CommissionLine | null,
  type: CommissionType,
  beneficiaryId: string,
  amount: number,
  inputs: CommissionInputs,
): CommissionEntryDraft {
  const lineNo = line?.lineNo ?? null;
  return {
    beneficiaryId,
    type,
    amount,
    lineNo,
    key: commissionKey(order.orderId, lineNo, type, beneficiaryId),
    inputs,
  };
}

const switchedOn = (order: CommissionOrder) => {
  const off = new Set(order.features.commissionOff ?? []);
  return (type: CommissionType) => !off.has(type);
};

/** Rules 1-4 of domain-rules "Commissions" for an order its buyer made: sales profit, overriding, introducer, helper. */
function networkCommissions(order: CommissionOrder): CommissionEntryDraft[] {
  const on = switchedOn(order);
  const buyerLevel = order.buyer.levelId;
  const overridingUpline =
    buyerLevel && !(order.firstOrder && order.features.zeroriseOverriding)
      ? order.uplines.find((upline) => upline.levelId === buyerLevel)
      : undefined;
  const introducerId = order.firstOrder && order.buyer.isAgent ? order.introducerId : null;

  const entries: CommissionEntryDraft[] = [];
  for (const line of order.lines) {
    if (line.kind !== 'product') continue;
    if (on('sales_profit') && order.soldByHq) entries.push(...salesProfit(order, line));
    const own = buyerLevel ? order.productTerms.get(productTermsKey(line.itemId, buyerLevel)) : undefined;
    if (on('overriding') && overridingUpline && own)
      entries.push(perUnit(order, line, 'overriding', overridingUpline.id, own.overriding));
    if (on('introducer') && introducerId && own)
      entries.push(perUnit(order, line, 'introducer', introducerId, own.introducerBonus));
  }
  const recruitComm = buyerLevel ? (order.levels.get(buyerLevel)?.recruitComm ?? 0) : 0;
  if (on('introducer') && introducerId)
    entries.push(
      draft(order, null, 'introducer', introducerId, recruitComm, {
        kind: 'perUnit',
        productName: '',
        perUnit: 0,
        quantity: 0,
        once: recruitComm,
      }),
    );
  const helperLevel = order.helper?.levelId ? order.levels.get(order.helper.levelId) : undefined;
  if (on('helper') && order.helper && helperLevel) {
    const basisPoints = helperLevel.helperBasisPoints;
    entries.push(
      draft(order, null, 'helper', order.helper.id, percentOf(order.sv, basisPoints), {
        kind: 'percent',
        base: order.sv,
        basisPoints,
        baseLabel: 'sv',
      }),
    );
  }
  return entries;
}

/**
 * A dropshipped ejen-store order is the store's agent buying from its seller at its level price and selling to
 * the customer at the store price (domain-rules "Stores and customers"). The agent earns the difference per line
 * as store profit (never below 0, and not on its own purchase); the network rules then run once, as on an order
 * the agent made at the price its seller charged: its level price (at most the store price paid; the store price
 * when its level has no price), no introducer bonus (nobody was recruited) and not as a first order.
 */
function dropshipCommissions(order: CommissionOrder, agent: CommissionAgent): CommissionEntryDraft[] {
  const on = switchedOn(order);
  const entries: CommissionEntryDraft[] = [];
  const chargedLines: CommissionLine[] = [];
  for (const line of order.lines) {
    const levelPrice =
      line.kind === 'product' && agent.levelId
        ? order.productTerms.get(productTermsKey(line.itemId, agent.levelId))?.price
        : undefined;
    chargedLines.push({ ...line, unitPrice: Math.min(levelPrice ?? line.unitPrice, line.unitPrice) });
    if (on('store_profit') && levelPrice !== undefined && order.buyer.id !== agent.id)
      entries.push(
        draft(order, line, 'store_profit', agent.id, Math.max(0, line.unitPrice - levelPrice) * line.quantity, {
          kind: 'storeProfit',
          productName: line.name,
          storePrice: line.unitPrice,
          levelPrice,
          quantity: line.quantity,
        }),
      );
  }
  const asAgentsPurchase: CommissionOrder = {
    ...order,
    buyer: { ...agent, isAgent: true },
    store: null,
    introducerId: null,
    firstOrder: false,
    lines: chargedLines,
  };
  return [...entries, ...networkCommissions(asAgentsPurchase)];
}

/** Rule 5: the product's affiliate amount to the agent whose link brought the order, never on its own purchase. */
function affiliateCommissions(order: CommissionOrder): CommissionEntryDraft[] {
  const affiliate = order.affiliate;
  if (!affiliate || affiliate.id === order.buyer.id || !switchedOn(order)('affiliate')) return [];
  const level = order.buyer.isAgent ? order.buyer.levelId : affiliate.levelId;
  const entries: CommissionEntryDraft[] = [];
  for (const line of order.lines) {
    const terms =
      line.kind === 'product' && level ? order.productTerms.get(productTermsKey(line.itemId, level)) : undefined;
    if (terms) entries.push(perUnit(order, line, 'affiliate', affiliate.id, terms.affiliate));
  }
  return entries;
}

/**
 * The per-order commission entries of a counted order (domain-rules "Commissions" 1-5, and store profit), in sen,
 * each with the inputs of its formula. An agent's own order runs rules 1-4; a store order only when dropshipped
 * (`dropshipCommissions`): sold from the store agent's own stock its margin is realized and its purchase of that
 * stock already paid the network, and a go-affiliate or HQ-run store order has no agent purchase behind it.
 * Switched-off types and zero amounts are left out. Pure: the same order gives the same entries (and keys), so
 * crediting an order twice writes nothing new.
 */
export function orderCommissions(order: CommissionOrder): CommissionEntryDraft[] {
  const store = order.store;
  const network = !store
    ? networkCommissions(order)
    : store.agent && store.fulfilment === 'dropship'
      ? dropshipCommissions(order, store.agent)
      : [];
  return [...network, ...affiliateCommissions(order)].filter((entry) => entry.amount !== 0);
}

/** An entry of the ledger as a refund sees it. */
export type LedgerEntry = {
  id: string;
  beneficiaryId: string;
  type: CommissionType;
  amount: number;
  lineNo: number | null;
  status: CommissionEntryStatus;
  reversesId: string | null;
};

/**
 * domain-rules "Orders": a refund reverses everything with new negative entries. Given the order's ledger entries,
 * the reversals still missing: one per entry that is not a reversal and has none yet (key `rev:<id>`). A reversal of
 * a pending entry is written `reversed` (the caller marks the original `reversed` too: they cancel before ever
 * being payable); of a payable or paid one, `pending` (it offsets the agent's next payout). Reversing twice adds
 * nothing, and the order's entries then sum to zero.
 */
export type ReversalDraft = CommissionEntryDraft & { reversesId: string; status: 'pending' | 'reversed' };

export function reversalsOf(entries: readonly LedgerEntry[]): ReversalDraft[] {
  const reversed = new Set(entries.map((entry) => entry.reversesId).filter((id) => id !== null));
  return entries
    .filter((entry) => entry.reversesId === null && !reversed.has(entry.id))
    .map((original) => ({
      beneficiaryId: original.beneficiaryId,
      type: original.type,
      amount: -original.amount,
      lineNo: original.lineNo,
      key: `rev:${original.id}`,
      inputs: { kind: 'reversal', reversesId: original.id, originalAmount: original.amount },
      reversesId: original.id,
      status: original.status === 'pending' ? 'reversed' : 'pending',
    }));
}
