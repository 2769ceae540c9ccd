import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers (and any shared cache) may keep a catalogue answer but must ask again before each use:
 * the `ETag` makes that a 304 with no body, and a medicine an admin hides is gone from open shop
 * tabs at their next read instead of up to a minute later (issue 30; was `max-age=60`).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * For every successful GET (and HEAD) in the encapsulating plugin: an `ETag` from the body's
 * content, a short public `Cache-Control`, and `304 Not Modified` for a matching `If-None-Match`.
 */
export function addConditionalGet(app: FastifyInstance, cacheControl = CATALOGUE_CACHE_CONTROL) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${crypto.createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
