import type { FastifySchema } from 'fastify';

/**
 * JSON schemas every route module shares, declared once. `ErrorResponse` itself is registered by
 * the error handler (plugins/error-handler.ts); routes refer to it through `errorResponse`.
 */
export const errorResponse = { $ref: 'ErrorResponse#' } as const;

/**
 * An identifier. In a request (path, query, body) it is also lower-cased before the handler runs
 * (the `x-lowercase` keyword below), so `ABC…` and `abc…` name the same row and no handler
 * normalises ids itself. Answers always carry lower case, as PostgreSQL prints UUIDs. At most 36
 * characters: a longer id is a 400 before any handler or query sees it.
 */
export const uuid = { type: 'string', format: 'uuid', maxLength: 36, 'x-lowercase': true } as const;

/**
 * The router hands path parameters up to this long to their route (Fastify's default, 100, made a
 * longer one a 404 that no route documents); every parameter's schema has a maxLength far below
 * it, so a long one is a 400 naming the field. Longer still than any header Node accepts.
 */
export const MAX_PATH_PARAM_LENGTH = 64 * 1024;

/** The error answers a route documents, by status: `errors(400, 401, 404)`. */
export function errors<S extends number>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<S, typeof errorResponse>;
}

/**
 * Ajv keyword `x-lowercase`: lower-cases the string it validates, in place. Applied only where a
 * schema asks for it (ids), never to free text or passwords.
 */
export const lowercaseKeyword = (ajv: { addKeyword(definition: object): unknown }) =>
  ajv.addKeyword({
    keyword: 'x-lowercase',
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (
      enabled: boolean,
      data: string,
      _schema?: unknown,
      context?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
    ) => {
      if (enabled && context && context.parentData) context.parentData[context.parentDataProperty] = data.toLowerCase();
      return true;
    },
  });

/** A file in a multipart/form-data body, as OpenAPI describes one. */
export const binaryFile = { type: 'string', format: 'binary' } as const;

/**
 * Route `config` for an upload whose handler reads the multipart/form-data body itself
 * (`request.parts()`, checking every part): the OpenAPI document describes the body with this
 * schema, while Fastify does not validate it (there is no parsed body to validate).
 */
export function documentedMultipartBody(body: { type: 'object'; required?: readonly string[]; properties: Record<string, object> }) {
  return {
    swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({ schema: { ...schema, body }, url }),
  };
}
