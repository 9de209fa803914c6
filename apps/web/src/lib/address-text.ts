/** The parts of a postal address as the API answers them (a profile, a branch, a receiver). */
export type AddressParts = {
  address1?: string | null;
  address2?: string | null;
  postcode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
};

/**
 * An address on one line ("No 1, Jalan Mawar, 40000 Shah Alam, Selangor, MY"), or '' when nothing but the
 * country is known: a country alone (every profile has one by default) is no address, so callers show their
 * "No address" text instead of "MY".
 */
export function addressText(parts: AddressParts, countryName: (code: string) => string = (code) => code): string {
  const place = [
    parts.address1,
    parts.address2,
    [parts.postcode, parts.city].filter((part) => part?.trim()).join(' '),
    parts.state,
  ]
    .map((part) => part?.trim())
    .filter(Boolean);
  if (place.length === 0) return '';
  const country = parts.country?.trim();
  return [...place, country ? countryName(country) : ''].filter(Boolean).join(', ');
}
