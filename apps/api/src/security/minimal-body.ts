import type { JsonSchema } from './openapi-inputs.js';

const tomorrow = () => new Date(Date.now() + 86_400_000);

/**
 * A small value that passes the schema: required properties only, the first enum value, the least number
 * or length allowed. Refinements the JSON schema cannot express need an override (tenancy-sweep.requests.ts).
 */
export function minimalValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return minimalValue(choice.find((option) => option.type !== 'null') ?? choice[0]);
  if (schema.allOf) return minimalValue(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = minimalValue(schema.properties?.[name]);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items));
    case 'string': {
      if (schema.format === 'date') return tomorrow().toISOString().slice(0, 10);
      if (schema.format === 'date-time') return tomorrow().toISOString();
      if (schema.format === 'email') return 'sweep@example.com';
      const length = Math.max(schema.minLength ?? 1, 1);
      return 'x'.repeat(Math.min(length, schema.maxLength ?? length));
    }
    case 'integer':
    case 'number': {
      const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
      const least = exclusive ?? schema.minimum ?? 1;
      return Math.min(Math.max(least, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    default:
      return schema.default ?? null;
  }
}
