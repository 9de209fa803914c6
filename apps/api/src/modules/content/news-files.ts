import type { NEWS_FILE_TYPES } from '@niaga/shared';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { FileStorage } from '../../platform/storage.js';
import { DOCUMENT_CONTENT_TYPES, documentType, SAFE_PART } from '../../platform/uploads.js';

type NewsFileType = (typeof NEWS_FILE_TYPES)[number];
const NEWS_FILE = /^[A-Za-z0-9-]+\.(pdf|jpg|png)$/;

/**
 * The storage key of a news attachment: `.private/<company>/news/<name>` (never answered by the public uploads
 * route; served by GET /api/setup/news-feed/{id}/file to those who see the post). Null for names we never write.
 */
export function newsFileKey(companyId: string, name: string): string | null {
  if (!SAFE_PART.test(companyId) || !NEWS_FILE.test(name)) return null;
  return `.private/${companyId}/news/${name}`;
}

/** Stores an attachment (PDF, JPEG or PNG by content) and answers its stored name and type. */
export async function saveNewsFile(storage: FileStorage, companyId: string, content: Buffer) {
  const type = documentType(content);
  if (!type) throw new AppError(400, 'newsFeed.fileType', 'VALIDATION', { file: 'newsFeed.fileType' });
  const file = `${newId()}.${type}`;
  await storage.put(newsFileKey(companyId, file) as string, content, DOCUMENT_CONTENT_TYPES[type]);
  return { file, type };
}

/** Whether `name` is an uploaded attachment of the company (false for a name we never write). */
export async function newsFileExists(storage: FileStorage, companyId: string, name: string) {
  const key = newsFileKey(companyId, name);
  return key ? storage.exists(key) : false;
}

/** An uploaded attachment of the company opened for reading, or null. */
export async function openNewsFile(storage: FileStorage, companyId: string, name: string) {
  const key = newsFileKey(companyId, name);
  return key ? storage.open(key) : null;
}

/** Removes an attachment of the company (nothing for a name we never write). */
export async function removeNewsFile(storage: FileStorage, companyId: string, name: string) {
  const key = newsFileKey(companyId, name);
  if (key) await storage.remove(key);
}

export const newsFileTypeOf = (name: string) => name.split('.').pop() as NewsFileType;
export const newsFileContentType = (name: string) => DOCUMENT_CONTENT_TYPES[newsFileTypeOf(name)];
