import type { AgentPick, bank, CodeName, locationCountry, PhoneCode, PostcodeMatch, place } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

/** Reference lists (spec §7 Attributes): public, the same for every company, changed only by a release. */
export type LocationCountry = z.infer<typeof locationCountry>;
export type Bank = z.infer<typeof bank>;
export type Place = z.infer<typeof place>;
export type { AgentPick, CodeName, PhoneCode, PostcodeMatch };

const DAY = 24 * 60 * 60_000;
type Items<T> = { items: T[] };

export const referenceKeys = {
  all: ['reference'] as const,
  list: (name: string, param = '') => [...referenceKeys.all, name, param] as const,
};

function listQuery<T>(name: string, path: string, query?: Record<string, string>, enabled = true) {
  return queryOptions({
    queryKey: referenceKeys.list(name, query ? JSON.stringify(query) : ''),
    queryFn: ({ signal }) => api.get<Items<T>>(path, query, signal),
    select: (data) => data.items,
    staleTime: DAY,
    gcTime: DAY,
    enabled,
  });
}

export const locationsQuery = () => listQuery<LocationCountry>('locations', '/attribute/locations');
export const phoneCodesQuery = () => listQuery<PhoneCode>('phoneCodes', '/attribute/phone-code');
export const banksQuery = (country = 'MY') => listQuery<Bank>('banks', '/attribute/list-bank', { country });
export const myStatesQuery = () => listQuery<CodeName>('states', '/attribute/state', { country: 'MY' });
export const provincesQuery = () => listQuery<CodeName>('provinces', '/attribute/province');
export const myCitiesQuery = (state: string | undefined) =>
  listQuery<Place>('myCities', '/attribute/city', { state: state ?? '' }, Boolean(state));
export const regenciesQuery = (province: string | undefined) =>
  listQuery<Place>('regencies', '/attribute/city', { province: province ?? '' }, Boolean(province));
export const districtsQuery = (regency: string | undefined) =>
  listQuery<Place>('districts', '/attribute/districts', { city: regency ?? '' }, Boolean(regency));
export const villagesQuery = (district: string | undefined) =>
  listQuery<Place>('villages', '/attribute/village', { district: district ?? '' }, Boolean(district));
export const postcodeQuery = (postcode: string) =>
  queryOptions({
    queryKey: referenceKeys.list('postcode', postcode),
    queryFn: ({ signal }) => api.get<Items<PostcodeMatch>>(`/attribute/postcode/${postcode}`, undefined, signal),
    select: (data) => data.items,
    staleTime: DAY,
    retry: false,
    enabled: /^\d{5}$/.test(postcode),
  });

/** The calling codes as the phone-code select's options: one per code, MY and ID first (the API's order). */
/** One option per calling code: `value` is the code (+60), `name` the country it is shown with in the list. */
export function phoneCodeOptions(codes: PhoneCode[]) {
  const options = new Map<string, { name: string; exact: boolean }>();
  for (const code of codes) {
    const digits = code.dial.split(/[-,]/)[0];
    const exact = code.dial === digits;
    // NANP and a few others share a code: name it after a country whose code is exactly that (US, not Guam).
    if (!options.has(`+${digits}`) || (exact && !options.get(`+${digits}`)?.exact))
      options.set(`+${digits}`, { name: code.name, exact });
  }
  return [...options].map(([value, { name }]) => ({ value, name }));
}
