import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3.js';
import { type FileStorage, localStorage } from './storage.js';
import { s3Storage } from './storage-s3.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

async function bytesOf(storage: FileStorage, key: string) {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { size: file.size, bytes: Buffer.concat(chunks) };
}

const UNSAFE_KEYS = ['../x.png', 'demo/../../x.png', '/etc/passwd', 'demo/a b.png', 'demo/x.PNG', '.private/../x.png'];

describe('localStorage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'niaga-storage-'));
  const storage = localStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, opens, reads, tells and removes a file, at <dir>/<key>', async () => {
    const key = '.private/demo/receipts/order-1/a1.png';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, PNG, 'image/png');
    expect(await readFile(path.join(dir, key))).toEqual(PNG);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.read(key)).toEqual(PNG);
    expect(await bytesOf(storage, key)).toEqual({ size: PNG.length, bytes: PNG });
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key); // already gone: no error
  });

  it('a folder is no file', async () => {
    await storage.put('demo/inner/x.png', PNG, 'image/png');
    expect(await storage.exists('demo/inner')).toBe(false);
    expect(await storage.open('demo/inner')).toBeNull();
  });

  it('refuses keys it would never write', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, PNG, 'image/png'), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('s3Storage, against a local server that plays S3', () => {
  let s3: FakeS3;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = s3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' },
      prefix: 'niaga/',
    });
  });
  afterAll(() => s3.close());

  const last = () => s3.requests.at(-1)!;

  it('PUT /<bucket>/<prefix><key> with its Content-Type, signed with AWS SigV4', async () => {
    await storage.put('demo/a1-l.png', PNG, 'image/png');
    const put = last();
    expect(put).toMatchObject({ method: 'PUT', path: `/${s3.bucket}/niaga/demo/a1-l.png` });
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(s3.objects.get('niaga/demo/a1-l.png')).toEqual({ body: PNG, type: 'image/png' });
  });

  it('GET opens the object as a stream with its size; read answers its bytes', async () => {
    expect(await bytesOf(storage, 'demo/a1-l.png')).toEqual({ size: PNG.length, bytes: PNG });
    expect(last()).toMatchObject({ method: 'GET', path: `/${s3.bucket}/niaga/demo/a1-l.png` });
    expect(await storage.read('demo/a1-l.png')).toEqual(PNG);
  });

  it('HEAD tells whether an object exists', async () => {
    expect(await storage.exists('demo/a1-l.png')).toBe(true);
    expect(last()).toMatchObject({ method: 'HEAD', path: `/${s3.bucket}/niaga/demo/a1-l.png` });
    expect(await storage.exists('demo/none.png')).toBe(false);
  });

  it('a missing key (404 NoSuchKey) opens and reads as null', async () => {
    expect(await storage.open('.private/demo/news/none.pdf')).toBeNull();
    expect(last()).toMatchObject({ method: 'GET', path: `/${s3.bucket}/niaga/.private/demo/news/none.pdf` });
    expect(await storage.read('demo/none.png')).toBeNull();
  });

  it('DELETE removes the object; removing it again is no error', async () => {
    await storage.remove('demo/a1-l.png');
    expect(last()).toMatchObject({ method: 'DELETE', path: `/${s3.bucket}/niaga/demo/a1-l.png` });
    expect(s3.objects.has('niaga/demo/a1-l.png')).toBe(false);
    await storage.remove('demo/a1-l.png');
    expect(await storage.open('demo/a1-l.png')).toBeNull();
  });

  it('any other failure (403 AccessDenied) is thrown, not taken for a missing file', async () => {
    await expect(storage.open('demo/denied.png')).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(storage.exists('demo/denied.png')).rejects.toThrow();
  });

  it('refuses unsafe keys before any request', async () => {
    const before = s3.requests.length;
    for (const key of UNSAFE_KEYS) await expect(storage.put(key, PNG, 'image/png'), key).rejects.toThrow(/Unsafe/);
    expect(s3.requests.length).toBe(before);
  });
});
