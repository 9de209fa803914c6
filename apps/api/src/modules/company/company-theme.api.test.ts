import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff, signInOtherCompanyHq } from '../../testing/test-users.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

const THEME = '/api/setup/company-theme';
const store = (body: Record<string, unknown>, language?: string, token = hq) =>
  t.call('POST', `${THEME}/store`, { token, body, ...(language ? { language } : {}) });

async function uploadLogo(slot: string, content: Buffer, filename = 'logo.png', token = hq) {
  const response = await postFile(t, `${THEME}/store-logo?slot=${slot}`, token, { content, filename });
  return { status: response.statusCode, ...(response.json() as { meta: any; data: any }) };
}

const png = (width: number, height: number, color: number) => new Jimp({ width, height, color }).getBuffer('image/png');

async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  return response.statusCode === 200 ? Jimp.read(response.rawPayload) : null;
}

const manifest = async (host = 'localhost') =>
  JSON.parse((await t.call('GET', '/api/manifest.webmanifest', { host })).body);
const siteSettings = async () => (await t.call('GET', '/api/site-settings', { host: 'localhost' })).data;

describe('company theme', () => {
  it('answers the default theme, saves colours and description, and the site settings and manifest follow at once', async () => {
    expect((await t.call('GET', THEME, { token: hq })).data).toEqual({
      colorPrimary: '#019aff',
      colorSecondary: null,
      webDescription: 'Healthy drinks sold through our agent network.',
      logoLight: null,
      logoDark: null,
      favicon: null,
      icon192: null,
      icon512: null,
    });
    const saved = await store({ colorPrimary: '#AA3300', colorSecondary: '#00aa55', webDescription: 'Teh tarik' });
    expect(saved.status, JSON.stringify(saved.meta)).toBe(200);
    expect(saved.meta?.message).toBe('Theme saved.');
    expect(saved.data).toMatchObject({
      colorPrimary: '#aa3300',
      colorSecondary: '#00aa55',
      webDescription: 'Teh tarik',
    });
    expect(await siteSettings()).toMatchObject({
      dcolor_primary: '#aa3300',
      dcolor_secondary: '#00aa55',
      web_desc: 'Teh tarik',
    });
    expect(await manifest()).toMatchObject({ theme_color: '#aa3300', description: 'Teh tarik' });

    const cleared = await store({ colorPrimary: '#019aff', colorSecondary: '', webDescription: '' });
    expect(cleared.data).toMatchObject({ colorPrimary: '#019aff', colorSecondary: null, webDescription: null });
  });

  it('refuses colours that are not #rrggbb, in the caller language, and keeps the stored ones', async () => {
    for (const [language, message] of [
      ['en', 'Enter a colour as #rrggbb, e.g. #019aff.'],
      ['id', 'Masukkan warna sebagai #rrggbb, mis. #019aff.'],
      ['ms', 'Masukkan warna sebagai #rrggbb, cth. #019aff.'],
    ] as const) {
      const bad = await store({ colorPrimary: 'red', colorSecondary: '#12345' }, language);
      expect(bad.status).toBe(400);
      expect(bad.meta?.errors).toEqual({ colorPrimary: message, colorSecondary: message });
    }
    expect((await store({ colorPrimary: '#gggggg' })).status).toBe(400);
    expect((await store({})).meta?.errors?.colorPrimary).toBe('This field is required.');
    expect((await t.call('GET', THEME, { token: hq })).data.colorPrimary).toBe('#019aff');
  });

  it('stores logos by content, makes 192 and 512 px icons from the favicon, else the light logo', async () => {
    const light = await uploadLogo('light', await png(600, 200, 0xff0000ff));
    expect(light.status, JSON.stringify(light.meta)).toBe(200);
    expect(light.meta.message).toBe('Image saved.');
    expect(light.data.logoLight).toMatch(/^\/uploads\/demo\/.+\.png$/);
    const fromLogo = await served(light.data.icon512);
    expect([fromLogo?.bitmap.width, fromLogo?.bitmap.height]).toEqual([512, 512]);
    expect(fromLogo?.getPixelColor(256, 256)).toBe(0xff0000ff);
    // Fitted, not stretched: a 3:1 logo leaves the square's top transparent.
    expect(fromLogo?.getPixelColor(256, 10)).toBe(0x00000000);
    const small = await served(light.data.icon192);
    expect([small?.bitmap.width, small?.bitmap.height]).toEqual([192, 192]);

    const dark = await uploadLogo(
      'dark',
      await new Jimp({ width: 50, height: 50, color: 0xffffffff }).getBuffer('image/jpeg'),
      'dark.jpg',
    );
    expect(dark.data.logoDark).toMatch(/\.jpg$/);
    expect(dark.data.icon512).toBe(light.data.icon512);

    const favicon = await uploadLogo('favicon', await png(1000, 1000, 0x00ff00ff));
    expect(favicon.data.favicon).toMatch(/\.png$/);
    const shrunk = await served(favicon.data.favicon);
    expect(shrunk?.bitmap.width).toBe(256);
    const fromFavicon = await served(favicon.data.icon192);
    expect(fromFavicon?.getPixelColor(96, 96)).toBe(0x00ff00ff);
    // The icons it replaced are gone.
    expect(await served(light.data.icon512)).toBeNull();

    expect(await siteSettings()).toMatchObject({
      logo_d_l: light.data.logoLight,
      logo_d_d: dark.data.logoDark,
      favicon: favicon.data.favicon,
    });
    // The manifest's icons come from the same image (app-icons.api.test.ts covers them).
    const [manifestIcon] = (await manifest()).icons;
    expect((await served(manifestIcon.src))?.getPixelColor(96, 96)).toBe(0x00ff00ff);

    const noFavicon = await t.call('POST', `${THEME}/remove-logo`, { token: hq, body: { slot: 'favicon' } });
    expect(noFavicon.meta?.message).toBe('Image removed.');
    expect(noFavicon.data.favicon).toBeNull();
    expect((await served(noFavicon.data.icon192))?.getPixelColor(96, 96)).toBe(0xff0000ff);
    expect((await siteSettings()).favicon).toBe(light.data.logoLight);

    const none = await t.call('POST', `${THEME}/remove-logo`, { token: hq, body: { slot: 'light' } });
    expect(none.data).toMatchObject({ logoLight: null, icon192: null, icon512: null });
    expect(await served(light.data.logoLight)).toBeNull();
    expect((await siteSettings()).logo_d_l).toBeNull();
    expect((await manifest()).icons[0].src).not.toBe(manifestIcon.src);
  });

  it('refuses what is not a JPEG or PNG by content, and an unknown slot', async () => {
    const gif = await uploadLogo('light', Buffer.from('GIF89a not really'), 'logo.png');
    expect(gif.status).toBe(400);
    expect(gif.meta.message).toBe('Only JPEG or PNG images are accepted.');
    const text = await uploadLogo('favicon', Buffer.from('hello'), 'favicon.jpg');
    expect(text.status).toBe(400);
    // A PNG signature over garbage is not an image either.
    const broken = await uploadLogo(
      'dark',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), Buffer.alloc(40)]),
    );
    expect(broken.status).toBe(400);
    const slot = await uploadLogo('banner', await png(10, 10, 0xff0000ff));
    expect(slot.status).toBe(400);
    expect(slot.meta.errors.slot).toBe('Choose where the image goes: light logo, dark logo or favicon.');
    expect((await t.call('GET', THEME, { token: hq })).data).toMatchObject({
      logoLight: null,
      logoDark: expect.any(String),
    });
  });

  it('each host answers its own company in the manifest and site settings', async () => {
    const other = await manifest('locked.localhost');
    expect(other.name).toBe('Locked Trading Sdn Bhd');
    expect(other.theme_color).toBe('#019aff');
    await store({ colorPrimary: '#123456' });
    expect((await manifest('locked.localhost')).theme_color).toBe('#019aff');
    expect((await manifest()).theme_color).toBe('#123456');
  });

  it('staff read, only HQ changes; another company sees its own theme', async () => {
    const clerk = await signInNewStaff(t, 'theme-clerk@demo.niaga.test', 'Clerk', []);
    expect((await t.call('GET', THEME, { token: clerk })).status).toBe(200);
    expect((await store({ colorPrimary: '#000000' }, undefined, clerk)).status).toBe(403);
    expect((await uploadLogo('light', await png(10, 10, 0xff0000ff), 'x.png', clerk)).status).toBe(403);
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', THEME, { token: agent })).status).toBe(403);
    const otherHq = await signInOtherCompanyHq(t, { hqName: 'O' });
    expect((await t.call('GET', THEME, { token: otherHq })).data.colorPrimary).toBe('#019aff');
  });
});
