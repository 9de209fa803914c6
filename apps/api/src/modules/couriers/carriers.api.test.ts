import { beforeAll, describe, expect, it } from 'vitest';
import { secretsOf } from '../../platform/secrets.js';
import { useMockProviders } from '../../testing/mock-providers.js';
import { useTestApp } from '../../testing/test-app.js';
import { addCourier } from '../orders/order-fixtures.js';
import { EASYPARCEL_DEMO } from './carriers/easyparcel.js';
import { companyCourier } from './carriers.js';

const t = useTestApp();
const apiKey = 'EP-demo-key-7Q2';
const mocks = useMockProviders();
let hq: string;
const deps = () => ({ config: t.config, db: t.db, secrets: secretsOf(t.config) });

beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
});

/** One EasyParcel action: the form it must receive (api key included) and its answer. */
function expectAction(
  action: string,
  answer: Record<string, unknown>,
  check: (form: URLSearchParams) => void = () => {},
) {
  mocks.agent
    .get(EASYPARCEL_DEMO)
    .intercept({ path: `/?ac=${action}`, method: 'POST' })
    .reply(200, (request) => {
      const form = new URLSearchParams(String(request.body));
      expect(form.get('api')).toBe(apiKey);
      check(form);
      return { api_status: 'Success', error_code: '0', error_remark: '', ...answer };
    });
}
const storeEasyParcel = (key = apiKey) =>
  t.call('POST', '/api/setup/integration/courier/store', {
    token: hq,
    body: { provider: 'easyparcel', sandbox: true, apiKey: key },
  });
const sample = {
  from: { postcode: '10050', state: 'png' },
  to: { postcode: '43000', state: 'sgr' },
  weightGrams: 1500,
  subtotal: 10_000,
};
const party = {
  name: 'Niaga HQ',
  phone: '60123456789',
  address1: '1 Jalan Satu',
  postcode: '10050',
  city: 'George Town',
  state: 'png',
};

describe('couriers', () => {
  it('uses the built-in manual courier (the rate tables) while no aggregator is connected', async () => {
    await addCourier(t, hq, { name: 'J&T', price: 800, handlingFee: 100 });
    const courier = await companyCourier(deps(), 'demo');
    expect(courier.name).toBe('manual');
    expect(await courier.quote({ ...sample, to: { postcode: '43000', state: 'Selangor' } })).toEqual([
      { serviceId: expect.any(String), name: 'J&T', price: 900 },
    ]);
    expect(courier.track).toBeUndefined();
  });

  it('refuses an API key EasyParcel refuses and saves nothing', async () => {
    mocks.agent
      .get(EASYPARCEL_DEMO)
      .intercept({ path: '/?ac=EPCheckCreditBalance', method: 'POST' })
      .reply(200, { api_status: 'Fail', error_code: '3', error_remark: 'Invalid API Key' });
    const refused = await storeEasyParcel('EP-wrong');
    expect(refused.status).toBe(400);
    expect(refused.meta?.message).toContain('EasyParcel refused these credentials');
    expect((await t.call('GET', '/api/setup/integration/config', { token: hq })).data.items).toEqual([]);
  });

  it('connects EasyParcel, quotes, books and pays a shipment, and tracks it', async () => {
    expectAction('EPCheckCreditBalance', { result: 45.2 });
    const saved = await storeEasyParcel();
    expect(saved.data).toMatchObject({
      kind: 'courier',
      provider: 'easyparcel',
      status: 'active',
      credentialsSet: ['apiKey'],
    });
    expect(saved.body).not.toContain(apiKey);

    const courier = await companyCourier(deps(), 'demo');
    expect(courier.name).toBe('easyparcel');
    expectAction(
      'EPRateCheckingBulk',
      {
        result: [
          {
            status: 'Success',
            rates: [
              { service_id: 'EP-CS0I', service_name: 'Next Day', courier_name: 'Poslaju', price: '7.42' },
              { service_id: 'EP-CS0W', service_name: 'Standard', courier_name: 'J&T Express', price: '6.36' },
            ],
          },
        ],
      },
      (form) => {
        expect(form.get('bulk[0][pick_code]')).toBe('10050');
        expect(form.get('bulk[0][send_state]')).toBe('sgr');
        expect(form.get('bulk[0][weight]')).toBe('1.5');
      },
    );
    expect(await courier.quote(sample)).toEqual([
      { serviceId: 'EP-CS0W', name: 'J&T Express · Standard', price: 636 },
      { serviceId: 'EP-CS0I', name: 'Poslaju · Next Day', price: 742 },
    ]);

    expectAction(
      'EPSubmitOrderBulk',
      { result: [{ status: 'Success', order_number: 'EI-5UFAI', price: '6.36' }] },
      (form) => {
        expect(form.get('bulk[0][service_id]')).toBe('EP-CS0W');
        expect(form.get('bulk[0][reference]')).toBe('SO-0001');
        expect(form.get('bulk[0][send_name]')).toBe('Agent Tiga');
      },
    );
    expectAction(
      'EPPayOrderBulk',
      {
        result: [
          {
            orderno: 'EI-5UFAI',
            messagenow: 'Fully Paid',
            parcel: [
              {
                parcelno: 'EP-PBOD7',
                awb: '238725129086',
                awb_id_link: 'https://demo.connect.easyparcel.my/label',
                tracking_url: 'https://easyparcel.com/my/en/track/details/?awb=238725129086',
              },
            ],
          },
        ],
      },
      (form) => expect(form.get('bulk[0][order_no]')).toBe('EI-5UFAI'),
    );
    const shipment = await courier.createShipment({
      reference: 'SO-0001',
      weightKg: 1.5,
      content: 'Skincare',
      value: 10_000,
      sender: party,
      receiver: { ...party, name: 'Agent Tiga', postcode: '43000', city: 'Kajang', state: 'sgr' },
      collectionDate: '2026-11-27',
      serviceId: 'EP-CS0W',
    });
    expect(shipment).toMatchObject({ trackingNo: '238725129086', providerRef: 'EI-5UFAI' });

    expectAction(
      'EPTrackingBulk',
      {
        result: [
          {
            awb: '238725129086',
            latest_status: 'Delivered',
            status_list: [{ status: 'Collected', date: '2026-11-27', time: '10:00:00', location: 'Penang' }],
          },
        ],
      },
      (form) => expect(form.get('bulk[0][awb_no]')).toBe('238725129086'),
    );
    expect(await courier.track!('238725129086')).toEqual({
      trackingNo: '238725129086',
      status: 'Delivered',
      events: [{ at: '2026-11-27 10:00:00', status: 'Collected', location: 'Penang' }],
    });
  });

  it('never calls a disabled EasyParcel: the manual courier takes over', async () => {
    const disabled = await t.call('POST', '/api/setup/integration/disable', {
      token: hq,
      body: { kind: 'courier', provider: 'easyparcel' },
    });
    expect(disabled.data.status).toBe('disabled');
    expect((await companyCourier(deps(), 'demo')).name).toBe('manual');
  });
});
