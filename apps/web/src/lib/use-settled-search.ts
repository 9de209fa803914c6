import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box: the text as typed, handed to `onSearch` once typing settles (350 ms) and only when it
 * differs from the search in use. The latest search and callback are read through a ref.
 */
export function useSettledSearch(q: string | undefined, onSearch: (q: string | undefined) => void) {
  const [search, setSearch] = useState(q ?? '');
  const [debounced] = useDebouncedValue(search, 350);
  const latest = useRef({ q, onSearch });
  latest.current = { q, onSearch };
  useEffect(() => {
    const next = debounced.trim() || undefined;
    if (next !== latest.current.q) latest.current.onSearch(next);
  }, [debounced]);
  return [search, setSearch] as const;
}
