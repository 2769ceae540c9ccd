import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponseSchema } from '../http/schemas';
import { HttpError, type FieldError } from '../lib/http-errors';

type AjvError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

function fieldName(err: AjvError): string {
  const path = err.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (err.keyword === 'required') return [path, String(err.params.missingProperty)].filter(Boolean).join('.');
  if (err.keyword === 'additionalProperties') return [path, String(err.params.additionalProperty)].filter(Boolean).join('.');
  return path;
}

function readable(field: string, err: AjvError, context: string): string {
  const label =
    field || (context === 'body' ? 'the request body' : context === 'querystring' ? 'the query string' : context || 'the request');
  switch (err.keyword) {
    case 'required':
      return `${label} is required`;
    case 'minLength':
      return Number(err.params.limit) === 1 ? `${label} is required` : `${label} must be at least ${err.params.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${err.params.limit} characters`;
    case 'format':
      return err.params.format === 'email'
        ? `${label} must be a valid email address`
        : err.params.format === 'uuid'
          ? `${label} must be a valid id (UUID)`
          : `${label} must be a valid ${err.params.format}`;
    case 'type': {
      const type = String(err.params.type).split(',')[0];
      return `${label} must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'minimum':
      return `${label} must be at least ${err.params.limit}`;
    case 'maximum':
      return `${label} must be at most ${err.params.limit}`;
    case 'enum':
      return `${label} must be one of ${(err.params.allowedValues as unknown[]).join(', ')}`;
    case 'minProperties':
      return `${label} must contain at least ${err.params.limit} field(s)`;
    case 'pattern':
      return `${label} has an invalid format`;
    default:
      return `${label} ${err.message ?? 'is invalid'}`;
  }
}

/** A refused body up to this size is drained rather than cut off (see the 413 case below). */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed or oversized headers)
 * still get a JSON answer. Used as Fastify's `clientErrorHandler`.
 */
export function jsonClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is malformed (its start line or headers could not be read).'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** JSON errors `{ message, errors?: [{ field, message }] }` everywhere, a JSON 404, and 405 with Allow. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.addSchema(errorResponseSchema);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (error.validation) {
        const errors: FieldError[] = (error.validation as AjvError[]).map((e) => {
          const field = fieldName(e);
          return { field, message: readable(field, e, error.validationContext ?? '') };
        });
        const first = errors[0]?.message ?? 'Invalid request';
        return reply.status(400).send({ message: `${first.charAt(0).toUpperCase()}${first.slice(1)}.`, errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: 'Something went wrong on our side. Please try again later.' });
      }
      if (status === 429) return reply.status(429).send({ message: 'Too many requests. Please slow down and try again shortly.' });
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ message: 'Send the body as JSON.' });
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.status(400).send({ message: 'The request body is empty.' });
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const tooLarge = () => reply.status(413).send({ message: 'The request body is too large.' });
        // Answering before the body has arrived closes the connection under a proxy still sending
        // it (npm start's site server), whose answer is then lost to the reset and shown as a 502.
        // A body of modest size is read to its end and dropped first; a huge one is cut off. A
        // chunked body (no Content-Length) is counted as it is dropped, and cut off past the limit.
        const raw = request.raw;
        if (raw.complete || Number(request.headers['content-length'] ?? 0) > DRAIN_LIMIT_BYTES) return tooLarge();
        return new Promise<boolean>((resolve) => {
          let drained = 0;
          const count = (chunk: Buffer) => {
            drained += chunk.length;
            if (drained <= DRAIN_LIMIT_BYTES) return;
            raw.off('data', count);
            raw.pause();
            resolve(false);
          };
          raw.on('data', count);
          raw
            .once('end', () => resolve(true))
            .once('error', () => resolve(false))
            .once('close', () => resolve(raw.complete));
          raw.resume();
        }).then((readToEnd) => {
          if (readToEnd) reply.removeHeader('connection');
          return tooLarge();
        });
      }
      if (status === 400 && error instanceof SyntaxError) return reply.status(400).send({ message: 'The request body is not valid JSON.' });
      return reply.status(status).send({ message: error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      // A known address asked with the wrong method: 405 naming the methods it takes.
      const allowed = METHODS.filter((method) => method !== request.method && app.findRoute({ method, url: path }) !== null);
      if (allowed.length > 0 && path.toLowerCase().startsWith('/api')) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ message: `${request.method} is not allowed on ${path}. Use ${allowed.join(' or ')}.` });
      }
      reply.status(404).send({
        message: path.toLowerCase().startsWith('/api') ? `There is no API call ${request.method} ${path}.` : 'Not found.',
      });
    });
  },
  { name: 'error-handler' },
);
