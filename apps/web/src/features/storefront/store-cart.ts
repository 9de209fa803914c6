import { useCallback, useSyncExternalStore } from 'react';

/** One line of a storefront cart: a product (and variant) and how many. Prices come from the server at checkout. */
export type StoreCartLine = { productId: string; variantId: string | null; quantity: number };

const keyOf = (slug: string) => `niaga.storeCart.${slug}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; lines: StoreCartLine[] }>();

function read(slug: string): StoreCartLine[] {
  const raw = window.localStorage.getItem(keyOf(slug));
  const hit = cache.get(slug);
  if (hit && hit.raw === raw) return hit.lines;
  let lines: StoreCartLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isLine);
  } catch {
    // A damaged entry is an empty cart.
  }
  cache.set(slug, { raw, lines });
  return lines;
}

function isLine(value: unknown): value is StoreCartLine {
  const line = value as StoreCartLine;
  return typeof line?.productId === 'string' && Number.isInteger(line.quantity) && line.quantity > 0;
}

function write(slug: string, lines: StoreCartLine[]) {
  window.localStorage.setItem(keyOf(slug), JSON.stringify(lines));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const sameItem = (a: StoreCartLine, b: Pick<StoreCartLine, 'productId' | 'variantId'>) =>
  a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);

/**
 * A storefront's cart, kept in this browser per store (a guest has no account to keep it in). Every tab of the
 * store sees a change at once.
 */
export function useStoreCart(slug: string) {
  const lines = useSyncExternalStore(subscribe, () => read(slug));
  const add = useCallback(
    (line: StoreCartLine) => {
      const current = read(slug);
      const found = current.find((item) => sameItem(item, line));
      write(
        slug,
        found
          ? current.map((item) => (item === found ? { ...item, quantity: item.quantity + line.quantity } : item))
          : [...current, line],
      );
    },
    [slug],
  );
  const setQuantity = useCallback(
    (item: Pick<StoreCartLine, 'productId' | 'variantId'>, quantity: number) =>
      write(
        slug,
        read(slug).flatMap((line) => (sameItem(line, item) ? (quantity > 0 ? [{ ...line, quantity }] : []) : [line])),
      ),
    [slug],
  );
  const clear = useCallback(() => write(slug, []), [slug]);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { lines, count, add, setQuantity, clear };
}
