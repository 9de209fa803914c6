import { useQuery } from '@tanstack/react-query';
import { myStatesQuery } from './reference.api';

/** Malaysian state names (couriers match regions and receivers by name, spec §3 "regions with state names"). */
export function useStateNames(): string[] {
  return useQuery(myStatesQuery()).data?.map((state) => state.name) ?? [];
}
