import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('agent2@demo.niaga.test');
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function upload(content: Buffer, filename = 'me.png') {
  const response = await postFile(t, '/api/user/upload-image', token, { content, filename, type: 'image/png' });
  return { status: response.statusCode, json: response.json() };
}

describe('profile', () => {
  it('saves bank details and social links (full link or username only)', async () => {
    const bank = await t.call('POST', '/api/user/bank-detail', {
      token,
      body: { bankName: 'CIMB', accountNumber: '8001234567', accountName: 'Badrul', accountIdentity: '880101-01-1234' },
    });
    expect(bank.status).toBe(200);
    const social = await t.call('POST', '/api/user/social-network', {
      token,
      body: { facebook: 'https://facebook.com/badrul', instagram: '@badrul.sells', tiktok: '' },
    });
    expect(social.data).toEqual({ facebook: 'https://facebook.com/badrul', instagram: 'badrul.sells' });
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const detail = await t.call('GET', `/api/agents/${await t.userId('agent2@demo.niaga.test')}`, { token: hq });
    expect(detail.data.bank).toMatchObject({ bankName: 'CIMB', accountNumber: '8001234567', bankCountry: 'MY' });
    expect(detail.data.social.instagram).toBe('badrul.sells');
    const own = await t.call('GET', '/api/user/detail', { token });
    expect(own.data).toMatchObject({
      bank: { bankName: 'CIMB' },
      social: { instagram: 'badrul.sells' },
      username: 'agent2',
    });
  });

  it('refuses a social link that is neither a link nor a username, and a bad account number', async () => {
    const social = await t.call('POST', '/api/user/social-network', { token, body: { facebook: 'not a link!' } });
    expect(social.meta?.errors?.facebook).toBe('Enter a full link or a username only.');
    const bank = await t.call('POST', '/api/user/bank-detail', {
      token,
      body: { bankName: 'CIMB', accountNumber: '12-34', accountName: 'B' },
    });
    expect(bank.meta?.errors?.accountNumber).toBe('Enter 6 to 20 digits.');
  });

  it('uploads a PNG photo, checked by content, and serves it', async () => {
    const ok = await upload(PNG);
    expect(ok.status).toBe(200);
    const url: string = ok.json.data.url;
    expect(url).toMatch(/^\/uploads\/demo\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.call('GET', '/api/user/detail', { token })).data.photoUrl).toBe(url);
  });

  it('refuses a file that is not JPEG or PNG whatever its name, and one over 5 MB', async () => {
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'photo.png');
    expect(fake.status).toBe(400);
    expect(fake.json.meta.message).toBe('Only JPEG or PNG images are accepted.');
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.json.meta.message).toBe('The file is too large.');
  });

  it('does not serve paths outside the uploads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc/passwd' });
    expect(response.statusCode).toBe(404);
  });
});
