/** A valid Malaysian address as `/api/sales/customer/store` takes it (Shah Alam, Selangor); `patch` changes or adds fields. */
export const addressBody = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Aminah',
  address1: 'No 1, Jalan Mawar',
  postCode: '40000',
  city: 'Shah Alam',
  state: 'Selangor',
  phoneCode: '+60',
  phoneNumber: '123456789',
  ...patch,
});
