import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

const THEME = '/api/setup/company-theme';
const WHITE = 0xffffffff;
const RED = 0xff0000ff;
const DEFAULT_BLUE = 0x019affff;

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };
const manifestIcons = async (): Promise<ManifestIcon[]> =>
  JSON.parse((await t.call('GET', '/api/manifest.webmanifest', { host: 'localhost' })).body).icons;

async function fetchIcon(src: string) {
  const response = await t.app.inject({ method: 'GET', url: src, headers: { host: 'localhost' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  return Jimp.read(response.rawPayload);
}

const sizeOf = (image: Awaited<ReturnType<typeof fetchIcon>>) => `${image.bitmap.width}x${image.bitmap.height}`;

describe('installable-app icons', () => {
  it('lists 192, 512 and maskable PNG icons of the platform while the company has no logo', async () => {
    const icons = await manifestIcons();
    expect(icons.map(({ sizes, type, purpose }) => [sizes, type, purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/api\/app-icon\/(192|512|maskable-512)\.png\?v=[0-9a-f]{10}$/);
      const image = await fetchIcon(icon.src);
      expect(sizeOf(image)).toBe(icon.sizes);
      expect(image.getPixelColor(image.bitmap.width / 2 - 40, image.bitmap.height / 2 + 60)).toBe(DEFAULT_BLUE);
    }
    // The maskable one keeps the icon inside the middle 80% on white: a launcher's round mask cuts nothing of it.
    const maskable = await fetchIcon(icons[2]!.src);
    expect(maskable.getPixelColor(10, 256)).toBe(WHITE);
    expect(maskable.getPixelColor(256, 40)).toBe(WHITE);
  });

  it("makes them from the company's logo, under a new address, and back to the platform's without it", async () => {
    const before = await manifestIcons();
    const logo = await new Jimp({ width: 600, height: 200, color: RED }).getBuffer('image/png');
    const upload = await postFile(t, `${THEME}/store-logo?slot=light`, hq, { content: logo, filename: 'logo.png' });
    expect(upload.statusCode).toBe(200);

    const icons = await manifestIcons();
    expect(icons[0]!.src).not.toBe(before[0]!.src);
    const [small, large, maskable] = await Promise.all(icons.map((icon) => fetchIcon(icon.src)));
    expect([sizeOf(small!), sizeOf(large!), sizeOf(maskable!)]).toEqual(['192x192', '512x512', '512x512']);
    expect(small!.getPixelColor(96, 96)).toBe(RED);
    expect(large!.getPixelColor(256, 256)).toBe(RED);
    // Fitted, not stretched: a 3:1 logo leaves the square's top transparent, and white on the maskable one.
    expect(large!.getPixelColor(256, 10)).toBe(0x00000000);
    expect(maskable!.getPixelColor(256, 256)).toBe(RED);
    expect(maskable!.getPixelColor(256, 10)).toBe(WHITE);
    // The logo spans the safe zone's width (from 51 to 461 px), no further.
    expect(maskable!.getPixelColor(60, 256)).toBe(RED);
    expect(maskable!.getPixelColor(40, 256)).toBe(WHITE);

    await t.call('POST', `${THEME}/remove-logo`, { token: hq, body: { slot: 'light' } });
    expect((await manifestIcons()).map((icon) => icon.src)).toEqual(before.map((icon) => icon.src));
  });

  it('refuses an icon name it does not make', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-icon/64.png', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(400);
  });
});
