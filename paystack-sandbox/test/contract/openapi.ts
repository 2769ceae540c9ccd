// Ajv validators for the vendored subset of Paystack's published OpenAPI description (see SOURCE.md).
import fs from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';

const FILE = new URL('./paystack-openapi.subset.json', import.meta.url);

/** OpenAPI 3.0's `nullable: true` as JSON Schema: `type: [T, "null"]` (and null in an enum); alone, it allows anything. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'example' || key === 'examples' ? value : toJsonSchema(value);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  } else if (out.nullable === false) delete out.nullable;
  return out;
}

type Operation = { responses: Record<string, { $ref?: string }> };
type Document = { paths: Record<string, Record<string, Operation>> };

export const paystackDocument = toJsonSchema(JSON.parse(fs.readFileSync(FILE, 'utf8'))) as Document;

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema(paystackDocument as object, 'paystack');

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function validate(ref: string, value: unknown): string[] {
  const check = ajv.getSchema(ref);
  if (!check) throw new Error(`no schema at ${ref}`);
  return check(value)
    ? []
    : (check.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Problems with `value` as a named component schema (e.g. "VerifyResponse", "RefundCreate"); [] when valid. */
export function schemaProblems(name: string, value: unknown): string[] {
  return validate(`paystack#/components/schemas/${pointer(name)}`, value);
}

/** Problems with a response body as the description documents it for this path, method and status. */
export function responseProblems(path: string, method: 'get' | 'post', status: number, body: unknown): string[] {
  const operation = paystackDocument.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the vendored description`);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`${method.toUpperCase()} ${path} documents no ${status} answer`);
  const base = response.$ref ? `paystack${response.$ref}` : `paystack#/paths/${pointer(path)}/${method}/responses/${status}`;
  return validate(`${base}/content/application~1json/schema`, body);
}
