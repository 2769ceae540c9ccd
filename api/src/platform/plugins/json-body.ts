import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received (for signature checks such as the Paystack webhook). */
    rawBody?: string;
  }
}

/** Decodes UTF-8 strictly (a byte sequence that is not UTF-8 throws) and keeps a leading BOM as sent. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * JSON bodies: read as bytes and decoded as strict UTF-8 (invalid bytes are a 400 saying so, not
 * replaced by U+FFFD, which used to surface as a misleading Content-Length mismatch), parsed with
 * Fastify's safe parser (prototype poisoning refused); an empty body with a JSON content type
 * reads as no body (some clients post `{}`-less requests); the raw text is kept on `request.rawBody`.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    // The API speaks JSON (and multipart where a route adds it): anything else is a 415.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        return done(badRequest('The request body is not valid UTF-8 JSON.'), undefined);
      }
      request.rawBody = text;
      if (text.trim() === '') return done(null, undefined);
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
