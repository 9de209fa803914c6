import { API_KEY_AREAS, type ApiKeyScopes } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../modules/api-keys/api-key-fixtures.js';
import { OPERATOR_PREFIX } from '../modules/auth/auth.hook.js';
import { parseXlsx, sheetKind } from '../modules/bulk-tracking/sheet.js';
import { campaignBody } from '../modules/campaigns/campaign-fixtures.js';
import { commissionPayouts } from '../modules/commission/commission.tables.js';
import { commissionRanks } from '../modules/network/network.tables.js';
import { newId } from '../platform/ids.js';
import { createProduct } from '../testing/catalog-fixtures.js';
import { companySnapshot } from '../testing/company-snapshot.js';
import { createSecondCompany, type SecondCompany } from '../testing/second-company.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { minimalValue } from './minimal-body.js';
import type { JsonSchema } from './openapi-inputs.js';
import { type CompanyRecords, callerRecordsOfA, createCompanyARecords } from './tenancy-records.js';
import { type CallerRecords, REQUEST_OVERRIDES } from './tenancy-sweep.requests.js';
import {
  FIELD_KINDS,
  FIXED_PARAMS,
  MISSING_VALUES,
  MULTIPART_ROUTES,
  NOT_TENANT_FIELDS,
  NOT_TENANT_PARAMS,
  PATH_KINDS,
  type RecordKind,
  ROUTE_FIELD_KINDS,
  TEMPORARY_ALLOWANCES,
} from './tenancy-sweep.tables.js';

/**
 * The tenancy sweep (security audit issue 14): every route of the OpenAPI document with an id in its path is
 * called with company B's HQ, agent and staff (every permission) tokens on company A's ids. Each must answer exactly what it answers for
 * an id that does not exist (404), or 403 when the role may never use the route; company A's data must be
 * unchanged afterwards. Ids in query strings and bodies are swept the same way. A param or id field whose kind is
 * unknown fails the sweep: new routes are covered by adding one line to tenancy-sweep.tables.ts, not by
 * remembering to write a test. See docs/architecture.md, "Security tests".
 */

type Operation = {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Route = { method: string; path: string; key: string; operation: Operation; params: string[] };
/** `key`: an API key of the company holding every area's write scope (issue 26), acting as its HQ. */
type Role = 'hq' | 'agent' | 'staff' | 'key';
type Answer = {
  status: number;
  reason: string | undefined;
  message: string | undefined;
  errors: Record<string, string> | undefined;
  body: string;
};
type Request = {
  body: Record<string, unknown> | undefined;
  query: Record<string, string>;
  headers: Record<string, string>;
};

const ROLES: Role[] = ['hq', 'agent', 'staff', 'key'];
/** The roles swept on a route: a key only where the document says it accepts keys (elsewhere: 403 for A and B). */
const rolesOf = (route: Route): Role[] =>
  ROLES.filter((role) => role !== 'key' || !!route.operation.security?.some((scheme) => 'apiKey' in scheme));
const EVERY_AREA = Object.fromEntries(API_KEY_AREAS.map((area) => [area, 'write'])) as ApiKeyScopes;
/** A's own GETs that answer other than 200 for the role, though the role may use the route (with the reason). */
const OWNER_NOT_FOUND: string[] = [
  // An agent reads only agents of its own downline; agent3 is not under the buyer.
  'agent GET /api/agents/{id}: 404 Not found.',
  // An agent manages only the orders it sells; the buyer reads its own order at /api/sales/my-orders/{id}.
  'agent GET /api/orders/{id}: 404 Not found.',
  // A payment is read by the one who pays it (the buyer), not by HQ or staff.
  'hq GET /api/payments/{id}: 404 Payment not found.',
  'staff GET /api/payments/{id}: 404 Payment not found.',
  // The sweep's plan simulation runs over a month without sales: no agent has a row in it.
  'hq GET /api/commission/plan/simulations/{id}/agents/{agentId}: 404 Not found.',
  'key GET /api/commission/plan/simulations/{id}/agents/{agentId}: 404 Not found.',
  // The sandbox's hosted page is the buyer's too (issue 14 finding 2).
  'hq GET /api/payments/sandbox/{id}: 404 Payment not found.',
  'staff GET /api/payments/sandbox/{id}: 404 Payment not found.',
  // An export (and its file) is read by the one who asked for it: the record is A's HQ's.
  'agent GET /api/report/export/{id}: 404 Not found.',
  'staff GET /api/report/export/{id}: 404 Not found.',
  'agent GET /api/report/export/{id}/file: 404 Not found.',
  'staff GET /api/report/export/{id}/file: 404 Not found.',
  // A store order is found by its number and its buyer's e-mail (issue 22); the sweep's sample pair names none.
  'hq GET /api/storefront/{slug}/track: 404 No order matches this order number and e-mail.',
  'agent GET /api/storefront/{slug}/track: 404 No order matches this order number and e-mail.',
  'staff GET /api/storefront/{slug}/track: 404 No order matches this order number and e-mail.',
  // A store payment's sandbox page opens by its signed session id; the sweep's sample session is none.
  'hq GET /api/storefront/{slug}/sandbox: 404 Payment not found.',
  'agent GET /api/storefront/{slug}/sandbox: 404 Payment not found.',
  'staff GET /api/storefront/{slug}/sandbox: 404 Payment not found.',
  // Only an accounting invoice's payment is answered there (issue 23); the sweep's payment is an order's.
  'agent GET /api/ejenpay/payment/{id}: 404 Payment not found.',
];
const MISSING_ID = 'sweep-missing-id-0000';
/** The operator's host in tests (the default `OPERATOR_HOST`) and its public sign-in. */
const OPERATOR_HOST = 'operator.localhost';
const OPERATOR_SIGN_IN = 'POST /api/operator/login';
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

let t: TestApp;
let b: SecondCompany;
/** Company B's callers: its HQ, agent and staff sessions and its API key. */
let bTokens: Record<Role, string>;
let records: CompanyRecords;
/** Company B's own records, for requests that must name B's records to be valid. */
let bRecords: CallerRecords;
/** Company A's, for the same requests made by A itself (the own-role checks). */
let aRecords: CallerRecords;
let routes: Route[];
/** Every route of the OpenAPI document; the operator's apart (`operatorRoutes`). */
let documentRoutes: Route[];
let operatorRoutes: Route[];
/** Every route of the document (the id-field sweep also covers routes without a path id). */
let allRoutes: Route[];
/**
 * Company A's own HQ and agent (the buyer of A's orders): a 403 counts only when the same role of A is also
 * refused, and A's own GETs on its ids answer 200 (the ids are real: a 404 for B is the company filter).
 */
let own: Record<Role, string>;

beforeAll(async () => {
  // Every route is called from one address: registration (and its legacy alias) would pass the per-IP limit.
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', API_KEY_RATE_PER_MINUTE: '1000000' });
  const companyA = await createCompanyARecords(t);
  records = companyA.ids;
  own = {
    ...companyA.tokens,
    key: (await createApiKey(t, companyA.tokens.hq, EVERY_AREA, { name: 'A sweep' })).secret,
  };
  aRecords = callerRecordsOfA(companyA, await inviteLinkOf(own.agent));

  b = await createSecondCompany(t);
  const bKey = await createApiKey(t, b.tokens.hq, EVERY_AREA, { name: 'B sweep', host: b.host });
  bTokens = { ...b.tokens, key: bKey.secret };
  bRecords = await secondCompanyRecords();
  const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
  documentRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        operation,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      })),
  );
  // The operator's routes are outside tenancy (no company's records): swept on their own below, not skipped.
  operatorRoutes = documentRoutes.filter((route) => route.path.startsWith(OPERATOR_PREFIX));
  allRoutes = documentRoutes.filter((route) => !route.path.startsWith(OPERATOR_PREFIX));
  routes = allRoutes.filter((route) => route.params.length > 0);
}, 60_000);
afterAll(() => t.close());

/** The parts of a registration link (`/new-registration/username/leaderName/…`) of the agent's first level. */
async function inviteLinkOf(token: string) {
  const [first] = (await t.call('GET', '/api/user/invite-links', { token })).data.items;
  const parts = new URL(first.url).pathname.split('/').slice(2).map(decodeURIComponent);
  const names = ['username', 'leaderName', 'leaderTier', 'leaderId', 'tierName', 'tierId', 'companyId'];
  return Object.fromEntries(names.map((name, index) => [name, parts[index] ?? '']));
}

/**
 * B's level; a product in stock at B's HQ, in B's agent's cart; a product with a stocked variant; a combo of both;
 * a courier; an address of B's agent; an approved payout; B's registration link.
 */
async function secondCompanyRecords(): Promise<CallerRecords> {
  const [level] = (await t.call('GET', '/api/setup/tier', { token: b.tokens.hq })).data.items;
  const product = await createProduct(t, b.tokens.hq, { levels: [{ levelId: level.id, price: 1_000 }] });
  const stock = await t.call('POST', '/api/inventory/store', {
    token: b.tokens.hq,
    body: { type: 'in', reason: 'sweep stock', items: [{ productId: product.id, amount: 100 }] },
  });
  const cart = await t.call('POST', '/api/sales/my-shop/add-cart', {
    token: b.tokens.agent,
    body: { kind: 'product', itemId: product.id, quantity: 1 },
  });
  const address = await t.call('POST', '/api/sales/customer/store', {
    token: b.tokens.agent,
    body: {
      firstName: 'B',
      address1: '1 Jalan B',
      postCode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
      phoneCode: '+60',
      phoneNumber: '123456789',
    },
  });
  const coloured = await createProduct(t, b.tokens.hq, {
    variants: ['Red'],
    levels: [{ levelId: level.id, price: 1_000 }],
  });
  const combo = await t.call('POST', '/api/combos', {
    token: b.tokens.hq,
    body: {
      name: 'B combo',
      code: 'B-CMB',
      requiredQuantity: 1,
      price: 1_000,
      products: [{ productId: product.id }, { productId: coloured.id }],
    },
  });
  const colouredStock = await t.call('POST', '/api/inventory/store', {
    token: b.tokens.hq,
    body: {
      type: 'in',
      reason: 'sweep stock',
      items: [{ productId: coloured.id, variantId: coloured.variants[0]!.id, amount: 100 }],
    },
  });
  const courier = await t.call('POST', '/api/courier/store', {
    token: b.tokens.hq,
    body: {
      name: 'B courier',
      active: true,
      handlingFee: 0,
      regions: [{ name: 'All', states: ['Selangor'], rates: [{ fromGrams: 0, toGrams: 100_000, price: 500 }] }],
    },
  });
  for (const [what, response] of Object.entries({ stock, cart, address, combo, courier, colouredStock }))
    if (response.status !== 200)
      throw new Error(`company B ${what}: ${response.status} ${JSON.stringify(response.meta)}`);
  const payout = newId();
  await t.db.insert(commissionPayouts).values({
    companyId: b.id,
    id: payout,
    agentId: b.agentId,
    amount: 1_000,
    status: 'approved',
    approvedAt: new Date(),
    bank: { bankCountry: 'MY', bankName: 'Maybank', accountNumber: '514012345678', accountName: 'B Agent' },
  });
  return {
    company: b.id,
    level: level.id,
    product: product.id,
    address: address.data.id,
    inviteLink: await inviteLinkOf(b.tokens.agent),
    variant: coloured.variants[0]!.id,
    variantProduct: coloured.id,
    combo: combo.data.id,
    courier: courier.data.id,
    payout,
    agentEmail: `agent@${b.host}`,
    agent: b.agentId,
  };
}

/** An id no record has, in the kind's shape. */
const missingOf = (kind: RecordKind) => MISSING_VALUES[kind] ?? MISSING_ID;

/** The table entry of a param: the path up to and including `{param}`. */
const prefixOf = (path: string, param: string) => path.slice(0, path.indexOf(`{${param}}`) + param.length + 2);

function kindOf(route: Route, param: string): RecordKind | 'none' | 'fixed' | undefined {
  const prefix = prefixOf(route.path, param);
  if (FIXED_PARAMS[prefix]) return 'fixed';
  if (NOT_TENANT_PARAMS[prefix]) return 'none';
  return PATH_KINDS[prefix];
}

const isSwept = (route: Route) => route.params.every((param) => kindOf(route, param) !== 'none');

function urlOf(route: Route, id: (kind: RecordKind) => string) {
  let url = route.path;
  for (const param of route.params) {
    const kind = kindOf(route, param);
    const value = kind === 'fixed' ? FIXED_PARAMS[prefixOf(route.path, param)]! : id(kind as RecordKind);
    url = url.replace(`{${param}}`, encodeURIComponent(value));
  }
  return url;
}

const receiptPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const BOUNDARY = '----sweep';
const multipartBody = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="r.png"\r\n\r\n`),
  receiptPng,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

/** A valid request to the route: required body fields and query params from the schema, then the overrides. */
function requestOf(route: Route, caller: CallerRecords, field?: IdField): Request {
  const routeOverride = REQUEST_OVERRIDES[route.key]?.(caller) ?? {};
  const fieldOverride = (field && REQUEST_OVERRIDES[`${route.key} ${field.path}`]?.(caller)) || {};
  const schema = route.operation.requestBody?.content?.['application/json']?.schema;
  const overrideBody =
    routeOverride.body || fieldOverride.body ? { ...routeOverride.body, ...fieldOverride.body } : undefined;
  const body =
    schema || overrideBody
      ? { ...((minimalValue(schema) as Record<string, unknown> | undefined) ?? {}), ...overrideBody }
      : undefined;
  const query: Record<string, string> = {};
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = String(minimalValue(parameter.schema));
  }
  return {
    body,
    query: { ...query, ...routeOverride.query, ...fieldOverride.query },
    headers: { ...routeOverride.headers, ...fieldOverride.headers },
  };
}

async function send(
  route: Route,
  url: string,
  token: string,
  host = b.host,
  field?: { field: IdField; id: string },
): Promise<Answer> {
  const multipart = MULTIPART_ROUTES.has(route.key);
  const request = requestOf(route, host === b.host ? bRecords : aRecords, field?.field);
  if (field) withId(field.field, field.id)(request);
  const { body, query } = request;
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: search ? `${url}?${search}` : url,
    headers: {
      host,
      authorization: `Bearer ${token}`,
      ...request.headers,
      ...(multipart ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {}),
    },
    ...(multipart ? { payload: multipartBody } : body ? { payload: body } : {}),
  });
  let meta: { reason?: string; message?: string; errors?: Record<string, string> } | undefined;
  try {
    meta = (response.json() as { meta?: typeof meta }).meta;
  } catch {
    meta = undefined;
  }
  return {
    status: response.statusCode,
    reason: meta?.reason,
    message: meta?.message,
    errors: meta?.errors,
    body: await comparableBody(response.rawPayload),
  };
}

/**
 * The answer's text; a spreadsheet by its cells, since its ZIP carries the time it was written (two exports a
 * second apart differ in their bytes, not in what they hold).
 */
async function comparableBody(payload: Buffer): Promise<string> {
  if (sheetKind(payload) === 'xlsx') return JSON.stringify(await parseXlsx(payload));
  return payload.toString('utf8');
}

/** An id in a query string or JSON body: `levelId`, `ids`, `items.0.productId`, … */
type IdField = {
  where: 'query' | 'body';
  path: string;
  segments: Array<string | number>;
  name: string;
  array: boolean;
};
const ID_NAME = /^(id|ids)$|[a-z]Ids?$/;

function idFieldsOf(route: Route): IdField[] {
  const fields = new Map<string, IdField>();
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in !== 'query' || !ID_NAME.test(parameter.name)) continue;
    const field = {
      where: 'query',
      path: parameter.name,
      segments: [parameter.name],
      name: parameter.name,
      array: false,
    };
    fields.set(`query ${parameter.name}`, field as IdField);
  }
  const walk = (schema: JsonSchema | undefined, segments: Array<string | number>) => {
    if (!schema) return;
    for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(option, segments);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const at = [...segments, name];
      if (ID_NAME.test(name)) {
        const path = at.join('.');
        fields.set(`body ${path}`, { where: 'body', path, segments: at, name, array: property.type === 'array' });
      }
      walk(property, at);
      if (property.items) walk(property.items, [...at, 0]);
    }
  };
  walk(route.operation.requestBody?.content?.['application/json']?.schema, []);
  return [...fields.values()];
}

function fieldKindOf(route: Route, field: IdField): RecordKind | 'none' | undefined {
  if (NOT_TENANT_FIELDS[field.name]) return 'none';
  const byRoute = ROUTE_FIELD_KINDS[`${route.key} ${field.path}`];
  if (byRoute) return byRoute;
  return field.name === 'id' || field.name === 'ids' ? undefined : FIELD_KINDS[field.name];
}

/** Puts `value` at the field's place in the body, making the arrays and objects on the way. */
function setAt(body: Record<string, unknown>, segments: Array<string | number>, value: unknown) {
  let node: Record<string | number, unknown> = body;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const next = segments[index + 1];
    if (node[segment] === undefined || node[segment] === null) node[segment] = typeof next === 'number' ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
}

const withId = (field: IdField, id: string) => (request: Request) => {
  if (field.where === 'query') request.query[field.path] = id;
  else {
    request.body ??= {};
    setAt(request.body, field.segments, field.array ? [id] : id);
  }
};

/**
 * The answer with the id itself (and the missing id) written as `<id>`: the two must read the same. A GET's
 * whole answer is compared (a list filtered by A's id must be as empty as by a missing one); a change's status,
 * message and field errors (a create answers new ids each time; A's data is checked by the snapshot).
 */
function normalized(route: Route, answer: Answer, id: string) {
  const text =
    route.method === 'GET'
      ? answer.body
      : JSON.stringify([answer.status, answer.reason, answer.message, answer.errors ?? null]);
  return text.replaceAll(id, '<id>').replaceAll(encodeURIComponent(id), '<id>');
}

describe('tenancy sweep', () => {
  it('knows the kind of every id in every path of the OpenAPI document', () => {
    const unknown = routes.flatMap((route) =>
      route.params
        .filter((param) => kindOf(route, param) === undefined)
        .map(
          (param) =>
            `${route.key}: add "${prefixOf(route.path, param)}" to PATH_KINDS in ` +
            'apps/api/src/security/tenancy-sweep.tables.ts (with a record of its kind in tenancy-records.ts), ' +
            'or to NOT_TENANT_PARAMS with the reason it is no company record',
        ),
    );
    expect(unknown).toEqual([]);
    const stale = Object.keys(TEMPORARY_ALLOWANCES).filter((key) => !routes.some((route) => route.key === key));
    expect(stale, 'allowances for routes that no longer exist').toEqual([]);
  });

  it("answers company B the same for company A's ids in query strings and bodies as for a missing id", async () => {
    // B's own records fill a route's path ids; routes needing a path record B lacks are listed, not swept.
    // (A product of its own: the sweep edits it, and must not spoil the one in B's cart.)
    const editable = await createProduct(t, b.tokens.hq, { levels: [{ levelId: bRecords.level, price: 1_000 }] });
    const bundle = { price: 1_000, validFrom: new Date().toISOString().slice(0, 10) };
    const pack = await t.call('POST', '/api/packages', {
      token: b.tokens.hq,
      body: { ...bundle, name: 'B package', code: 'B-PKG', items: [{ productId: editable.id, quantity: 1 }] },
    });
    const combo = await t.call('POST', '/api/combos', {
      token: b.tokens.hq,
      body: {
        ...bundle,
        name: 'B combo 2',
        code: 'B-CMB2',
        requiredQuantity: 1,
        products: [{ productId: editable.id }],
      },
    });
    const campaign = await t.call('POST', '/api/game/campaign/store', {
      token: b.tokens.hq,
      body: { ...campaignBody(), levelIds: [bRecords.level] },
    });
    expect([pack.status, combo.status, campaign.status]).toEqual([200, 200, 200]);
    const bPath: Partial<Record<RecordKind, string>> = {
      level: bRecords.level,
      product: editable.id,
      package: pack.data.id,
      combo: combo.data.id,
      campaign: campaign.data.id,
    };
    const unknown: string[] = [];
    const skipped: string[] = [];
    const cases: Array<{ route: Route; field: IdField; kind: RecordKind; url: string }> = [];
    for (const route of allRoutes) {
      if (route.params.length > 0 && !isSwept(route)) continue;
      for (const field of idFieldsOf(route)) {
        const kind = fieldKindOf(route, field);
        if (kind === 'none') continue;
        if (!kind) {
          unknown.push(
            `${route.key} ${field.where} "${field.path}": add its kind to FIELD_KINDS (or "${route.key} ${field.path}" ` +
              'to ROUTE_FIELD_KINDS) in apps/api/src/security/tenancy-sweep.tables.ts, or the name to NOT_TENANT_FIELDS',
          );
          continue;
        }
        const pathKinds = route.params
          .map((param) => kindOf(route, param))
          .filter((pathKind): pathKind is RecordKind => pathKind !== 'fixed');
        if (pathKinds.some((pathKind) => !bPath[pathKind])) {
          skipped.push(`${route.key} ${field.path}`);
          continue;
        }
        cases.push({ route, field, kind, url: urlOf(route, (pathKind) => bPath[pathKind]!) });
      }
    }
    expect(unknown).toEqual([]);

    const ownRefused = new Set<string>();
    for (const { route, field, url } of cases) {
      for (const role of rolesOf(route)) {
        const answer = await send(route, url, own[role], 'localhost', { field, id: MISSING_ID });
        if (answer.status === 403 && answer.reason === 'FORBIDDEN') ownRefused.add(`${role} ${route.key}`);
      }
    }

    const before = await companySnapshot(t.db, 'demo');
    const failures: string[] = [];
    for (const { route, field, kind, url } of cases) {
      for (const role of rolesOf(route)) {
        const id = records[kind];
        const foreign = await send(route, url, bTokens[role], b.host, { field, id });
        const missing = await send(route, url, bTokens[role], b.host, { field, id: MISSING_ID });
        const describe = `${role} ${route.key} ${field.where} ${field.path}=${kind}: ${foreign.status} ${foreign.reason ?? ''} ${foreign.message ?? ''}`;
        if (foreign.status === 403 && foreign.reason === 'FORBIDDEN') {
          if (!ownRefused.has(`${role} ${route.key}`))
            failures.push(`${describe} (403, but company A's own ${role} may use the route)`);
          continue;
        }
        if (normalized(route, foreign, id) !== normalized(route, missing, MISSING_ID)) {
          failures.push(
            `${describe} (a missing id answers ${missing.status} ${missing.body.slice(0, 300)}; A's id ${foreign.body.slice(0, 300)})`,
          );
          continue;
        }
        // A 400 about the id field, or about the item it belongs to (`items.0.productId` for `items.0.variantId`).
        const parent = field.segments.slice(0, -1).join('.');
        const onField = Object.keys(foreign.errors ?? {}).some(
          (key) => key === field.path || key.startsWith(`${field.path}.`) || (parent && key.startsWith(`${parent}.`)),
        );
        if (foreign.status >= 400 && foreign.status !== 404 && !(foreign.status === 400 && onField)) {
          // An error not about the id (409 cart problems, 400 invalid link, …) counts only if B's own id in the
          // field (the valid request's value) is answered otherwise: then the id was looked at.
          const request = requestOf(route, bRecords, field);
          const ownValue =
            field.where === 'query'
              ? request.query[field.path]
              : field.segments.reduce<unknown>(
                  (node, segment) => (node as Record<string | number, unknown> | undefined)?.[segment],
                  request.body,
                );
          const control =
            typeof ownValue === 'string'
              ? await send(route, url, bTokens[role], b.host, { field, id: ownValue })
              : undefined;
          if (!control || normalized(route, control, ownValue as string) === normalized(route, missing, MISSING_ID))
            failures.push(
              `${describe} ${JSON.stringify(foreign.errors ?? null)} (not about the id: make the request valid in REQUEST_OVERRIDES)`,
            );
        }
      }
    }
    const after = await companySnapshot(t.db, 'demo');
    console.log(
      `tenancy sweep (query and body ids): ${cases.length} fields × up to ${ROLES.length} roles` +
        (skipped.length ? `; not swept (a path id of a kind company B has no record of): ${skipped.join(', ')}` : ''),
    );
    expect(failures).toEqual([]);
    expect(after, "company A's data changed during the sweep").toEqual(before);
  }, 60_000);

  it("answers company B's HQ, agent and staff on company A's ids as for a missing id, and changes nothing of A", async () => {
    const swept = routes.filter((route) => isSwept(route) && route.params.every((param) => kindOf(route, param)));
    const strict = swept.filter((route) => !TEMPORARY_ALLOWANCES[route.key]);
    const allowed = swept.filter((route) => TEMPORARY_ALLOWANCES[route.key]);

    // The body sweep saved A's and B's rank lists (a replace-all save) under the missing id: give A's rank its id
    // back and drop B's, so the missing id is missing again.
    await t.db
      .update(commissionRanks)
      .set({ id: records.commissionRank })
      .where(and(eq(commissionRanks.companyId, 'demo'), eq(commissionRanks.id, MISSING_ID)));
    await t.db
      .delete(commissionRanks)
      .where(and(eq(commissionRanks.companyId, b.id), eq(commissionRanks.id, MISSING_ID)));

    // Which roles of A itself are refused each route (asked on a missing id, so nothing of A changes), and
    // whether A's own GETs find its records: the ids the sweep uses are real.
    const ownRefused = new Set<string>();
    const notFoundByOwner: string[] = [];
    for (const route of strict) {
      for (const role of rolesOf(route)) {
        const answer = await send(route, urlOf(route, missingOf), own[role], 'localhost');
        if (answer.status === 403 && answer.reason === 'FORBIDDEN') ownRefused.add(`${role} ${route.key}`);
        else if (route.method === 'GET') {
          const mine = await send(
            route,
            urlOf(route, (kind) => records[kind]),
            own[role],
            'localhost',
          );
          if (mine.status !== 200) notFoundByOwner.push(`${role} ${route.key}: ${mine.status} ${mine.message}`);
        }
      }
    }
    expect(notFoundByOwner.sort(), "company A's own GETs on its records").toEqual([...OWNER_NOT_FOUND].sort());

    const before = await companySnapshot(t.db, 'demo');
    const failures: string[] = [];
    let cases = 0;
    for (const route of strict) {
      for (const role of rolesOf(route)) {
        cases += 1;
        const url = urlOf(route, (kind) => records[kind]);
        const foreign = await send(route, url, bTokens[role]);
        const missing = await send(route, urlOf(route, missingOf), bTokens[role]);
        const describe = `${role} ${route.method} ${url}: ${foreign.status} ${foreign.reason ?? ''} ${foreign.message ?? ''}`;
        if (foreign.status === 404) {
          if (missing.status !== 404 || missing.body !== foreign.body)
            failures.push(`${describe} (a missing id answers ${missing.status} ${missing.body})`);
        } else if (foreign.status === 403 && foreign.reason === 'FORBIDDEN') {
          if (!ownRefused.has(`${role} ${route.key}`))
            failures.push(`${describe} (403, but company A's own ${role} may use the route)`);
        } else if (foreign.status === 400) {
          failures.push(`${describe} (400: make the request valid in REQUEST_OVERRIDES so the id lookup answers)`);
        } else {
          failures.push(describe);
        }
      }
    }
    const after = await companySnapshot(t.db, 'demo');
    console.log(`tenancy sweep: ${strict.length} routes × ${ROLES.length} roles = ${cases} cases`);

    expect(failures).toEqual([]);
    expect(after, "company A's data changed during the sweep").toEqual(before);

    // The snapshot does see a change made by A itself.
    await send(
      routes.find((route) => route.key === 'POST /api/categories/{id}')!,
      urlOf(routes.find((route) => route.key === 'POST /api/categories/{id}')!, (kind) => records[kind]),
      own.hq,
      'localhost',
    );
    expect(await companySnapshot(t.db, 'demo')).not.toEqual(after);

    // Temporary allowances: called, reported, not failed (they may change A's data, so they run last).
    for (const route of allowed) {
      for (const role of rolesOf(route)) {
        const answer = await send(
          route,
          urlOf(route, (kind) => records[kind]),
          bTokens[role],
        );
        console.log(
          `tenancy sweep allowance: ${role} ${route.key} → ${answer.status} (${TEMPORARY_ALLOWANCES[route.key]})`,
        );
      }
    }
  }, 60_000);

  it("refuses every company token on the operator's routes (401), and answers them only on the operator's host", async () => {
    expect(operatorRoutes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    let cases = 0;
    for (const route of operatorRoutes) {
      const url = route.path.replace(/\{(\w+)\}/g, MISSING_ID);
      // The sign-in is public on the operator's host: it takes no token at all.
      if (route.key !== OPERATOR_SIGN_IN) {
        for (const token of [...Object.values(bTokens), ...Object.values(own)]) {
          cases += 1;
          const answer = await send(route, url, token, OPERATOR_HOST);
          if (answer.status !== 401) failures.push(`${route.key} with a company token: ${answer.status}`);
        }
      }
      for (const host of ['localhost', b.host]) {
        cases += 1;
        const answer = await send(route, url, own.hq, host);
        if (answer.status !== 404) failures.push(`${route.key} on ${host}: ${answer.status}`);
      }
    }
    console.log(`tenancy sweep (operator routes): ${operatorRoutes.length} routes, ${cases} cases`);
    expect(failures).toEqual([]);
  });
});
