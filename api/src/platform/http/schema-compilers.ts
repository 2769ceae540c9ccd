import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own validator and serializer compilers (Ajv, fast-json-stringify), with what they
 * compile kept for the whole process: a route's schema compiled once is not compiled again by the
 * next app this process builds. A server builds one app, so nothing changes for it; the API's test
 * files build one app each (about 130 a run), and compiling every route's schemas again was a fifth
 * of each file's time. A compiled function depends only on its schema, the shared schemas it names
 * (`addSchema`) and the compiler's options, and that is its key here.
 */

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

const keyOf = (value: unknown) => JSON.stringify(value) ?? 'undefined';

/** What was compiled, by the shared schemas, the options, the part of the request and the schema. */
function remember<Fn>(store: Map<string, Fn>, key: string, compile: () => Fn): Fn {
  let fn = store.get(key);
  if (fn === undefined) {
    fn = compile();
    store.set(key, fn);
  }
  return fn;
}

// Ajv's options also name its plugins (functions, which JSON drops): one plugin list per process, app.ts's.
const ajvCompilers = AjvCompiler();
const validators = new Map<string, unknown>();
const buildValidator = (externalSchemas: Parameters<typeof ajvCompilers>[0], options: Parameters<typeof ajvCompilers>[1]) => {
  const compile = ajvCompilers(externalSchemas, options);
  const context = `${keyOf(externalSchemas)}\n${keyOf(options)}`;
  // Fastify hands the compiler the route's schema with where it applies (its types say the schema alone).
  return (route: { schema: unknown; httpPart?: string }) =>
    remember(validators, `${context}\n${route.httpPart}\n${keyOf(route.schema)}`, () => compile(route as never));
};

const serializerCompilers = SerializerSelector();
const serializers = new Map<string, ReturnType<ReturnType<SerializerFactory>>>();
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerCompilers(externalSchemas, options);
  const context = `${keyOf(externalSchemas)}\n${keyOf(options)}`;
  return (route) => remember(serializers, `${context}\n${keyOf(route.schema)}`, () => compile(route));
};

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as ValidatorFactory, buildSerializer },
};
