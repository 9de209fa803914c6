import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NEWS_FILE_TYPES } from '@niaga/shared';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { DOCUMENT_CONTENT_TYPES, documentType, SAFE_PART, type UploadStore } from '../../platform/uploads.js';

type NewsFileType = (typeof NEWS_FILE_TYPES)[number];
const NEWS_FILE = /^[A-Za-z0-9-]+\.(pdf|jpg|png)$/;

/**
 * Where a news attachment lies: `<dir>/.private/<company>/news/<name>` (never answered by the public uploads
 * route; served by GET /api/setup/news-feed/{id}/file to those who see the post). Null for names we never write.
 */
export function newsFilePath(store: UploadStore, companyId: string, name: string): string | null {
  if (!SAFE_PART.test(companyId) || !NEWS_FILE.test(name)) return null;
  return path.join(store.dir, '.private', companyId, 'news', name);
}

/** Stores an attachment (PDF, JPEG or PNG by content) and answers its stored name and type. */
export async function saveNewsFile(store: UploadStore, companyId: string, content: Buffer) {
  const type = documentType(content);
  if (!type) throw new AppError(400, 'newsFeed.fileType', 'VALIDATION', { file: 'newsFeed.fileType' });
  const file = `${newId()}.${type}`;
  const fullPath = newsFilePath(store, companyId, file) as string;
  await mkdir(path.dirname(fullPath), { recursive: true });
  await writeFile(fullPath, content);
  return { file, type };
}

/** An uploaded attachment of the company, or null when the name is none we wrote. */
export function existingNewsFile(store: UploadStore, companyId: string, name: string) {
  const fullPath = newsFilePath(store, companyId, name);
  return fullPath && existsSync(fullPath) ? fullPath : null;
}

export const newsFileTypeOf = (name: string) => name.split('.').pop() as NewsFileType;
export const newsFileContentType = (name: string) => DOCUMENT_CONTENT_TYPES[newsFileTypeOf(name)];
