import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './storage.js';

export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (Cloudflare R2, MinIO, Wasabi…); AWS itself when unset. */
  endpoint?: string | undefined;
  /** `https://host/<bucket>/<key>` instead of `https://<bucket>.host/<key>` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key (`niaga/` keeps the app's files in one folder of a shared bucket). */
  prefix?: string | undefined;
};

/** A missing object: GetObject answers `NoSuchKey`, HeadObject (no body) a bare 404 `NotFound`. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Answers null for a missing object; any other failure (access denied, network) is thrown. */
const unlessMissing = <T>(request: Promise<T>) =>
  request.catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });

/** Files in an S3-compatible bucket, through the official AWS SDK (v3). Keys are the local store's, after `prefix`. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket: settings.bucket, Key: prefix + key };
  };
  const open = async (key: string) => {
    const answer = await unlessMissing(client.send(new GetObjectCommand(object(key))));
    return answer?.Body ? { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 } : null;
  };
  return {
    async put(key, content, contentType) {
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: content,
          ContentType: contentType,
          ContentLength: content.length,
        }),
      );
    },
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: createReadStream(filePath),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    open,
    async read(key) {
      const file = await open(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    exists: async (key) => (await unlessMissing(client.send(new HeadObjectCommand(object(key))))) !== null,
    async remove(key) {
      await unlessMissing(client.send(new DeleteObjectCommand(object(key))));
    },
  };
}
