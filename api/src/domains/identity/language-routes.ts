import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';

const languageBody = {
  type: 'object',
  required: ['locale'],
  additionalProperties: false,
  properties: {
    locale: {
      type: 'string',
      minLength: 2,
      maxLength: 16,
      pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
      description: 'A language tag as the site names its languages: en, pcm, ha, yo, ig',
    },
  },
} as const;

/** The shopper's language: the site sends their choice, and their mails and texts are written in it. */
export function languageRoutes(app: FastifyInstance) {
  typed(app).put(
    '/api/user/language',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['identity'],
        summary:
          'Keep the language you chose on the site: notices by e-mail, SMS and WhatsApp are written in it (English where a text is not translated).',
        security: [{ bearerAuth: [] }],
        body: languageBody,
        response: { 204: { type: 'null' }, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      await app.identity.setLocale(request.user!.id, request.body.locale);
      return reply.status(204).send();
    },
  );
}
