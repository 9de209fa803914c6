import { Ajv, type ValidateFunction } from 'ajv';

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json };
type Response = { content?: Record<string, { schema?: Json }> };

/**
 * Checks real answers against the OpenAPI document with ajv (OpenAPI 3.0 schemas: ajv reads `nullable`): the
 * answer's status must be declared for the operation (or fall under its `4XX`), and a JSON answer must match the
 * declared schema. Answers a list of problems, empty when the answer is what the document says.
 */
export function responseChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string') return inline(pointer(document, ref));
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };

  return function check(method: string, path: string, answer: { status: number; contentType: string; body: string }) {
    const operation = document.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, Response> };
    if (!operation) return [`${method} ${path} is not in the document`];
    const status = String(answer.status);
    const declared = operation.responses?.[status] ?? operation.responses?.[`${status[0]}XX`];
    if (!declared) return [`${answer.status} is not declared`];
    if (!declared.content) return [];
    const type = answer.contentType.split(';')[0]?.trim() ?? '';
    const media = declared.content[type];
    if (!media) return [`content type ${type} is not declared (${Object.keys(declared.content).join(', ')})`];
    if (type !== 'application/json' || !media.schema) return [];
    const key = `${method} ${path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(inline(media.schema) as Json);
      compiled.set(key, validate);
    }
    if (validate(JSON.parse(answer.body))) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
  };
}

const pointer = (document: Json, ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Json)[part], document);
