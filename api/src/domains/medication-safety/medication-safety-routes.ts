import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { forbidden } from '../../platform/lib/http-errors';
import { ruleSetJson } from './medication-safety-schemas';

const tags = ['medication-safety'];
const security = [{ bearerAuth: [] }];
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const noParams = { type: 'object', additionalProperties: false, properties: {} } as const;
/** A version number in the path: digits, bounded like every path parameter. */
const versionParams = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', maxLength: 9, description: 'The version number (1, 2, ...).' } },
} as const;

/** The clinical rules: admins and pharmacists read them; a pharmacist signs a version off. */
export default async function medicationSafetyRoutes(app: FastifyInstance) {
  const route = typed(app);
  const safety = app.medicationSafety;

  const adminOrPharmacist = async (request: FastifyRequest) => {
    if (request.user!.role !== 'admin' && !(await app.isPharmacist(request.user!.id)))
      throw forbidden('Only an admin or a pharmacist can read the clinical rules.');
  };

  route.get(
    '/api/medication-safety/rules',
    {
      onRequest: [app.requireUser, adminOrPharmacist],
      schema: {
        tags,
        security,
        summary:
          'The current version of the clinical rules (duplicate ingredients, interactions, allergy classes, age limits, pregnancy, breastfeeding), each with its source, and who signed the version off (null: not yet). Admins and pharmacists; 404 before the first version.',
        params: noParams,
        querystring: noQuery,
        response: { 200: ruleSetJson, ...errors(401, 403, 404, 429) },
      },
    },
    async () => safety.current(),
  );

  route.post(
    '/api/medication-safety/rules/:version/sign-off',
    {
      onRequest: app.requirePharmacist,
      schema: {
        tags,
        security,
        summary:
          'A pharmacist (the database flag, with a PCN registration number: 409 pcn-required otherwise) signs the current version off; audited. 409 not-current for an older version, already-signed when it is signed.',
        params: versionParams,
        querystring: noQuery,
        response: { 200: ruleSetJson, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => safety.signOff(request.user!, Number(request.params.version)),
  );
}
