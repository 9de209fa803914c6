import { LIMITS } from '@niaga/shared';
import { Jimp } from 'jimp';
import { z } from 'zod';
import { contextOf, type RouteAccess } from './context.js';
import type { AppDeps } from './deps.js';
import { AppError } from './errors.js';
import type { routes } from './route.js';
import type { FileStorage } from './storage.js';
import { imageKind, readUpload, saveFile } from './uploads.js';

/** Longest side of each stored rendition, in pixels. */
export const RENDITIONS = { small: 320, large: 1200 } as const;

/**
 * Stores an uploaded JPEG or PNG (checked by content) as a small and a large rendition, never enlarged, in
 * its own format. Answers both URLs: `<name>-s.<ext>` and `<name>-l.<ext>`.
 */
export async function saveImageRenditions(storage: FileStorage, companyId: string, content: Buffer) {
  const kind = imageKind(content);
  if (!kind) throw new AppError(400, 'upload.imageType', 'VALIDATION', { file: 'upload.imageType' });
  const image = await Jimp.read(content).catch(() => {
    throw new AppError(400, 'upload.imageType', 'VALIDATION', { file: 'upload.imageType' });
  });
  const render = async (size: number) => {
    const copy = image.clone();
    if (copy.bitmap.width > size || copy.bitmap.height > size) copy.scaleToFit({ w: size, h: size });
    return kind.type === 'image/png' ? copy.getBuffer('image/png') : copy.getBuffer('image/jpeg', { quality: 82 });
  };
  const [small, large] = await Promise.all([render(RENDITIONS.small), render(RENDITIONS.large)]);
  const name = await saveFile(storage, companyId, { small, large }, kind.extension);
  return name;
}

/**
 * POST `url`: one JPEG or PNG upload (by content, at most 10 MB) saved as a small and a large rendition; answers
 * both URLs. `what` starts the route's summary ("Upload a product image").
 */
export function imageUploadRoute(
  r: ReturnType<typeof routes>,
  deps: AppDeps,
  url: string,
  spec: { access: RouteAccess; what: string },
) {
  r.post(
    url,
    {
      access: spec.access,
      summary: `${spec.what} (JPEG or PNG by content, at most 10 MB); answers a small and a large rendition`,
      consumes: ['multipart/form-data'],
      response: z.object({ small: z.string(), large: z.string() }),
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return saveImageRenditions(deps.storage, contextOf(request).companyId, content);
    },
  );
}
