import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../testing/field-errors.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { addUser } from '../../testing/test-users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, {
    email: 'first@demo.niaga.test',
    name: 'First Timer',
    role: 'agent',
    profileCompleted: false,
  });
  await addUser(t, {
    email: 'banned@demo.niaga.test',
    name: 'Banned Agent',
    role: 'agent',
    status: 'suspended',
  });
});
afterAll(() => t.close());

describe('first-login profile set-up', () => {
  it('a new user is told to set up the profile, and saving it completes the set-up', async () => {
    const token = await t.login('first@demo.niaga.test');
    expect((await t.call('GET', '/api/user/detail', { token })).data.profileCompleted).toBe(false);
    const response = await t.call('POST', '/api/user/account-detail', {
      token,
      body: {
        firstName: ' Siti ',
        lastName: 'Aishah',
        phoneCode: '+60',
        phoneNumber: '123456789',
        birthDate: '1990-05-01',
        gender: 'female',
      },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      name: 'Siti Aishah',
      profileCompleted: true,
      account: { firstName: 'Siti', lastName: 'Aishah', phoneCode: '+60', phoneNumber: '123456789' },
    });
  });

  it('keeps optional fields that are left out and clears those sent empty', async () => {
    const token = await t.login('first@demo.niaga.test');
    const base = { firstName: 'Siti', lastName: 'Aishah', phoneCode: '+60', phoneNumber: '123456789' };
    await t.call('POST', '/api/user/account-detail', {
      token,
      body: { ...base, identityNo: '900101-14-5566', tin: 'IG123', city: 'Shah Alam' },
    });
    const kept = await t.call('POST', '/api/user/account-detail', { token, body: { ...base, city: '' } });
    expect(kept.data.account).toMatchObject({ identityNo: '900101-14-5566', tin: 'IG123', city: null });
  });

  it('names each invalid field', async () => {
    const token = await t.login('first@demo.niaga.test');
    const response = await t.call('POST', '/api/user/account-detail', {
      token,
      language: 'ms',
      body: {
        firstName: '',
        lastName: 'A',
        phoneCode: '60',
        phoneNumber: '12ab',
        birthDate: '1990-13-45',
        gender: 'x',
      },
    });
    expectFieldErrors(response, {
      firstName: 'Ruangan ini wajib diisi.',
      phoneCode: 'Masukkan kod panggilan seperti +60.',
      phoneNumber: 'Masukkan 6 hingga 14 digit.',
      birthDate: 'Masukkan tarikh yang sah.',
      gender: 'Nilai ini tidak sah.',
    });
  });
});

describe('suspended users', () => {
  it('cannot log in', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { email: 'banned@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(response.status).toBe(403);
    expect(response.meta?.reason).toBe('SUSPENDED');
  });

  it('a wrong password does not reveal the suspension', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { email: 'banned@demo.niaga.test', password: 'Wrong#2026', type: 'agent' },
    });
    expect(response.status).toBe(401);
  });
});
