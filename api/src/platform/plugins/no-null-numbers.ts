import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

type SchemaNode = {
  type?: string | readonly string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

const COERCED_FROM_NULL = ['number', 'integer', 'boolean'];

/** The type words of a schema node ([] when it names none). */
const typesOf = (node: SchemaNode): readonly string[] =>
  node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : node.type;

/** A null the validator would turn into 0 or false: where it is, and what its schema wants there. */
export type NullNumber = { path: string; wants: 'a number' | 'true or false' };

/**
 * The first null in value where its schema wants a number, an integer or a boolean and does not
 * allow null (its path, `lines.0.quantity`); null when there is none.
 */
export function findNullNumber(value: unknown, node: SchemaNode | undefined, path: string, depth = 0): NullNumber | null {
  if (!node || depth > 32) return null;
  const types = typesOf(node);
  if (value === null) {
    if (!types.length || types.includes('null') || !types.some((t) => COERCED_FROM_NULL.includes(t))) return null;
    return { path, wants: types.includes('boolean') ? 'true or false' : 'a number' };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNullNumber(value[i], node.items, path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || !node.properties) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = findNullNumber(item, node.properties[key], path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function check(request: FastifyRequest) {
  const schema = request.routeOptions.schema?.body as SchemaNode | undefined;
  if (!schema || request.body === undefined) return;
  const found = findNullNumber(request.body, schema, '');
  if (found === null) return;
  const field = found.path || 'body';
  const message = `${found.path || 'The request body'} must be ${found.wants}, not null.`;
  throw badRequest(message, [{ field, message }]);
}

/**
 * Refuses a JSON null where a body field's schema wants a number, an integer or a boolean. The
 * validator coerces types (so "2" can be 2), and its coercion turns null into 0 or false: a
 * promotion's minimum basket sent as null (a form that could not read "5,000") was kept as ₦0.
 * One hook for every route, before validation, so a null never reaches a handler as a zero.
 */
export default fp(
  async function noNullNumbers(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'no-null-numbers' },
);
