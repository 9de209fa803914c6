import type { MarketingFileType } from '@niaga/shared';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { FileStorage } from '../../platform/storage.js';
import { DOCUMENT_CONTENT_TYPES, documentType } from '../../platform/uploads.js';

/** The name POST /api/marketing/file/upload answers: `<id>.<type>`, the id the file's row then takes. */
const UPLOAD_NAME = /^([A-Za-z0-9-]+)\.(jpg|png|pdf)$/;

/** Where a marketing file lies in the storage (never served by the public uploads route). */
export const marketingKey = (companyId: string, id: string, type: MarketingFileType) =>
  `.private/${companyId}/marketing/${id}.${type}`;

export const marketingContentType = (type: MarketingFileType) => DOCUMENT_CONTENT_TYPES[type];

/** Stores an upload (JPG, PNG or PDF by content, spec §5) and answers its name, type and size for the store call. */
export async function saveMarketingUpload(storage: FileStorage, companyId: string, content: Buffer) {
  const type = documentType(content);
  if (!type) throw new AppError(400, 'marketing.fileType', 'VALIDATION', { file: 'marketing.fileType' });
  const id = newId();
  await storage.put(marketingKey(companyId, id, type), content, marketingContentType(type));
  return { upload: `${id}.${type}`, type, size: content.length };
}

/** An upload of the company named as POST /api/marketing/file/upload answered it, or null when there is none. */
export async function storedUpload(storage: FileStorage, companyId: string, upload: string) {
  const match = UPLOAD_NAME.exec(upload);
  if (!match) return null;
  const id = match[1] as string;
  const type = match[2] as MarketingFileType;
  const opened = await storage.open(marketingKey(companyId, id, type));
  if (!opened) return null;
  opened.stream.destroy();
  return { id, type, size: opened.size };
}

/** The name a download or zip entry takes: the file's name with its type's extension (added when missing). */
export function downloadName(name: string, type: MarketingFileType) {
  const safe = name.replace(/[\\/]/g, '-');
  const extensions = type === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type}`];
  return extensions.some((extension) => safe.toLowerCase().endsWith(extension)) ? safe : `${safe}.${type}`;
}
