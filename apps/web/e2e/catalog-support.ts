import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiToken, call } from './recruitment-support';
import { HQ } from './support/browser';

/** A solid-colour PNG of the given size, built in memory (the API checks images by content). */
export function pngImage(width = 8, height = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function uploadInto(page: Page, testId: string) {
  await page
    .getByTestId(testId)
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage() });
}

export type DemoLevel = { id: string; levelName: string };

export async function hqToken() {
  return apiToken(HQ.email, 'hq');
}

export async function demoLevels(token: string): Promise<DemoLevel[]> {
  return (await call<{ items: DemoLevel[] }>('GET', '/api/setup/tier', token)).items;
}

/** A published product made through the API, for the list and bundle tests. */
export async function apiProduct(token: string, name: string, sku: string, levels: DemoLevel[]) {
  return call<{ id: string }>('POST', '/api/products', token, {
    name,
    sku,
    retailPrice: 1500,
    weight: 250,
    levels: levels.map((level, index) => ({ levelId: level.id, price: 1000 + index * 100 })),
    variants: [{ sku: `${sku}-R`, options: ['Red'] }],
  });
}

/** Picks an option of a Mantine Select by typing into it. */
export async function choose(page: Page, input: ReturnType<Page['getByLabel']>, text: string, option: string) {
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).click();
}
