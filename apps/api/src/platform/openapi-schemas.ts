export type JsonObject = Record<string, unknown>;

/** Every error answer: `meta.reason` and `meta.errors` are the error's; `data` is always null. */
export const ERROR_ENVELOPE = {
  type: 'object',
  required: ['meta', 'data'],
  additionalProperties: false,
  properties: {
    meta: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'integer', description: 'The HTTP status' },
        message: { type: 'string', description: "A sentence in the caller's language" },
        reason: { type: 'string', description: 'A stable machine word (docs/api.md "Conventions")' },
        errors: {
          type: 'object',
          description: 'The message of each invalid field, by field path (`items.0.qty`)',
          additionalProperties: { type: 'string' },
        },
      },
    },
    data: { type: 'object', nullable: true, enum: [null] },
  },
};

/**
 * Repairs what the zod → JSON Schema conversion says wrongly in OpenAPI 3.0 terms, in every schema of the paths:
 * a record keyed by an enum lists its keys as required without defining them (each key gets the value schema),
 * and a nullable union carries `nullable` without a `type` (null becomes one more branch of the union).
 */
export function fixSchemas(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonObject;
  defineRecordKeys(schema);
  typeNullableUnion(schema);
  allowNullInNullableEnum(schema);
  for (const value of Object.values(schema)) fixSchemas(value);
}

function defineRecordKeys(schema: JsonObject) {
  const required = schema.required;
  const values = schema.additionalProperties;
  if (!Array.isArray(required) || !values || typeof values !== 'object') return;
  const properties = (schema.properties ?? {}) as JsonObject;
  for (const key of required as string[]) properties[key] ??= structuredClone(values);
  schema.properties = properties;
}

/** OpenAPI 3.0.3: `nullable` does not widen an `enum`; a nullable enum lists null itself. */
function allowNullInNullableEnum(schema: JsonObject) {
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
}

function typeNullableUnion(schema: JsonObject) {
  if (schema.nullable !== true || 'type' in schema) return;
  const union = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  if (!union) return;
  delete schema.nullable;
  union.push({ type: 'object', nullable: true, enum: [null] });
}
