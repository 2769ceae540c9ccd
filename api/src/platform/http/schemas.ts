import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * JSON schemas every route module shares, declared once. `ErrorResponse` is registered by the
 * error handler (plugins/error-handler.ts); routes refer to it through `errorResponse`.
 */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string', description: 'A machine-readable name for some errors (e.g. prescription-required).' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

export const errorResponse = { $ref: 'ErrorResponse#' } as const;

/** Schemas registered with `addSchema` (an `$id`), which others name with `{ $ref: 'Id#' }`. */
export type SharedSchema = JSONSchema & { readonly $id: string };

/**
 * The TypeScript type of the JSON a schema describes: the one source of every request and answer
 * type. `Refs` are the shared schemas it names besides `ErrorResponse#`. A property with a
 * `default` stays optional (validation fills it in for requests; other callers may leave it out).
 */
export type Json<Schema extends JSONSchema, Refs extends readonly SharedSchema[] = []> = FromSchema<
  Schema,
  { references: [typeof errorResponseSchema, ...Refs]; keepDefaultedPropertiesOptional: true }
>;

/** Every property required, all the way down (`null` stays where the schema allows it). */
type Complete<T> = T extends readonly (infer Item)[] ? Complete<Item>[] : T extends object ? { [K in keyof T]-?: Complete<T[K]> } : T;

/**
 * What a service answers for a response schema: the schema's type with every documented property
 * present. Stricter than the schema (which also lets a property be left out), so a service that
 * builds it always satisfies the route, and its callers may count on each field.
 */
export type Answer<Schema extends JSONSchema, Refs extends readonly SharedSchema[] = []> = Complete<Json<Schema, Refs>>;

/** Fastify's type provider over these schemas: handlers get `request.body/params/query` and their reply type from them. */
export type SchemaTypes<Refs extends readonly SharedSchema[] = []> = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: [typeof errorResponseSchema, ...Refs] };
  SerializerSchemaOptions: { references: [typeof errorResponseSchema, ...Refs] };
}>;

/** The app with route types taken from the route schemas (`typed(app).get(url, { schema }, handler)`). */
export function typed<Refs extends readonly SharedSchema[] = []>(app: FastifyInstance) {
  return app.withTypeProvider<SchemaTypes<Refs>>();
}

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
