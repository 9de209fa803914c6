// Issue 20 "Company settings": the calls every page or checkout makes of the company's settings, on PostgreSQL at 50
// concurrent clients, each in one-second slices alternating with its own baseline (GET /api/user/detail) and reported
// as a ratio to it: the site settings by host and the manifest (every first paint, public), an agent's payment
// methods (every checkout, through the company's gateway integration) and HQ's feature switches.
import { login, measureAgainstBaseline, recreateDatabase, startServer } from './lib.mjs';

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_company_settings');
  const { child, base } = await startServer({ databaseUrl, port: 3916 });
  try {
    const agent = await login(base, 'agent3@demo.niaga.test', 'agent');
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const headers = (token) => ({ ...(token ? { authorization: `Bearer ${token}` } : {}), host: 'localhost' });
    const measure = (path, token, target) =>
      measureAgainstBaseline(
        { urls: [`${base}${path}`], headers: headers(token), connections: 50 },
        { base, token: agent, seconds: 8, target },
      );
    return {
      siteSettings: await measure('/api/site-settings', null, 0.8),
      manifest: await measure('/api/manifest.webmanifest', null, 0.8),
      paymentMethods: await measure('/api/sales/payment-method', agent, 0.5),
      companyFeatures: await measure('/api/setup/company-features', hq, 0.5),
    };
  } finally {
    child.kill('SIGTERM');
  }
}
