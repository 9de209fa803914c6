import { type CompanyTheme, type companyThemeInput, DEFAULT_THEME_COLOR, type ThemeLogoSlot } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import { Jimp } from 'jimp';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import {
  imageKind,
  isOwnUpload,
  publicUploadKey,
  publicUploadUrl,
  readOwnUpload,
  saveFile,
} from '../../platform/uploads.js';
import { companies } from './company.tables.js';
import { forgetHostCache } from './host-company.js';

type CompanyRow = typeof companies.$inferSelect;

/** The installable app's icon sizes (what Chrome asks of a manifest to offer installing). */
export const APP_ICON_SIZES = [192, 512] as const;
/** Longest side of a stored logo and of a stored favicon, in pixels (never enlarged). */
const LOGO_MAX = 1200;
const FAVICON_MAX = 256;

const SLOT_COLUMN = { light: 'logoUrl', dark: 'logoDarkUrl', favicon: 'faviconUrl' } as const;

export const toTheme = (row: CompanyRow): CompanyTheme => ({
  colorPrimary: row.colorPrimary || DEFAULT_THEME_COLOR,
  colorSecondary: row.colorSecondary,
  webDescription: row.webDescription,
  logoLight: row.logoUrl,
  logoDark: row.logoDarkUrl,
  favicon: row.faviconUrl,
  icon192: row.appIcon192Url,
  icon512: row.appIcon512Url,
});

async function companyRow(deps: AppDeps, companyId: string) {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row;
}

async function update(deps: AppDeps, companyId: string, values: Partial<CompanyRow>) {
  const [row] = await deps.db.update(companies).set(values).where(eq(companies.id, companyId)).returning();
  if (!row) throw notFound();
  // Site settings and the manifest are cached per host: the next visit sees the new theme.
  forgetHostCache(deps.db);
  return toTheme(row);
}

export async function getCompanyTheme(deps: AppDeps, ctx: RequestContext): Promise<CompanyTheme> {
  return toTheme(await companyRow(deps, ctx.companyId));
}

export async function storeCompanyTheme(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof companyThemeInput>,
): Promise<CompanyTheme> {
  return update(deps, ctx.companyId, {
    colorPrimary: input.colorPrimary,
    colorSecondary: input.colorSecondary || null,
    webDescription: input.webDescription || null,
  });
}

async function readImage(content: Buffer) {
  const kind = imageKind(content);
  const image = kind ? await Jimp.read(content).catch(() => null) : null;
  if (!kind || !image) throw badRequest('upload.imageType', { file: 'upload.imageType' });
  return { kind, image };
}

/** Square PNG icons of the installable app: the image fitted in the middle of a transparent square. */
async function appIcons(deps: AppDeps, companyId: string, source: Buffer) {
  const { image } = await readImage(source);
  const icon = (size: number) => image.clone().contain({ w: size, h: size }).getBuffer('image/png');
  const [small, large] = await Promise.all(APP_ICON_SIZES.map(icon));
  return saveFile(deps.storage, companyId, { small: small!, large: large! }, 'png');
}

/** The icons follow the favicon, else the light logo; none without either (the manifest then names the default). */
async function iconColumns(deps: AppDeps, companyId: string, favicon: string | null, logo: string | null) {
  const source =
    (await readOwnUpload(deps.storage, companyId, favicon)) ?? (await readOwnUpload(deps.storage, companyId, logo));
  if (!source) return { appIcon192Url: null, appIcon512Url: null };
  const icons = await appIcons(deps, companyId, source);
  return { appIcon192Url: icons.small, appIcon512Url: icons.large };
}

async function removeStored(deps: AppDeps, companyId: string, urls: Array<string | null>) {
  for (const url of urls) {
    if (!url || !isOwnUpload(companyId, url)) continue;
    const key = publicUploadKey(companyId, url.slice(publicUploadUrl(companyId, '').length));
    if (key) await deps.storage.remove(key).catch(() => {});
  }
}

/** Applies a slot's new image (or none) and, when the icons' source changed, new app icons; old files go. */
async function replaceSlot(deps: AppDeps, ctx: RequestContext, slot: ThemeLogoSlot, url: string | null) {
  const row = await companyRow(deps, ctx.companyId);
  const column = SLOT_COLUMN[slot];
  const next = { ...row, [column]: url };
  const iconsChange = slot !== 'dark';
  const icons = iconsChange ? await iconColumns(deps, ctx.companyId, next.faviconUrl, next.logoUrl) : {};
  const theme = await update(deps, ctx.companyId, { [column]: url, ...icons });
  await removeStored(deps, ctx.companyId, [
    row[column],
    ...(iconsChange ? [row.appIcon192Url, row.appIcon512Url] : []),
  ]);
  return theme;
}

/** POST store-logo: a JPEG or PNG (by content) into one slot, scaled down to fit, in its own format. */
export async function storeThemeLogo(deps: AppDeps, ctx: RequestContext, slot: ThemeLogoSlot, content: Buffer) {
  const { kind, image } = await readImage(content);
  const max = slot === 'favicon' ? FAVICON_MAX : LOGO_MAX;
  if (image.bitmap.width > max || image.bitmap.height > max) image.scaleToFit({ w: max, h: max });
  const bytes =
    kind.type === 'image/png'
      ? await image.getBuffer('image/png')
      : await image.getBuffer('image/jpeg', { quality: 90 });
  const { image: url } = await saveFile(deps.storage, ctx.companyId, { image: bytes }, kind.extension);
  return replaceSlot(deps, ctx, slot, url);
}

/** POST remove-logo: the slot is emptied (the site falls back: dark → light logo → default icon). */
export const removeThemeLogo = (deps: AppDeps, ctx: RequestContext, slot: ThemeLogoSlot) =>
  replaceSlot(deps, ctx, slot, null);
