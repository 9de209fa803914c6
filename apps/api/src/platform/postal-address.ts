type Lines<T> = { address1: T; address2: T; postcode: T; city: T; state: T };

/** The address lines of a form as stored: an empty or missing line is null. */
export const postalAddressValues = (input: Partial<Lines<string | null>> & { country: string }) => ({
  address1: input.address1 || null,
  address2: input.address2 || null,
  postcode: input.postcode || null,
  city: input.city || null,
  state: input.state || null,
  country: input.country,
});

/** The address lines of a stored row as the API answers them. */
export const postalAddressOf = <Country extends string | null>(row: Lines<string | null> & { country: Country }) => ({
  address1: row.address1,
  address2: row.address2,
  postcode: row.postcode,
  city: row.city,
  state: row.state,
  country: row.country,
});
