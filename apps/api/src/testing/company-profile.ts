/** The demo company's registered business as HQ stores it (`/api/setup/company/store`) in document and CP58 tests. */
export const REGISTERED_PROFILE = {
  name: 'Niaga Demo Sdn Bhd',
  companyRoc: '202001012345',
  tin: 'C2584563200',
  address1: '12 Jalan Tun Razak',
  postcode: '50400',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  phoneCode: '+60',
  phone: '321600000',
  email: 'office@demo.niaga.test',
};
