/** The names of a postal address's fields in the forms (the shared `addressFields`), in their screen order. */
export const POSTAL_FIELDS = ['address1', 'address2', 'postcode', 'city', 'state', 'country'] as const;
