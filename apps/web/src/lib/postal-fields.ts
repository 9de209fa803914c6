/** The names of a postal address's fields in the forms (the shared `addressFields`), in their screen order. */
export const POSTAL_FIELDS = ['address1', 'address2', 'postcode', 'city', 'state', 'country'] as const;

type SavedPostal = { [Name in (typeof POSTAL_FIELDS)[number]]?: string | null };

/** A saved address's postal fields as form values: an unset field is empty, the country Malaysia. */
export function postalValues(saved: SavedPostal | null | undefined) {
  return {
    address1: saved?.address1 ?? '',
    address2: saved?.address2 ?? '',
    postcode: saved?.postcode ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    country: saved?.country ?? 'MY',
  };
}
