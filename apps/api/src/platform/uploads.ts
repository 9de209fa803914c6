import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { newId } from './ids.js';

const SIGNATURES = [
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

/** JPEG or PNG by the file's first bytes, whatever its name or declared type says. */
export function imageKind(content: Buffer) {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => content[index] === byte)) ?? null;
}

export type UploadStore = { dir: string };

/** Reads the one file of a multipart request, refusing more than `maxBytes`. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw new AppError(400, 'upload.missing', 'VALIDATION', { file: 'upload.missing' });
  const content = await file.toBuffer().catch(() => null);
  if (!content || file.file.truncated)
    throw new AppError(413, 'upload.tooLarge', 'VALIDATION', { file: 'upload.tooLarge' });
  return content;
}

/** Writes files that share one random name (`<id>-<suffix>.<ext>`) and answers their public URLs by suffix. */
export async function saveFile<T extends Record<string, Buffer>>(
  store: UploadStore,
  companyId: string,
  files: T,
  extension: string,
): Promise<Record<keyof T, string>> {
  const folder = path.join(store.dir, companyId);
  await mkdir(folder, { recursive: true });
  const id = newId();
  const urls: Record<string, string> = {};
  for (const [suffix, content] of Object.entries(files)) {
    const name = `${id}-${suffix.slice(0, 1)}.${extension}`;
    await writeFile(path.join(folder, name), content);
    urls[suffix] = `/uploads/${encodeURIComponent(companyId)}/${name}`;
  }
  return urls as Record<keyof T, string>;
}

/** Stores an image of a company and answers its public URL (`/uploads/<company>/<id>.<ext>`). */
export async function saveImage(store: UploadStore, companyId: string, content: Buffer): Promise<string> {
  const kind = imageKind(content);
  if (!kind) throw new AppError(400, 'upload.imageType', 'VALIDATION', { file: 'upload.imageType' });
  const folder = path.join(store.dir, companyId);
  await mkdir(folder, { recursive: true });
  const name = `${newId()}.${kind.extension}`;
  await writeFile(path.join(folder, name), content);
  return `/uploads/${encodeURIComponent(companyId)}/${name}`;
}

const SAFE_PART = /^[A-Za-z0-9-]+$/;
const SAFE_FILE = /^[A-Za-z0-9-]+\.(jpg|png)$/;

/** Serves stored uploads; names are random, so they are cached for good. */
export function registerUploadRoutes(app: FastifyInstance, store: UploadStore) {
  app.get<{ Params: { company: string; file: string } }>(
    '/uploads/:company/:file',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { company, file } = request.params;
      const fullPath = path.join(store.dir, company, file);
      if (!SAFE_PART.test(company) || !SAFE_FILE.test(file) || !existsSync(fullPath)) {
        return reply.status(404).send({ meta: { code: 404, message: 'Not found' }, data: null });
      }
      return reply
        .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(fullPath));
    },
  );
}
