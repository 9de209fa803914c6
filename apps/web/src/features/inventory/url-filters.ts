import { useSearchParams } from 'react-router';

type Values = Record<string, string | number | undefined>;

/**
 * Filters and page kept in the URL, so "back" returns to the same list and links can carry the store.
 * `parse` turns the raw text values into checked filters; any change but the page starts again at page 1.
 */
export function useUrlFilters<T extends Values>(
  parse: (text: (key: string) => string | undefined) => T,
): [T & { page: number }, (patch: Partial<T> & { page?: number }) => void] {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const page = Number(params.get('page') ?? '1');
  const filters = { ...parse(text), page: Number.isInteger(page) && page > 0 ? page : 1 };
  const update = (patch: Partial<T> & { page?: number }) =>
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
  return [filters, update];
}

export const oneOf = <V extends string>(values: readonly V[], value: string | undefined): V | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as V) : undefined;

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
