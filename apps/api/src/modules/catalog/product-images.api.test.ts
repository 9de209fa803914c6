import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

async function upload(content: Buffer, filename: string, token = hq) {
  const response = await postFile(t, '/api/products/images', token, { content, filename, type: 'image/jpeg' });
  return { status: response.statusCode, json: response.json() };
}

async function sizeOf(url: string) {
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  const image = await Jimp.read(served.rawPayload);
  return [image.bitmap.width, image.bitmap.height];
}

describe('product images', () => {
  it('stores a small and a large rendition, scaled down to fit, never enlarged', async () => {
    const photo = await new Jimp({ width: 2400, height: 1200, color: 0x336699ff }).getBuffer('image/jpeg');
    const response = await upload(photo, 'photo.jpg');
    expect(response.status).toBe(200);
    const { small, large } = response.json.data;
    expect(small).toMatch(/-s\.jpg$/);
    expect(large).toMatch(/-l\.jpg$/);
    expect(await sizeOf(small)).toEqual([320, 160]);
    expect(await sizeOf(large)).toEqual([1200, 600]);

    const icon = await new Jimp({ width: 100, height: 80, color: 0xff0000ff }).getBuffer('image/png');
    const small2 = await upload(icon, 'icon.png');
    expect(await sizeOf(small2.json.data.large)).toEqual([100, 80]);
    expect(small2.json.data.small).toMatch(/-s\.png$/);
  });

  it('refuses what is not a JPEG or PNG by content, whatever its name', async () => {
    const response = await upload(Buffer.from('GIF89a fake'), 'photo.jpg');
    expect(response.status).toBe(400);
    expect(response.json.meta.message).toBe('Only JPEG or PNG images are accepted.');
  });

  it('needs the create-product permission', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff]), 'x.jpg', agent)).status).toBe(403);
  });
});
