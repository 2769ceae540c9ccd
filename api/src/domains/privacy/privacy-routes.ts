import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { knownDeviceCookie } from '../identity/login-guard';
import { unauthorized } from '../../platform/lib/http-errors';
import { buildDataExport } from './data-export';
import { eraseAccount } from './erasure';

const tags = ['privacy'];
const security = [{ bearerAuth: [] }];
const days = { type: 'integer', minimum: 1 } as const;

const privacyAnswer = {
  type: 'object',
  required: ['retention', 'processors'],
  properties: {
    retention: {
      type: 'object',
      required: [
        'contactMessagesDays',
        'logsDays',
        'prescriptionsDays',
        'conversationsDays',
        'handoverPhotosDays',
        'abandonedCartsDays',
        'dispensingRecordsDays',
      ],
      properties: {
        contactMessagesDays: days,
        logsDays: days,
        prescriptionsDays: days,
        conversationsDays: days,
        handoverPhotosDays: days,
        abandonedCartsDays: days,
        dispensingRecordsDays: days,
      },
    },
    processors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'purpose', 'data', 'location'],
        properties: { name: { type: 'string' }, purpose: { type: 'string' }, data: { type: 'string' }, location: { type: 'string' } },
      },
    },
  },
} as const;

/** The privacy page's periods and processors, the shopper's data archive, and erasing the account. */
export default async function privacyRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/privacy',
    {
      schema: {
        tags,
        summary:
          'How long each kind of personal data is kept (the retention job enforces the same periods) and who processes it for the pharmacy.',
        response: { 200: privacyAnswer, ...errors(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.config.privacy;
    },
  );

  // Untyped: the answer is bytes, which the typed reply does not take.
  app.get(
    '/api/account/data-export',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Everything the shop holds about the caller, as JSON and CSV in one zip archive, made on the spot.',
        response: {
          200: { description: 'A zip: README.txt, data.json, csv/<table>.csv.', type: 'string', format: 'binary' },
          ...errors(401, 429),
        },
      },
    },
    async (request, reply) => {
      const account = await app.identity.account(request.user!.id);
      if (!account) throw unauthorized('Sign in again.');
      const archive = await buildDataExport(app.db, { id: account.id, email: account.email });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="e-pharmacy-my-data-${day}.zip"`)
        .header('content-length', archive.byteLength)
        .send(Buffer.from(archive));
    },
  );

  eraseRoute(app);
}

/** POST /api/account/erase: the password behind the login guard, then the erasure and its files. */
function eraseRoute(app: FastifyInstance) {
  typed(app).post(
    '/api/account/erase',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Erase the account: personal details and files (prescription images, conversation attachments, lab results) removed or anonymised everywhere except the dispensing records pharmacy law keeps; every session ends and signing in is no longer possible. The password is checked behind the login guard (wrong ones count as failed logins). 409 `open-orders` while an order is still open (not yet delivered or cancelled): the message lists them.',
        body: {
          type: 'object',
          required: ['password', 'confirm'],
          additionalProperties: false,
          properties: {
            password: { type: 'string', minLength: 1, maxLength: 128 },
            confirm: { type: 'string', const: 'erase', description: 'The word "erase": the shopper confirmed.' },
          },
        },
        response: { 204: { type: 'null', description: 'Erased.' }, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      // The login's guard counts and locks these attempts too: a stolen access token is no password oracle.
      const device = knownDeviceCookie(request.headers.cookie);
      if (!(await app.identity.confirmPassword(userId, request.body.password, request.ip, device)))
        throw unauthorized('That password is not right. Your account was not erased.');
      const { endedSessions, files } = await eraseAccount(app.db, userId, app.config.privacy.retention.dispensingRecordsDays);
      await app.endedSessions.end(endedSessions);
      for (const key of files) {
        await app.privateFiles
          .delete(key)
          .catch((err) => request.log.error({ err, key }, 'erased account: file not deleted from the private store'));
      }
      request.log.info({ userId, files: files.length }, 'account erased at the shopper’s request');
      return reply.code(204).send();
    },
  );
}
