import { MULTI_LINE, SINGLE_LINE } from '@niaga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { type Endpoint, endpoints, type JsonSchema, stringFields, stringRules } from './openapi-inputs.js';

let t: TestApp;
let list: Endpoint[];

beforeAll(async () => {
  t = await createTestApp();
  list = await endpoints(t.app);
});
afterAll(() => t.close());

const safePatterns = [SINGLE_LINE.source, MULTI_LINE.source];
const isSafe = (schema: JsonSchema) => {
  if (schema.enum || schema.const !== undefined || schema.format) return true;
  const { patterns, maxLength } = stringRules(schema);
  return maxLength !== undefined && patterns.some((pattern) => safePatterns.includes(pattern));
};

describe('request strings of the OpenAPI document', () => {
  it('every one is the shared safe text type: a maximum length and the control-character pattern', () => {
    const unsafe: string[] = [];
    for (const endpoint of list) {
      const fields = [
        ...[...endpoint.query, ...endpoint.params].flatMap((parameter) =>
          stringFields(parameter.schema ?? {}, [parameter.in, parameter.name]),
        ),
        ...endpoint.bodies.flatMap((body) => stringFields(body, ['body'])),
      ];
      for (const field of fields)
        if (!isSafe(field.schema)) unsafe.push(`${endpoint.method} ${endpoint.path} ${field.path.join('.')}`);
    }
    expect(list.length).toBeGreaterThan(100);
    expect(unsafe).toEqual([]);
  });

  it('no answer re-checks stored text for control characters (a response schema is not a request type)', () => {
    const patterns = (schema: unknown): string[] =>
      schema && typeof schema === 'object'
        ? Object.entries(schema).flatMap(([key, value]) =>
            key === 'pattern' && typeof value === 'string' ? [value] : patterns(value),
          )
        : [];
    const refusing = list.filter((endpoint) =>
      endpoint.responses.some((schema) => patterns(schema).some((pattern) => safePatterns.includes(pattern))),
    );
    expect(refusing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });
});
