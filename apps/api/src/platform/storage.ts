import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { s3Storage } from './storage-s3.js';

/** A stored file opened for reading: its bytes as a stream and its size. */
export type StoredFile = { stream: Readable; size: number };

/**
 * Where uploaded files live. Keys are `/`-separated paths that we make ourselves from checked parts
 * (`<company>/<name>` for public files, `.private/<company>/<kind>/…` for private ones), never a user's text.
 * The local folder is the default; an S3-compatible bucket when configured.
 */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** Stores a file written on this machine (a large export) without reading it into memory. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The file as a stream with its size in bytes, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^(\.private\/)?[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+(\.[a-z0-9]+)?$/;

/** Refuses a key we would never write (`..`, absolute paths, odd characters), so no key leaves the store. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files in a folder on this machine (`UPLOAD_DIR`, else `DATA_DIR/uploads`). */
export function localStorage(dir: string): FileStorage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  const sizeOf = (key: string) =>
    stat(fullPath(key)).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );
  return {
    async put(key, content) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    async putFile(key, filePath) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(filePath, target);
    },
    async open(key) {
      const size = await sizeOf(key);
      return size === null ? null : { stream: createReadStream(fullPath(key)), size };
    },
    read: (key) => readFile(fullPath(key)).catch(() => null),
    exists: async (key) => (await sizeOf(key)) !== null,
    remove: (key) => rm(fullPath(key), { force: true }),
  };
}

/** Where uploads are kept: the S3-compatible bucket `S3_BUCKET` when set, else `UPLOAD_DIR` (or `DATA_DIR/uploads`). */
export function fileStorageOf(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      prefix: config.S3_PREFIX,
    });
  }
  return localStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}
