import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { newId } from './ids.js';
import type { FileStorage, StoredFile } from './storage.js';

const SIGNATURES = [
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

/** JPEG or PNG by the file's first bytes, whatever its name or declared type says. */
export function imageKind(content: Buffer) {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => content[index] === byte)) ?? null;
}

/** Files a person may upload as a document (news attachments, marketing files), with their Content-Type. */
export const DOCUMENT_CONTENT_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
export type DocumentType = keyof typeof DOCUMENT_CONTENT_TYPES;
const PDF_SIGNATURE = Buffer.from('%PDF-');

/** PDF, JPEG or PNG by the file's first bytes, whatever its name or declared type says. */
export function documentType(content: Buffer): DocumentType | null {
  if (content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
  return imageKind(content)?.extension ?? null;
}

/** Reads the one file of a multipart request, refusing more than `maxBytes`. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  // The OpenAPI document describes the upload from this declaration (platform/openapi.ts): a route must make it.
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  if (!consumes?.includes('multipart/form-data'))
    throw new Error(`${request.routeOptions.url} reads an upload: declare consumes: ['multipart/form-data']`);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw new AppError(400, 'upload.missing', 'VALIDATION', { file: 'upload.missing' });
  const content = await file.toBuffer().catch(() => null);
  if (!content || file.file.truncated)
    throw new AppError(413, 'upload.tooLarge', 'VALIDATION', { file: 'upload.tooLarge' });
  return content;
}

/** Writes files that share one random name (`<id>-<suffix>.<ext>`) and answers their public URLs by suffix. */
export async function saveFile<T extends Record<string, Buffer>>(
  storage: FileStorage,
  companyId: string,
  files: T,
  extension: 'jpg' | 'png',
): Promise<Record<keyof T, string>> {
  const id = newId();
  const urls: Record<string, string> = {};
  for (const [suffix, content] of Object.entries(files)) {
    const name = `${id}-${suffix.slice(0, 1)}.${extension}`;
    await storage.put(`${companyId}/${name}`, content, imageTypeOf(name));
    urls[suffix] = publicUploadUrl(companyId, name);
  }
  return urls as Record<keyof T, string>;
}

/** Stores an image of a company and answers its public URL (`/uploads/<company>/<id>.<ext>`). */
export async function saveImage(storage: FileStorage, companyId: string, content: Buffer): Promise<string> {
  const kind = imageKind(content);
  if (!kind) throw new AppError(400, 'upload.imageType', 'VALIDATION', { file: 'upload.imageType' });
  const name = `${newId()}.${kind.extension}`;
  await storage.put(`${companyId}/${name}`, content, kind.type);
  return publicUploadUrl(companyId, name);
}

export const SAFE_PART = /^[A-Za-z0-9-]+$/;
export const SAFE_FILE = /^[A-Za-z0-9-]+\.(jpg|png)$/;

/** The public URL of a company's upload: `/uploads/<company>/<file>` (answered on that company's own host only). */
export const publicUploadUrl = (companyId: string, file: string) => `/uploads/${encodeURIComponent(companyId)}/${file}`;

/** Whether `url` is one of the company's own public uploads (a stored image), never another site's or company's. */
export function isOwnUpload(companyId: string, url: string) {
  const prefix = publicUploadUrl(companyId, '');
  return url.startsWith(prefix) && SAFE_FILE.test(url.slice(prefix.length));
}

/** The storage key of a public upload (`<company>/<file>`), or null when the names are not ones we write. */
export function publicUploadKey(companyId: string, file: string): string | null {
  if (!SAFE_PART.test(companyId) || !SAFE_FILE.test(file)) return null;
  return `${companyId}/${file}`;
}

/** The stored bytes of one of the company's own public uploads named by its URL, or null (not ours, or gone). */
export async function readOwnUpload(storage: FileStorage, companyId: string, url: string | null) {
  if (!url || !isOwnUpload(companyId, url)) return null;
  const key = publicUploadKey(companyId, url.slice(publicUploadUrl(companyId, '').length));
  return key ? storage.read(key) : null;
}

/**
 * Kinds of private files: served only by `GET /api/files/<kind>/<owner>/<name>` to the people the kind allows.
 * `receipts` are bank-transfer receipts, owned by their order.
 */
export const PRIVATE_KINDS = ['receipts'] as const;
export type PrivateKind = (typeof PRIVATE_KINDS)[number];

/**
 * Private files are stored under `.private/<company>/<kind>/<owner>/<name>`: the public route serves only companies
 * named `[A-Za-z0-9-]`, so nothing under `.private` is ever answered by it.
 */
export function privateFileKey(companyId: string, kind: PrivateKind, owner: string, name: string): string | null {
  if (!SAFE_PART.test(companyId) || !SAFE_PART.test(owner) || !SAFE_FILE.test(name)) return null;
  return `.private/${companyId}/${kind}/${owner}/${name}`;
}

/** The URL of a private file; the company is the caller's (from the token), so it is not part of it. */
export const privateFileUrl = (kind: PrivateKind, owner: string, name: string) =>
  `/api/files/${kind}/${encodeURIComponent(owner)}/${name}`;

/** Stores a private JPEG or PNG (checked by content) and answers its URL (`/api/files/<kind>/<owner>/<id>.<ext>`). */
export async function savePrivateImage(
  storage: FileStorage,
  companyId: string,
  kind: PrivateKind,
  owner: string,
  content: Buffer,
): Promise<string> {
  const type = imageKind(content);
  if (!type) throw new AppError(400, 'upload.imageType', 'VALIDATION', { file: 'upload.imageType' });
  const name = `${newId()}.${type.extension}`;
  const key = privateFileKey(companyId, kind, owner, name);
  if (!key) throw new AppError(400, 'upload.missing', 'VALIDATION', { file: 'upload.missing' });
  await storage.put(key, content, type.type);
  return privateFileUrl(kind, owner, name);
}

/** Removes a private file written for a change that did not happen (best effort). */
export async function removePrivateFile(storage: FileStorage, companyId: string, url: string): Promise<void> {
  const match = /^\/api\/files\/([a-z]+)\/([^/]+)\/([^/]+)$/.exec(url);
  if (!match || !(PRIVATE_KINDS as readonly string[]).includes(match[1]!)) return;
  const key = privateFileKey(companyId, match[1] as PrivateKind, decodeURIComponent(match[2]!), match[3]!);
  if (key) await storage.remove(key).catch(() => {});
}

/** The Content-Type of a stored image by its extension (names are ours: `.png` or `.jpg`). */
export const imageTypeOf = (file: string) => (file.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** `attachment` with the name in ASCII (for every client) and in UTF-8 (RFC 6266 `filename*`). */
export function attachmentHeader(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Route options of a private file: route hooks run after the app's, so this one keeps `private` beside the
 * `no-store` every signed-in answer gets.
 */
export const privateFileRouteOptions = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'private, no-store');
  },
};

/** Answers a stored private file: its type, never cached, never sniffed, shown inline (under `fileName` if given). */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile, type: string, fileName?: string) {
  return reply
    .type(type)
    .header('Content-Length', file.size)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', fileName ? `inline; filename="${fileName}"` : 'inline')
    .send(file.stream);
}
