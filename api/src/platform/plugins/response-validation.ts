import { Ajv, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Checks every JSON answer against the response schema its route promises, before Fastify's
 * serializer runs (which would otherwise drop unknown fields and coerce wrong types without a
 * word). Registered under `NODE_ENV=test` only (see app.ts), so a test that reaches a route whose
 * service answers a shape other than the documented one fails with a 500 naming the mismatch.
 */

type ResponseSchemas = Record<string, unknown>;

/** ajv-formats is CommonJS: under Node's ESM loader its function is the default export itself. */
const addFormats = (formatsModule as { default?: typeof formatsModule }).default ?? formatsModule;

/** The schema documented for a status: exact code, then `2xx`-style range, then `default`. */
export function schemaForStatus(response: ResponseSchemas | undefined, status: number): unknown {
  if (!response) return undefined;
  return response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

export class ResponseShapeError extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    readonly problems: string[],
  ) {
    super(`The answer of ${route} (${status}) does not match its response schema: ${problems.join('; ')}`);
    this.name = 'ResponseShapeError';
  }
}

function newAjv(sharedSchemas: object[]): Ajv {
  // strict: false lets documentation keywords (example, x-lowercase, …) through.
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false });
  addFormats(ajv);
  for (const schema of sharedSchemas) ajv.addSchema(schema);
  return ajv;
}

/**
 * Compiled checks, kept for the whole process (the test files build an app each, with the same
 * routes): one Ajv per set of shared schemas, one check per answer schema.
 */
const checksBySharedSchemas = new Map<string, { ajv: Ajv; compiled: Map<string, ValidateFunction> }>();

/** The validator for a route's answer, compiled once per schema. */
function validatorCache(app: FastifyInstance) {
  let checks: { ajv: Ajv; compiled: Map<string, ValidateFunction> } | undefined;
  const bySchema = new WeakMap<object, ValidateFunction>();
  return (schema: unknown): ValidateFunction => {
    if (!checks) {
      const shared = Object.values(app.getSchemas()) as object[];
      const key = JSON.stringify(shared);
      checks = checksBySharedSchemas.get(key) ?? { ajv: newAjv(shared), compiled: new Map() };
      checksBySharedSchemas.set(key, checks);
    }
    let validate = bySchema.get(schema as object);
    if (!validate) {
      const key = JSON.stringify(schema);
      validate = checks.compiled.get(key) ?? checks.ajv.compile(schema as object);
      checks.compiled.set(key, validate);
      bySchema.set(schema as object, validate);
    }
    return validate;
  };
}

/** JSON as the client will read it (dates as strings, undefined fields gone), for the check. */
function asSent(payload: unknown): unknown {
  return JSON.parse(JSON.stringify(payload) ?? 'null');
}

export default fp(
  async function responseValidation(app: FastifyInstance) {
    const validatorFor = validatorCache(app);
    const refused = new WeakSet<FastifyRequest>();
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
      const schema = schemaForStatus(request.routeOptions.schema?.response as ResponseSchemas | undefined, reply.statusCode);
      // Once refused, the error handler's own 500 answer is not checked again.
      if (!schema || refused.has(request)) return payload;
      const validate = validatorFor(schema);
      if (validate(asSent(payload))) return payload;
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`);
      refused.add(request);
      const error = new ResponseShapeError(`${request.method} ${request.routeOptions.url}`, reply.statusCode, problems);
      request.log.error({ err: error }, error.message);
      // Printed as well: tests run with logging off, and this line says which shape was wrong.
      process.stderr.write(`${error.message}\n`);
      throw error;
    });
  },
  { name: 'response-validation', dependencies: ['error-handler'] },
);
