import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3Request = { method: string; path: string; headers: IncomingHttpHeaders };

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local HTTP server that plays an S3 bucket, path style (`PUT/GET/HEAD/DELETE /<bucket>/<key>`): objects in memory,
 * every request kept for assertions. A missing key answers 404 with S3's `NoSuchKey` XML (HEAD: no body, as S3);
 * a key ending in `denied.png` answers 403 `AccessDenied`. `env` points an app or the adapter at it.
 */
export async function startFakeS3(bucket = 'niaga-test') {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: S3Request[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? '';
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    requests.push({ method, path, headers: request.headers });
    const fail = (status: number, code: string, message: string) => {
      if (method === 'HEAD') return response.writeHead(status).end();
      response.writeHead(status, { 'Content-Type': 'application/xml' }).end(errorXml(code, message));
    };
    if (!path.startsWith(`/${bucket}/`)) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = path.slice(bucket.length + 2);
    if (key.endsWith('denied.png')) return fail(403, 'AccessDenied', 'Access Denied');
    const object = objects.get(key);
    if (method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: request.headers['content-type'] ?? '' });
      return response.writeHead(200, { ETag: '"fake"' }).end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
    response.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length, ETag: '"fake"' });
    response.end(method === 'GET' ? object.body : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bucket,
    endpoint,
    objects,
    requests,
    /** The settings that put an app's uploads in this bucket. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the SDK keeps its connections open
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
