import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrorsAmong } from '../../testing/field-errors.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let hq: string;

const valid = {
  name: 'Niaga Demo Sdn Bhd',
  companyRoc: '202001012345',
  tin: 'c2584563200',
  msicCode: '46909',
  address1: '12 Jalan Tun Razak',
  address2: 'Level 5',
  postcode: '50400',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  country: 'MY',
  phoneCode: '+60',
  phone: '321600000',
  email: 'Office@Demo.Niaga.test',
};

const store = (body: Record<string, unknown>, language?: string, token = hq) =>
  t.call('POST', '/api/setup/company/store', { token, body, ...(language ? { language } : {}) });

beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

describe('company profile', () => {
  it('answers the profile, empty at first', async () => {
    const profile = await t.call('GET', '/api/setup/company', { token: hq });
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ name: expect.any(String), companyRoc: null, tin: null, msicCode: null });
  });

  it('saves the registration details with the MSIC description from MSIC 2008', async () => {
    const saved = await store(valid);
    expect(saved.status, JSON.stringify(saved.meta)).toBe(200);
    expect(saved.meta?.message).toBe('Company profile saved.');
    expect(saved.data).toMatchObject({
      name: 'Niaga Demo Sdn Bhd',
      companyRoc: '202001012345',
      tin: 'C2584563200',
      msicCode: '46909',
      msicDescription: expect.stringMatching(/wholesale/i),
      address2: 'Level 5',
      phone: '321600000',
      email: 'office@demo.niaga.test',
    });
    const again = await t.call('GET', '/api/setup/company', { token: hq });
    expect(again.data).toEqual(saved.data);
    // The site settings show the new name too.
    const site = await t.call('GET', '/api/attribute/data-company?domain=localhost');
    expect(site.data.com_name).toBe('Niaga Demo Sdn Bhd');
  });

  it('clears optional fields sent empty', async () => {
    const saved = await store({ ...valid, address2: '', tin: '', msicCode: '', phone: '', phoneCode: '', email: '' });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ address2: null, tin: null, msicCode: null, msicDescription: null, phone: null });
  });

  it('names each invalid field with a message in the caller language', async () => {
    const bad = await store({
      ...valid,
      name: '',
      companyRoc: '#',
      tin: 'abc',
      msicCode: '123',
      postcode: '123',
      phone: '12',
      email: 'not-mail',
    });
    expectFieldErrorsAmong(bad, {
      name: 'This field is required.',
      companyRoc: 'Enter the SSM registration number, e.g. 202001012345 or 1234567-X.',
      tin: 'Enter the tax identification number, e.g. C2584563200.',
      msicCode: 'Enter a 5-digit MSIC code.',
      phone: 'Enter 6 to 14 digits.',
      email: 'Enter a valid email address.',
    });
    const missing = await store({ name: 'X' }, 'ms');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.meta?.errors ?? {})).toEqual(
      expect.arrayContaining(['address1', 'postcode', 'city', 'state']),
    );
    const postcode = await store({ ...valid, postcode: '123' });
    expect(postcode.meta?.errors?.postcode).toBe('Enter a 5-digit postcode.');
    const noCode = await store({ ...valid, phoneCode: '' });
    expect(noCode.meta?.errors?.phoneCode).toBe('This field is required.');
    const unknown = await store({ ...valid, msicCode: '99999' }, 'id');
    expect(unknown.status).toBe(400);
    expect(unknown.meta?.errors?.msicCode).toBe('Kode MSIC ini tidak ada dalam daftar MSIC 2008. Pilih dari daftar.');
  });

  it('is for HQ only', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/setup/company', { token: agent })).status).toBe(403);
    expect((await store(valid, undefined, agent)).status).toBe(403);
    expect((await t.call('GET', '/api/setup/company')).status).toBe(401);
  });
});
