import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';
import { addOtherCompanyAgent, addUser } from '../../testing/test-users.js';
import { loadReferenceData } from './reference.load.js';

const t = useTestApp();
const get = (url: string, token?: string) => t.call('GET', url, token ? { token } : {});

describe('reference data load', () => {
  it('is loaded by the migration and not reloaded while the files are unchanged', async () => {
    expect(await loadReferenceData(t.db)).toEqual({ loaded: false, rows: 0 });
    const provinces = await get('/api/attribute/province');
    expect(provinces.data.items).toHaveLength(38);
  });
});

describe('public lists', () => {
  it('answers the served countries with their states and provinces, cacheable and without login', async () => {
    const response = await get('/api/attribute/locations');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const [my, id] = response.data.items;
    expect(my).toMatchObject({ iso2: 'MY', name: 'Malaysia', dial: '60', divisionType: 'state' });
    expect(my.divisions).toHaveLength(16);
    expect(my.divisions).toContainEqual({ code: 'MY-10', name: 'Selangor' });
    expect(id).toMatchObject({ iso2: 'ID', divisionType: 'province' });
    expect(id.divisions).toContainEqual({ code: '32', name: 'Jawa Barat' });
  });

  it('lists calling codes with Malaysia and Indonesia first, then by name, skipping countries without one', async () => {
    const { data } = await get('/api/attribute/phone-code');
    expect(data.items.slice(0, 2)).toEqual([
      { iso2: 'MY', name: 'Malaysia', dial: '60' },
      { iso2: 'ID', name: 'Indonesia', dial: '62' },
    ]);
    expect(data.items[2].name).toBe('Afghanistan');
    expect(data.items).toContainEqual({ iso2: 'NA', name: 'Namibia', dial: '264' });
    expect(data.items.find((row: { iso2: string }) => row.iso2 === 'UM')).toBeUndefined();
  });

  it('lists Malaysian banks, keeping only SWIFT codes the 2019 list confirms; no bank data for Indonesia', async () => {
    const { data, headers } = await get('/api/attribute/list-bank');
    expect(headers['cache-control']).toContain('max-age');
    expect(data.items).toHaveLength(20);
    expect(data.items).toContainEqual({ code: 'CIMB', name: 'CIMB Bank Berhad', swiftCode: 'CIBBMYKL' });
    expect(data.items.find((bank: { code: string }) => bank.code === 'BANKRAKYAT')?.swiftCode ?? null).toBeNull();
    expect((await get('/api/attribute/list-bank?country=ID')).data.items).toEqual([]);
    const bad = await get('/api/attribute/list-bank?country=SG');
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors?.country).toBe('Choose Malaysia (MY) or Indonesia (ID).');
  });

  it('lists Malaysian states by default and Indonesian provinces for country=ID', async () => {
    const my = await get('/api/attribute/state?country=MY');
    expect(my.data.items).toHaveLength(16);
    expect(my.data.items[0]).toEqual({ code: 'MY-01', name: 'Johor' });
    expect((await get('/api/attribute/state')).data.items).toHaveLength(16);
    expect((await get('/api/attribute/state?country=ID')).data.items).toHaveLength(38);
    expect((await get('/api/attribute/state?country=XX')).status).toBe(400);
  });
});

describe('Malaysian postcodes and cities', () => {
  it('fills city and state from a postcode', async () => {
    const response = await get('/api/attribute/postcode/40000');
    expect(response.status).toBe(200);
    expect(response.data.items).toEqual([
      { postcode: '40000', city: 'Shah Alam', stateCode: 'MY-10', state: 'Selangor' },
    ]);
  });

  it('answers both cities of a postcode that covers two', async () => {
    const { data } = await get('/api/attribute/postcode/84300');
    expect(data.items.map((row: { city: string }) => row.city)).toEqual(['Bukit Pasir', 'Muar']);
    expect(data.items.every((row: { state: string }) => row.state === 'Johor')).toBe(true);
  });

  it('refuses a malformed postcode (400) and answers 404 for an unknown one', async () => {
    const bad = await get('/api/attribute/postcode/4000A');
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors?.postcode).toBe('This code is not in the expected format.');
    const unknown = await get('/api/attribute/postcode/00001');
    expect(unknown.status).toBe(404);
    expect(unknown.meta?.message).toBe('This postcode is not in the Malaysian postcode list.');
    expect(unknown.headers['cache-control']).toBeUndefined();
  });

  it('lists the cities of a state once each, from the postcode table', async () => {
    const { data } = await get('/api/attribute/city?state=MY-14');
    expect(data.items).toEqual([
      { code: 'Kuala Lumpur', name: 'Kuala Lumpur', type: 'city' },
      { code: 'Setapak', name: 'Setapak', type: 'city' },
    ]);
  });

  it('wants exactly one of state and province, in the right format, and a known code', async () => {
    const neither = await get('/api/attribute/city');
    expect(neither.status).toBe(400);
    expect(neither.meta?.errors?.state).toBe('Give exactly one: a Malaysian state or an Indonesian province.');
    expect((await get('/api/attribute/city?state=MY-10&province=32')).status).toBe(400);
    expect((await get('/api/attribute/city?state=Selangor')).status).toBe(400);
    const unknown = await get('/api/attribute/city?state=MY-99');
    expect(unknown.status).toBe(404);
    expect(unknown.meta?.message).toBe('No such state, province, regency or district.');
  });
});

describe('Indonesian cascade', () => {
  it('goes province → regency → district → village', async () => {
    const regencies = await get('/api/attribute/city?province=32');
    expect(regencies.data.items).toHaveLength(27);
    expect(regencies.data.items).toContainEqual({ code: '32.73', name: 'Kota Bandung', type: 'Kota' });
    const districts = await get('/api/attribute/districts?city=32.73');
    expect(districts.data.items).toHaveLength(30);
    expect(districts.data.items).toContainEqual({ code: '32.73.01', name: 'Sukasari', type: 'Kecamatan' });
    const villages = await get('/api/attribute/village?district=32.73.01');
    expect(villages.data.items).toHaveLength(4);
    expect(villages.data.items).toContainEqual({ code: '32.73.01.1001', name: 'Sukarasa', type: 'Kelurahan' });
  });

  it('holds every province (all of Indonesia is loaded)', async () => {
    const papua = await get('/api/attribute/city?province=94');
    expect(papua.status).toBe(200);
    expect(papua.data.items.length).toBeGreaterThan(0);
    const regency = papua.data.items[0].code;
    const districts = await get(`/api/attribute/districts?city=${regency}`);
    const villages = await get(`/api/attribute/village?district=${districts.data.items[0].code}`);
    expect(villages.data.items.length).toBeGreaterThan(0);
  });

  it('refuses malformed codes (400, in the caller’s language) and unknown ones (404)', async () => {
    const bad = await t.call('GET', '/api/attribute/districts?city=3273', { language: 'id' });
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors?.city).toBe('Format kode ini tidak sesuai.');
    expect((await get('/api/attribute/village?district=32.73')).status).toBe(400);
    expect((await get('/api/attribute/districts')).status).toBe(400);
    expect((await get('/api/attribute/districts?city=32.99')).status).toBe(404);
    expect((await get('/api/attribute/village?district=32.73.99')).status).toBe(404);
  });
});

describe('MSIC codes', () => {
  it('searches by code prefix, paged', async () => {
    const { data } = await get('/api/attribute/list-msic?q=47&limit=10&page=2');
    expect(data.total).toBe(80);
    expect(data.items).toHaveLength(10);
    expect(data.page).toBe(2);
    expect(data.items.every((row: { code: string }) => row.code.startsWith('47'))).toBe(true);
  });

  it('searches descriptions case-insensitively and treats % as a plain character', async () => {
    const { data } = await get('/api/attribute/list-msic?q=SOFTWARE');
    expect(data.items.map((row: { code: string }) => row.code)).toEqual(['46510', '47412']);
    expect(data.items[0]).toMatchObject({ section: 'G' });
    expect((await get('/api/attribute/list-msic?q=%25')).data.total).toBe(0);
    expect((await get('/api/attribute/list-msic')).data.total).toBe(1174);
  });

  it('refuses a bad page or limit', async () => {
    expect((await get('/api/attribute/list-msic?limit=0')).status).toBe(400);
    expect((await get('/api/attribute/list-msic?page=x')).status).toBe(400);
  });
});

describe('agent picker', () => {
  let hq: string;
  beforeAll(async () => {
    hq = await t.login('hq@demo.niaga.test', 'hq');
    await addOtherCompanyAgent(t, { id: 'rival', name: 'Rival' }, { email: 'a@rival.test', name: 'Aminah Rival' });
    await addUser(t, {
      email: 'staff@demo.niaga.test',
      name: 'Sam Staff',
      role: 'staff',
    });
  });

  it('lists the agents of the caller’s company only, with username and level, never cached', async () => {
    const response = await get('/api/attribute/list-agent', hq);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.data.items).toHaveLength(5);
    expect(response.data.items.map((row: { name: string }) => row.name)).not.toContain('Aminah Rival');
    expect(response.data.items[0]).toMatchObject({ name: 'Aminah Stockist', level: { name: expect.any(String) } });
    expect(response.data.items[0].username).toEqual(expect.any(String));
  });

  it('searches by name and honours the limit; staff may use it too', async () => {
    const staff = await t.login('staff@demo.niaga.test', 'hq');
    const found = await get('/api/attribute/list-agent?q=aminah', staff);
    expect(found.data.items.map((row: { name: string }) => row.name)).toEqual(['Aminah Stockist']);
    expect((await get('/api/attribute/list-agent?limit=2', hq)).data.items).toHaveLength(2);
    const bad = await get('/api/attribute/list-agent?limit=500', hq);
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors?.limit).toBe('The limit must be between 1 and 50.');
  });

  it('is refused to agents and to anonymous callers', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await get('/api/attribute/list-agent', agent)).status).toBe(403);
    expect((await get('/api/attribute/list-agent')).status).toBe(401);
  });
});
