import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the OpenAPI document of the zod route schemas uses. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** One way into the API: its query and path parameters and its JSON body schema (one per union branch). */
export type Endpoint = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query: Parameter[];
  params: Parameter[];
  bodies: JsonSchema[];
  responses: JsonSchema[];
};

/** A string field of a request: its path (`items.0.productId`), its schema and whether its object must hold it. */
export type StringField = { path: (string | number)[]; schema: JsonSchema; required: boolean };

export async function openApiDocument(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  return response.json() as { paths: Record<string, Record<string, Operation>> };
}

export async function endpoints(app: FastifyInstance): Promise<Endpoint[]> {
  const document = await openApiDocument(app);
  const list: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      list.push({
        method: method.toUpperCase() as Endpoint['method'],
        path,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        params: parameters.filter((parameter) => parameter.in === 'path'),
        bodies: body ? branches(body) : [],
        responses: Object.values(operation.responses ?? {}).flatMap((response) =>
          Object.values(response.content ?? {}).flatMap((content) => (content.schema ? [content.schema] : [])),
        ),
      });
    }
  }
  return list;
}

/** A union body (e.g. add-to-cart's product | package | combo) is swept branch by branch. */
const branches = (schema: JsonSchema): JsonSchema[] => {
  const options = schema.anyOf ?? schema.oneOf;
  return options?.every((option) => option.properties) ? options : [schema];
};

export const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** Every string field of an object schema, nested objects and array items included (arrays as item 0). */
export function stringFields(schema: JsonSchema, path: (string | number)[] = [], required = false): StringField[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.filter(
      (option) => option.type !== 'null' && !(option.enum?.length === 1 && option.enum[0] === null),
    );
    return nonNull.flatMap((option) => stringFields(option, path, required));
  }
  if (isString(schema)) return [{ path, schema, required }];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) =>
      stringFields(property, [...path, name], (schema.required ?? []).includes(name)),
    );
  }
  if (schema.type === 'array' && schema.items) return stringFields(schema.items, [...path, 0], false);
  if (typeof schema.additionalProperties === 'object')
    return stringFields(schema.additionalProperties, [...path, 'key'], false);
  return [];
}

/** The patterns and maximum length a string schema carries, `allOf` included (zod puts a second regex there). */
export function stringRules(schema: JsonSchema) {
  const parts = [schema, ...(schema.allOf ?? [])];
  return {
    patterns: parts.map((part) => part.pattern).filter((pattern): pattern is string => Boolean(pattern)),
    maxLength: parts.map((part) => part.maxLength).find((length) => length !== undefined),
  };
}
