import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received (for signature checks such as the Paystack webhook). */
    rawBody?: string;
  }
}

/**
 * JSON bodies: parsed with Fastify's safe parser (prototype poisoning refused); an empty body
 * with a JSON content type reads as no body (some clients post `{}`-less requests); the raw text
 * is kept on `request.rawBody`.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    // The API speaks JSON (and multipart where a route adds it): anything else is a 415.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      request.rawBody = text;
      if (text.trim() === '') return done(null, undefined);
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
