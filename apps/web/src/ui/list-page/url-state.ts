import { useSearchParams } from 'react-router';

type Values = Record<string, string | number | undefined>;

/** Writes a patch into the address: an empty value removes its key; any change but the page starts at page 1. */
function usePatchParams() {
  const [params, setParams] = useSearchParams();
  const patch = (values: Values) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in values) || next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [params, patch] as const;
}

/**
 * Filters and page kept in the URL, so "back" returns to the same list and links can carry the store.
 * `parse` turns the raw text values into checked filters; any change but the page starts again at page 1.
 */
export function useUrlFilters<T extends Values>(
  parse: (text: (key: string) => string | undefined) => T,
): [T & { page: number }, (patch: Partial<T> & { page?: number }) => void] {
  const [params, patch] = usePatchParams();
  return [readUrlFilters(params, parse), patch];
}

/** What `useUrlFilters` reads, from an address's search (a route's prefetch starts the page's query with it). */
export function readUrlFilters<T extends Values>(
  params: URLSearchParams,
  parse: (text: (key: string) => string | undefined) => T,
): T & { page: number } {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const page = Number(params.get('page') ?? '1');
  return { ...parse(text), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The sorted column and direction, as mantine-datatable's `sortStatus` takes it. */
export type SortStatus<C extends string = string> = { columnAccessor: C; direction: 'asc' | 'desc' };

/**
 * The sort in the URL: `sort=name` ascending, `sort=-name` descending; absent means `fallback`.
 * Only `columns` are accepted (an old or hand-typed address falls back); a new sort starts at page 1.
 */
export function useUrlSort<C extends string>(
  columns: readonly C[],
  fallback: SortStatus<C>,
): [SortStatus<C>, (next: SortStatus<string>) => void] {
  const [params, patch] = usePatchParams();
  const raw = params.get('sort') ?? '';
  const column = oneOf(columns, raw.replace(/^-/, ''));
  const sort: SortStatus<C> = column
    ? { columnAccessor: column, direction: raw.startsWith('-') ? 'desc' : 'asc' }
    : fallback;
  const setSort = (next: SortStatus<string>) => {
    const same = next.columnAccessor === fallback.columnAccessor && next.direction === fallback.direction;
    patch({ sort: same ? undefined : `${next.direction === 'desc' ? '-' : ''}${next.columnAccessor}` });
  };
  return [sort, setSort];
}

export const oneOf = <V extends string>(values: readonly V[], value: string | undefined): V | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as V) : undefined;

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
