import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

describe('platform', () => {
  it('health check reaches the database', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response).toMatchObject({ status: 200, data: { status: 'ok', database: 'ok' } });
  });

  it('site settings by domain and by host', async () => {
    const byDomain = await t.call('GET', '/api/attribute/data-company?domain=LOCALHOST', { host: 'elsewhere' });
    expect(byDomain.data).toMatchObject({
      companyId: 'demo',
      com_name: 'Niaga Demo Sdn Bhd',
      dcolor_primary: '#019aff',
      currency: 'MYR',
    });
    const byHost = await t.call('GET', '/api/site-settings', { host: 'locked.localhost:3000' });
    expect(byHost.data.com_name).toBe('Locked Trading Sdn Bhd');
    const unknown = await t.call('GET', '/api/attribute/data-company?domain=nowhere.example');
    expect(unknown.status).toBe(404);
  });

  it('answers the installable-app manifest of the host', async () => {
    const response = await t.call('GET', '/api/manifest.webmanifest');
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(response.body)).toMatchObject({
      name: 'Niaga Demo Sdn Bhd',
      theme_color: '#019aff',
      display: 'standalone',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.call('GET', '/api/docs/json');
    expect(response.status).toBe(200);
    const document = JSON.parse(response.body);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/user/detail', '/api/setup/staff']),
    );
  });

  it('answers unknown API paths with the envelope, in the caller language', async () => {
    const response = await t.call('GET', '/api/nope', { language: 'id-ID,id;q=0.9' });
    expect(response.status).toBe(404);
    expect(response.meta).toMatchObject({ code: 404, message: '404 Halaman Tidak Ditemukan' });
  });
});
