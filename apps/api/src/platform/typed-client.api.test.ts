import { NiagaApiError, unwrap } from '@niaga/client';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.js';
import { signedInClient, typedClient } from '../testing/typed-client.js';

/**
 * Issue 26: the typed client (@niaga/client, generated from the OpenAPI document) against a listening server, as an
 * integrator calls it. tsc checks this file: the `@ts-expect-error` lines prove the generated types refuse a wrong
 * path and a wrong body.
 */
const t = useTestApp();

const courier = (name: string) => ({
  name,
  regions: [{ name: 'All', states: ['Johor'], rates: [{ fromGrams: 0, toGrams: 1000, price: 800 }] }],
});

describe('the typed client', () => {
  it('signs in, lists, creates and reads typed answers', async () => {
    const hq = await signedInClient(t, 'hq@demo.niaga.test', 'hq');
    const products = await unwrap(hq.GET('/api/products', { params: { query: { limit: 5 } } }));
    expect(Array.isArray(products.items)).toBe(true);
    const orders = await unwrap(hq.GET('/api/orders', { params: { query: { page: 1 } } }));
    expect(typeof orders.total).toBe('number');

    const created = await unwrap(hq.POST('/api/courier/store', { body: courier('Client Express') }));
    const read = await unwrap(hq.GET('/api/courier/{id}', { params: { path: { id: created.id } } }));
    expect(read).toMatchObject({ id: created.id, name: 'Client Express', regions: [{ states: ['Johor'] }] });

    // @ts-expect-error: no such path in the document
    await hq.GET('/api/no-such-route');
    // @ts-expect-error: `handlingFee` is a number of sen
    await hq.POST('/api/courier/store', { body: { ...courier('Wrong Express'), handlingFee: 'free' } });
    // @ts-expect-error: `id` is a path parameter of this route, and required
    await hq.GET('/api/courier/{id}', { params: { path: {} } });
  });

  it('throws the error envelope as a NiagaApiError with its reason, field errors and language', async () => {
    const hq = await signedInClient(t, 'hq@demo.niaga.test', 'hq');
    await unwrap(hq.POST('/api/courier/store', { body: courier('Twice Express') }));
    const failure = (call: Promise<unknown>) =>
      call.then(
        () => expect.fail('answered 200'),
        (error) => error,
      );

    const taken = await failure(unwrap(hq.POST('/api/courier/store', { body: courier('twice express') })));
    expect(taken).toBeInstanceOf(NiagaApiError);
    expect(taken).toMatchObject({ status: 409, reason: 'CONFLICT' });

    const invalid = await failure(unwrap(hq.POST('/api/courier/store', { body: courier('') })));
    expect(invalid).toMatchObject({ status: 400, reason: 'VALIDATION' });
    expect(Object.keys(invalid.fieldErrors)).toContain('name');

    const missing = await failure(unwrap(hq.GET('/api/courier/{id}', { params: { path: { id: 'nope' } } })));
    expect(missing).toMatchObject({ status: 404, reason: 'NOT_FOUND' });

    const anonymous = await typedClient(t, { language: 'ms' });
    const english = await failure(unwrap((await typedClient(t)).GET('/api/orders')));
    const malay = await failure(unwrap(anonymous.GET('/api/orders')));
    expect(english).toMatchObject({ status: 401, reason: 'UNAUTHENTICATED' });
    expect(malay.status).toBe(401);
    expect(malay.message).not.toBe(english.message);

    // An API key travels as the bearer (an unknown one is refused like any token).
    const sent: Request[] = [];
    const keyed = await typedClient(t, {
      apiKey: 'nk_unknown',
      fetch: (request) => {
        sent.push(request);
        return fetch(request);
      },
    });
    expect(await failure(unwrap(keyed.GET('/api/orders')))).toMatchObject({ status: 401 });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer nk_unknown');
  });
});
