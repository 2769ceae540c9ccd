import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { forbidden, notFound } from '../../platform/lib/http-errors';

const sameSecret = (given: unknown, secret: string) => {
  if (typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(secret).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * The USSD gateway's callback, as Africa's Talking posts it: form fields sessionId, serviceCode,
 * phoneNumber and text (the session's choices joined by `*`); the answer is plain text beginning
 * `CON ` or `END `. The gateway signs nothing: it is checked by the shared secret in its callback URL
 * (`?key=`) and, when USSD_ALLOWED_IPS is set, by the address it calls from (403 otherwise).
 */
export default async function ussdRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const field = { type: 'string', maxLength: 200 } as const;
  typed(app).post(
    '/api/ussd',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ['ussd'],
        summary:
          "USSD gateway callback (Africa's Talking-shaped, form-encoded): a verified phone number's last orders, repeating the last one (a payment link by SMS, or pay on delivery), a pharmacist's number. Answers text/plain beginning CON or END.",
        querystring: { type: 'object', properties: { key: { type: 'string', maxLength: 200 } } },
        body: {
          type: 'object',
          required: ['sessionId', 'phoneNumber'],
          properties: {
            sessionId: field,
            serviceCode: field,
            phoneNumber: { type: 'string', maxLength: 30 },
            text: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: { type: 'string' }, ...errors(400, 403, 404, 415, 429) },
      },
    },
    async (request, reply) => {
      const config = app.config.messaging.ussd;
      if (!config || !app.ussdMenu) throw notFound('USSD is not configured.');
      if (!sameSecret(request.query.key, config.secret)) throw forbidden('Unknown USSD gateway.');
      if (config.allowedIps.length > 0 && !config.allowedIps.includes(request.ip)) throw forbidden('Unknown USSD gateway.');
      const { sessionId, serviceCode = '', phoneNumber, text = '' } = request.body;
      const answer = await app.ussdMenu.answer({ sessionId, serviceCode, phoneNumber, text });
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );
}
