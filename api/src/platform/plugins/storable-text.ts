import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

/**
 * Characters PostgreSQL can't keep in text: U+0000 (NUL), and UTF-16 halves without their pair
 * (a lone surrogate has no UTF-8 form, so a driver would store U+FFFD instead of what was sent).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The path (`items.2.name`) of the first string, or object key, in value that PostgreSQL can't store. */
export function findUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasUnstorableCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorable(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const child = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacter(key)) return path || 'the request';
    const found = findUnstorable(item, child, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function check(request: FastifyRequest) {
  const parts: [unknown, string][] = [
    [request.params, 'path'],
    [request.query, 'query'],
    [request.body, 'body'],
  ];
  for (const [value, where] of parts) {
    const field = findUnstorable(value, '');
    if (field === null) continue;
    const name = field || `the ${where === 'query' ? 'query string' : where === 'path' ? 'address' : 'request body'}`;
    const message = `${name} contains a character that can't be stored (such as U+0000). Remove it and try again.`;
    throw badRequest(`${message.charAt(0).toUpperCase()}${message.slice(1)}`, [{ field: name, message }]);
  }
}

/**
 * Refuses, with a 400 naming the field, any path parameter, query value or JSON body string that
 * PostgreSQL can't store. One hook for every route, before schema validation, so no handler and
 * no query ever sees such a value (it used to surface as a 500 from the database driver).
 */
export default fp(
  async function storableText(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'storable-text' },
);
