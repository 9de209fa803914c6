import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, responseChecker } from '../testing/openapi-validator.js';
import { useTestApp } from '../testing/test-app.js';
import { operationIdOf } from './openapi-operation.js';

/** Issue 26: the OpenAPI document is a clean contract that says what the server does (docs/api.md "Contract"). */
const t = useTestApp();
let document: OpenApiDocument;
let hq: string;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
const operation = (method: string, path: string) => document.paths[path]?.[method] as Operation;

beforeAll(async () => {
  document = JSON.parse((await t.call('GET', '/api/docs/json')).body);
  hq = await t.login('hq@demo.niaga.test', 'hq');
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    // At the path .redocly.lint-ignore.yaml names (next to redocly.yaml, at the repository's root).
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const file = join(root, '.openapi', 'openapi.json');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(document, null, 1));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format=json', '--max-problems=50'],
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as { problems: Array<{ ruleId: string; message: string }> };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  }, 60_000);

  it('names every operation from its method and path, once', () => {
    const ids = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => {
        expect((op as Operation).operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
        return (op as Operation).operationId;
      }),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('POST', '/api/commission/close')).toBe('postCommissionClose');
    expect(operationIdOf('GET', '/api/courier/{id}')).toBe('getCourierById');
  });

  it('asks a token only where one is needed, and says who may call', () => {
    expect(operation('post', '/api/login').security).toEqual([]);
    expect(operation('get', '/api/attribute/locations').security).toEqual([]);
    expect(operation('get', '/api/attribute/locations').responses['401']).toBeUndefined();
    expect(Object.keys(operation('post', '/api/login').responses)).toEqual(
      expect.arrayContaining(['401', '403', '429']),
    );
    expect(operation('post', '/api/sales/checkout').description).toContain('**Who:** Agents.');
    expect(operation('get', '/api/user/detail').security).toBeUndefined();
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/api/user/detail').responses['401']).toBeDefined();
    expect(operation('post', '/api/setup/staff').description).toContain('HQ, staff (staff need `add_user`)');
  });

  it('declares errors with the error envelope, which allows meta.reason', () => {
    const notFound = operation('get', '/api/courier/{id}').responses['404'];
    expect(notFound?.content?.['application/json']).toEqual({ schema: { $ref: '#/components/schemas/ErrorEnvelope' } });
    const meta = (document.components.schemas as Record<string, { properties: { meta: { properties: object } } }>)
      .ErrorEnvelope?.properties.meta.properties;
    expect(Object.keys(meta ?? {})).toEqual(['code', 'message', 'reason', 'errors']);
  });

  it('declares uploads, raw bodies, file answers and the Idempotency-Key header', () => {
    const upload = operation('post', '/api/user/upload-image').requestBody?.content['multipart/form-data'];
    expect(upload?.schema).toMatchObject({ required: ['file'], properties: { file: { format: 'binary' } } });
    expect(Object.keys(operation('post', '/api/payments/callback/{provider}').requestBody?.content ?? {})).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(Object.keys(operation('get', '/api/commission/payouts/bank-file').responses['200']?.content ?? {})).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(operation('get', '/api/report/getcp58/pdf').responses['200']?.content ?? {})).toEqual([
      'application/pdf',
    ]);
    const key = operation('post', '/api/sales/checkout').parameters?.find((p) => p.name === 'Idempotency-Key');
    expect(key).toMatchObject({ in: 'header' });
  });

  it('carries the request rules the server enforces', () => {
    const body = (method: string, path: string) =>
      JSON.stringify(operation(method, path).requestBody?.content['application/json']?.schema);
    const password = body('post', '/api/user/change-password');
    expect(password).toContain('"minLength":8');
    for (const pattern of ['[A-Z]', '[a-z]', '[0-9]', '[^A-Za-z0-9]'])
      expect(password).toContain(JSON.stringify(pattern));
    expect(body('post', '/api/user/social-network')).toContain('[hH][tT][tT][pP][sS]?');
    expect(body('post', '/api/user/account-detail')).toContain('^(\\\\d{5})?$');
    const parameters = (path: string) => JSON.stringify(operation('get', path).parameters);
    expect(parameters('/api/attribute/city')).toContain('Give exactly one of `state` and `province`');
    for (const path of [
      '/api/commission',
      '/api/commission/details',
      '/api/commission/income-statement',
      '/api/report/getcp58',
    ])
      expect(parameters(path), path).toContain('Required for HQ (400 without it)');
  });

  it('describes records keyed by an enum with each key', () => {
    const response = operation('get', '/api/commission').responses['200']?.content?.['application/json'] as {
      schema: { properties: { data: { properties: { thisMonth: { properties: { byType: object } } } } } };
    };
    const byType = response.schema.properties.data.properties.thisMonth.properties.byType as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(Object.keys(byType.properties)).toEqual(byType.required);
  });

  it('documents an unambiguous path for each ambiguous one, and still answers the old path', async () => {
    expect(document.paths['/api/courier/update/{id}']).toBeUndefined();
    expect(operation('post', '/api/courier/{id}')).toBeDefined();
    const old = await t.call('POST', '/api/courier/update/nope', { token: hq, body: {} });
    const documented = await t.call('POST', '/api/courier/nope', { token: hq, body: {} });
    expect([old.status, documented.status]).toEqual([400, 400]);
    expect(old.meta?.errors).toEqual(documented.meta?.errors);
  });
});

describe("fastify's own errors", () => {
  const check = () => responseChecker(document);
  const errorEnvelope = (body: string, status: number) =>
    check()('GET', '/api/courier/{id}', { status: 404, contentType: 'application/json', body }).concat(
      JSON.parse(body).meta.code === status ? [] : ['code'],
    );

  it('answers a path parameter over 100 characters with 414 in the envelope, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/courier/${'x'.repeat(120)}`,
      headers: { host: 'localhost', authorization: `Bearer ${hq}`, 'accept-language': 'ms' },
    });
    expect(response.statusCode).toBe(414);
    expect(errorEnvelope(response.body, 414)).toEqual([]);
    expect(response.json().meta.message).toBe('Alamat ini terlalu panjang.');
  });

  it('answers a body too large (413), an unsupported content type (415) and broken JSON (400) in the envelope', async () => {
    const post = (type: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: 'localhost', 'content-type': type },
        payload,
      });
    const big = await post('application/json', JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    const xml = await post('text/xml', '<login/>');
    const broken = await post('application/json', '{broken');
    expect([big.statusCode, xml.statusCode, broken.statusCode]).toEqual([413, 415, 400]);
    for (const response of [big, xml, broken]) expect(errorEnvelope(response.body, response.statusCode)).toEqual([]);
    expect(big.json().meta.message).toBe('What was sent is too large.');
  });

  it('answers an unknown API path and a validation error in the envelope', async () => {
    const unknown = await t.call('GET', '/api/no-such-route');
    expect(errorEnvelope(unknown.body, 404)).toEqual([]);
    const invalid = await t.call('GET', '/api/courier/x?page=nope', { token: hq });
    expect(invalid.status).toBe(404);
    const badQuery = await t.call('GET', '/api/courier?page=-1', { token: hq });
    expect(badQuery.status).toBe(400);
    expect(badQuery.meta?.reason).toBe('VALIDATION');
    expect(
      check()('GET', '/api/courier', { status: 400, contentType: 'application/json', body: badQuery.body }),
    ).toEqual([]);
  });
});
