import { Jimp } from 'jimp';
import { AppError } from './errors.js';
import { imageKind, saveFile, type UploadStore } from './uploads.js';

/** Longest side of each stored rendition, in pixels. */
export const RENDITIONS = { small: 320, large: 1200 } as const;

/**
 * Stores an uploaded JPEG or PNG (checked by content) as a small and a large rendition, never enlarged, in
 * its own format. Answers both URLs: `<name>-s.<ext>` and `<name>-l.<ext>`.
 */
export async function saveImageRenditions(store: UploadStore, companyId: string, content: Buffer) {
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
  const name = await saveFile(store, companyId, { small, large }, kind.extension);
  return name;
}
