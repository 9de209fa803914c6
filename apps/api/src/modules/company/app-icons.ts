import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Jimp } from 'jimp';
import type { FileStorage } from '../../platform/storage.js';
import { readOwnUpload } from '../../platform/uploads.js';
import type { Company } from './company.repo.js';

/** The installable app's icons, as named in `GET /api/app-icon/:name` and listed by the manifest. */
export const APP_ICON_NAMES = ['192.png', '512.png', 'maskable-512.png'] as const;
export type AppIconName = (typeof APP_ICON_NAMES)[number];

const DEFAULT_ICON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/default-app-icon.png');
/** A maskable icon's safe zone is the middle 80% (the launcher may cut the rest into a circle or a squircle). */
const MASKABLE_SAFE_ZONE = 0.8;
const MASKABLE_BACKGROUND = 0xffffffff;
const CACHE_LIMIT = 300;

/** Rendered icons by source and name: a source's URL changes when its image does, so an entry never goes stale. */
const rendered = new Map<string, Buffer>();

/** Which image the icons come from: the 512 px icon made at upload from the favicon or logo, else the platform's. */
const sourceOf = (company: Company) => company.appIcon512Url ?? 'default';

/** A short tag of the icons' source, for the manifest's icon addresses (a new logo is a new address to caches). */
export const appIconVersion = (company: Company) =>
  createHash('sha256').update(sourceOf(company)).digest('hex').slice(0, 10);

async function sourceImage(storage: FileStorage, company: Company): Promise<Buffer> {
  const stored = await readOwnUpload(storage, company.id, company.appIcon512Url);
  return stored ?? readFile(DEFAULT_ICON);
}

async function render(source: Buffer, name: AppIconName): Promise<Buffer> {
  const image = await Jimp.read(source);
  if (name === '192.png') return image.contain({ w: 192, h: 192 }).getBuffer('image/png');
  if (name === '512.png') return image.contain({ w: 512, h: 512 }).getBuffer('image/png');
  const inner = Math.round(512 * MASKABLE_SAFE_ZONE);
  const canvas = new Jimp({ width: 512, height: 512, color: MASKABLE_BACKGROUND });
  const offset = (512 - inner) / 2;
  return canvas.composite(image.contain({ w: inner, h: inner }), offset, offset).getBuffer('image/png');
}

/** The company's icon `name` as PNG bytes, rendered once per source image and kept in memory. */
export async function appIcon(storage: FileStorage, company: Company, name: AppIconName): Promise<Buffer> {
  const key = `${company.id}:${sourceOf(company)}:${name}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const png = await render(await sourceImage(storage, company), name);
  if (rendered.size >= CACHE_LIMIT) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, png);
  return png;
}
