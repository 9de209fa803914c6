import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The text typed in a searchable select that asks the server, and the settled search to send. While the box
 * shows the chosen option's label, that label is not a search: the query is empty (the first matches).
 */
export function useSelectSearch(chosenLabel: string | undefined) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const query = chosenLabel !== undefined && search === chosenLabel ? '' : debounced.trim();
  return { search, setSearch, query };
}
