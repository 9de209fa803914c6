import { describe, expect, it } from 'vitest';
import { customerAddressInput } from './schemas/addresses.js';

const base = {
  firstName: 'Aminah',
  address1: 'No 1, Jalan Mawar',
  postCode: '40000',
  city: 'Shah Alam',
  state: 'Selangor',
  phoneCode: '+60',
  phoneNumber: '123456789',
};
const errors = (value: unknown) => {
  const result = customerAddressInput.safeParse(value);
  const found: Record<string, string> = {};
  // The first message per field, as the API answers it.
  for (const issue of result.success ? [] : result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('customerAddressInput', () => {
  it('defaults the country to MY and needs the required fields', () => {
    expect(customerAddressInput.parse(base).country).toBe('MY');
    expect(errors({})).toMatchObject({
      firstName: 'validation.required',
      address1: 'validation.required',
      postCode: 'validation.required',
      city: 'validation.required',
      state: 'validation.required',
      phoneCode: 'validation.required',
      phoneNumber: 'validation.required',
    });
  });

  it('wants 5-digit postcodes in Malaysia and Indonesia only', () => {
    expect(errors({ ...base, postCode: '4000' })).toEqual({ postCode: 'validation.postcode' });
    expect(errors({ ...base, country: 'sg', postCode: '018956' })).toEqual({});
  });

  it('needs the four Indonesian area codes, each inside its parent', () => {
    const id = { ...base, country: 'ID', postCode: '40153', state: 'Jawa Barat', city: 'Kota Bandung' };
    expect(errors(id)).toEqual({
      provinceId: 'validation.required',
      regencyId: 'validation.required',
      districtId: 'validation.required',
      villageId: 'validation.required',
    });
    const area = { provinceId: '32', regencyId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001' };
    expect(errors({ ...id, ...area })).toEqual({});
    expect(errors({ ...id, ...area, districtId: '31.71.01', villageId: 'x' })).toEqual({
      districtId: 'address.areaMismatch',
      villageId: 'validation.reference.code',
    });
  });

  it('takes an empty e-mail as none and refuses a bad one', () => {
    expect(errors({ ...base, email: '' })).toEqual({});
    expect(errors({ ...base, email: 'nope' })).toEqual({ email: 'validation.email' });
  });
});
