import { isString, type JsonSchema, stringRules } from './openapi-inputs.js';

/** Values that pass the formats the request schemas use; the first that fits a string schema is taken. */
const CANDIDATES = [
  'Sweep',
  'sweep@example.test',
  '2026-01-15',
  '2026-01-15T10:00:00+08:00',
  'https://example.test/sweep',
  '123456',
  '40000',
  '+60',
  '123456789',
  '2026-01',
  'MY-10',
  'MY',
  '32',
  '32.73',
  '32.73.01',
  '32.73.01.1001',
  'C2584563200',
  '202001012345',
  '1,2',
  'SWEEP-1',
  'Sweep value long enough',
];

/** Fields whose rules live in refinements the document does not show. */
const HINTS: Array<[RegExp, string]> = [
  [/email/i, 'sweep@example.test'],
  [/password/i, 'Sweep-Passw0rd!'],
  [/post_?code/i, '40000'],
  [/url/i, 'https://example.test/sweep'],
];

const fits = (schema: JsonSchema, value: string) => {
  const { patterns, maxLength } = stringRules(schema);
  if (value.length < (schema.minLength ?? 0) || value.length > (maxLength ?? Number.POSITIVE_INFINITY)) return false;
  return patterns.every((pattern) => new RegExp(pattern, 'u').test(value));
};

const isNull = (schema: JsonSchema) => schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);

/** A plausible value of a schema: every property filled, arrays with one item, strings that fit their rules. */
export function sample(schema: JsonSchema, name = ''): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.filter((option) => !isNull(option) && option.const !== '');
    return sample(usable[0] ?? options[0] ?? {}, name);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null);
  if (isString(schema) && typeof schema.default === 'string') return schema.default;
  if (isString(schema)) {
    const hint = HINTS.find(([pattern]) => pattern.test(name))?.[1];
    const candidates = hint ? [hint, ...CANDIDATES] : CANDIDATES;
    return candidates.find((value) => fits(schema, value)) ?? 'Sweep';
  }
  if (schema.type === 'integer' || schema.type === 'number')
    return schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1);
  if (schema.type === 'boolean') return false;
  if (schema.type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}));
  if (schema.properties)
    return Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, sample(property, key)]));
  return null;
}

const MISSING = Symbol('missing');

/** A copy of `value` with the field at `path` set, or removed when `replacement` is MISSING. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    parent[key] ??= {};
    parent = parent[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1) as string | number;
  if (replacement === MISSING) delete parent[last];
  else parent[last] = replacement;
  return copy;
}
withField.MISSING = MISSING;
