// Issue "Platform foundation": GET /api/user/detail under 50 connections on PostgreSQL, server RSS,
// and the gzipped JavaScript the login page loads in Chromium.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { login, recreateDatabase, rssMegabytes, startServer } from './lib.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_platform');
  const { child, base } = await startServer({ databaseUrl, port: 3901 });
  try {
    const token = await login(base, 'hq@demo.niaga.test', 'hq');
    const load = (duration) =>
      autocannon({
        url: `${base}/api/user/detail`,
        connections: 50,
        duration,
        headers: { authorization: `Bearer ${token}`, host: 'localhost' },
      });
    await load(3); // warm-up: JIT, connection pool, PostgreSQL plans
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMegabytes(child.pid));
    }, 250);
    const result = await load(15);
    clearInterval(sampler);

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')]).then(
            ([body, sizes, encoding]) => ({
              url: response.url(),
              gzip: gzipSync(body).length,
              transferred: sizes.responseBodySize,
              encoding: encoding ?? 'identity',
            }),
          ),
        );
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    await browser.close();
    const kb = (bytes) => Math.round(bytes / 102.4) / 10;
    const loginJsGzipKb = kb(loaded.reduce((sum, script) => sum + script.gzip, 0));
    const loginJsTransferredKb = kb(loaded.reduce((sum, script) => sum + script.transferred, 0));
    const encodings = [...new Set(loaded.map((script) => script.encoding))];

    return {
      userDetail: {
        connections: 50,
        durationSeconds: 15,
        requestsPerSecond: Math.round(result.requests.average),
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        errors: result.errors,
        non2xx: result.non2xx,
        peakServerRssMb: peakRss,
        targets: { requestsPerSecond: 5000, p99Ms: 20, rssMb: 300 },
      },
      loginPage: {
        scripts: loaded.length,
        gzippedJsKb: loginJsGzipKb,
        /** What the browser actually received for those scripts (the server sends the build's .br/.gz copies). */
        transferredJsKb: loginJsTransferredKb,
        encodings,
        targetKb: 200,
      },
    };
  } finally {
    child.kill('SIGTERM');
  }
}
