import { useSearchParams } from 'react-router';

/** The filter values and page of an address (also read before the first render to start the page's query). */
export function readUrlState<K extends string>(params: URLSearchParams, keys: readonly K[]) {
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() || undefined])) as Record<
    K,
    string | undefined
  >;
  const page = Number(params.get('page') ?? '1');
  return { values, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** Filters and page kept in the URL, so "back" from a details or edit page returns to the same list. */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { values, page } = readUrlState(params, keys);
  const update = (patch: Partial<Record<K | 'page', string | number | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch) || next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { values, page, update };
}
