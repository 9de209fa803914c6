import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const script = `console.log(${JSON.stringify('Niaga '.repeat(500))});`;
const page = '<!doctype html><html><body><div id="root"></div></body></html>';
let dist: string;
let t: TestApp;

/** A built web app as `npm run build` leaves it: files with their brotli and gzip copies. */
function writeBuilt(file: string, body: string) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, body);
  writeFileSync(`${full}.br`, brotliCompressSync(body));
  writeFileSync(`${full}.gz`, gzipSync(body));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'niaga-web-'));
  writeBuilt('index.html', page);
  writeBuilt('assets/index-abc123.js', script);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe("the operator's host", () => {
  it('sends every page but the console to /operator, and serves the console pages', async () => {
    const on = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
    for (const url of ['/', '/login', '/operatorx', '/home?x=1']) {
      const answer = await on(url, 'operator.localhost');
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location).toBe('/operator');
    }
    for (const url of ['/operator', '/operator/login', '/operator/companies/demo']) {
      const answer = await on(url, 'operator.localhost:3000');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toBe(page);
    }
    expect((await on('/', 'localhost')).body).toBe(page);
  });
});

describe('the built web app', () => {
  it('tells every robot to stay out except on the storefronts (robots.txt)', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe('User-agent: *\nAllow: /s/\nDisallow: /\n');
  });

  it('goes out precompressed: brotli when accepted, else gzip, else as it is; hashed files cached a year', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page of the client router with index.html, compressed and revalidated', async () => {
    const reset = await get('/reset-password?token=demo.secret-in-the-url', 'br');
    expect(reset.statusCode).toBe(200);
    // The reset link's token must not leave in a Referer header, and the page runs under the CSP.
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    expect(reset.headers['content-security-policy']).toContain("script-src 'self'");
    const answer = await get('/manage-orders', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
  });
});
