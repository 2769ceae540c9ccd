import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSENT_KINDS } from '../../platform/db/schema/notifications';
import { isLocaleTag, preferredLanguage } from '../../platform/lib/message-catalogues';
import { errors, typed } from '../../platform/http/schemas';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/lib/http-errors';
import { isStop, validSignature } from './provider-webhooks';

const tags = ['consents'];
const security = [{ bearerAuth: [] }];
const purposes = [...new Set(CONSENT_KINDS.map((k) => k.purpose))];
const channels = [...new Set(CONSENT_KINDS.map((k) => k.channel))];

const consent = {
  type: 'object',
  required: ['purpose', 'channel', 'title', 'wording', 'wordingVersion', 'needsPhone', 'given', 'withdrawn'],
  properties: {
    purpose: { type: 'string', enum: purposes },
    channel: { type: 'string', enum: channels },
    title: { type: 'string' },
    wording: {
      type: 'string',
      description: "What the shopper agrees to, word for word, in the shopper's language (Accept-Language, else the account's).",
    },
    wordingVersion: {
      type: 'string',
      description:
        'Send it back when giving the consent: the wording agreed to, language included ("2026-11-26" English, "2026-11-26-pcm" Pidgin).',
    },
    needsPhone: { type: 'boolean' },
    given: {
      type: ['object', 'null'],
      required: ['at', 'via', 'wordingVersion', 'phone', 'phoneVerified'],
      properties: {
        at: { type: 'string' },
        via: { type: 'string' },
        wordingVersion: { type: 'string' },
        phone: { type: ['string', 'null'] },
        phoneVerified: {
          type: 'boolean',
          description:
            'False while the number was not proved with a code (POST /api/account/phone-verification, then /confirm): nothing is texted to it until then.',
        },
      },
    },
    withdrawn: { type: ['object', 'null'], required: ['at', 'via'], properties: { at: { type: 'string' }, via: { type: 'string' } } },
  },
} as const;
const wordingOnly = {
  type: 'object',
  required: ['purpose', 'channel', 'title', 'wording', 'wordingVersion', 'needsPhone'],
  properties: {
    purpose: consent.properties.purpose,
    channel: consent.properties.channel,
    title: consent.properties.title,
    wording: consent.properties.wording,
    wordingVersion: consent.properties.wordingVersion,
    needsPhone: consent.properties.needsPhone,
  },
} as const;
const list = { type: 'object', required: ['items'], properties: { items: { type: 'array', items: consent } } } as const;
const kind = {
  purpose: { type: 'string', enum: purposes },
  channel: { type: 'string', enum: channels },
} as const;

/** The language the caller reads the page in: the site's Accept-Language (its first tag), else the language kept on the account. */
async function readerLocale(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.split(';')[0]
    ?.trim();
  if (first && first !== '*' && isLocaleTag(first)) return first;
  return (await app.identity.account(request.user!.id))?.locale ?? null;
}

/** The consents' words before there is an account (sign-up asks with them); public, per language. */
function wordingRoute(app: FastifyInstance) {
  const route = typed(app);
  route.get(
    '/api/consents/wording',
    {
      schema: {
        tags,
        summary:
          "Every consent's words and their version in the reader's language (Accept-Language), for a page that asks before there is an account: sign-up offers order updates by SMS with these words.",
        response: {
          200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: wordingOnly } } },
          ...errors(429),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
      return { items: app.consents.wordings(preferredLanguage(request.headers['accept-language'])) };
    },
  );
}

/** The caller's consents (read, give, withdraw), the SMS provider's webhook (receipts, "STOP") and Meta's WhatsApp webhook check (its events: workflows/whatsapp-shop). */
export default async function notificationsRoutes(app: FastifyInstance) {
  const route = typed(app);
  wordingRoute(app);
  route.get(
    '/api/account/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's consents, one per purpose and channel, none given unless they gave it.",
        response: { 200: list, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await app.consents.list(request.user!.id, await readerLocale(app, request)) };
    },
  );

  route.post(
    '/api/account/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Give a consent: the purpose, the channel, the wording version read, and the mobile number for SMS or WhatsApp.',
        body: {
          type: 'object',
          required: ['purpose', 'channel', 'wordingVersion'],
          additionalProperties: false,
          properties: {
            ...kind,
            wordingVersion: { type: 'string', maxLength: 40 },
            phone: { type: ['string', 'null'], maxLength: 30 },
            via: { type: 'string', enum: ['account', 'sign-up', 'checkout', 'prescription-upload', 'ask-pharmacist'] },
          },
        },
        response: { 200: list, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({
      items: await app.consents.give(
        request.user!.id,
        { ...request.body, via: request.body.via ?? 'account' },
        await readerLocale(app, request),
      ),
    }),
  );

  route.post(
    '/api/account/consents/withdraw',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Withdraw a consent (nothing more is sent on that channel for that purpose).',
        body: { type: 'object', required: ['purpose', 'channel'], additionalProperties: false, properties: kind },
        response: { 200: list, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({
      items: await app.consents.withdraw(
        request.user!.id,
        request.body.purpose,
        request.body.channel,
        'account',
        await readerLocale(app, request),
      ),
    }),
  );

  whatsappWebhookCheck(app);
  await app.register(providerWebhooks);
}

// The providers sign the exact bytes they send: a JSON parser that keeps the raw buffer, for these routes only.
async function providerWebhooks(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  const received = { type: 'object', properties: { received: { type: 'boolean' } } } as const;
  const parse = (raw: Buffer) => {
    try {
      return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  };

  typed(app).post(
    '/api/notifications/sms/webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ['notifications'],
        summary:
          'SMS provider events (Termii-shaped), signed with x-termii-signature (HMAC-SHA512 of the raw body): a delivery report ({ message_id, status }) or an inbound message ({ type: "inbound", sender, message }); "STOP" withdraws that number\'s SMS consents.',
        response: { 200: received, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      if (
        !Buffer.isBuffer(raw) ||
        !validSignature(app.config.messaging.webhookSecret, raw, request.headers['x-termii-signature'], 'sha512')
      )
        throw unauthorized('Invalid signature.');
      const event = parse(raw);
      if (event.type === 'inbound') {
        if (isStop(event.message) && typeof event.sender === 'string') await app.consents.withdrawByPhone(event.sender, 'sms', 'sms-stop');
      } else if (typeof event.message_id === 'string' && typeof event.status === 'string') {
        await app.notifications.receipt('sms', event.message_id, /^delivered$/i.test(event.status));
      }
      return { received: true };
    },
  );
}

/** Meta checks a WhatsApp webhook address before it sends events to it. */
function whatsappWebhookCheck(app: FastifyInstance) {
  typed(app).get(
    '/api/notifications/whatsapp/webhook',
    {
      schema: {
        tags: ['notifications'],
        summary: "Meta's webhook check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN.",
        querystring: {
          type: 'object',
          required: ['hub.mode', 'hub.verify_token', 'hub.challenge'],
          properties: {
            'hub.mode': { type: 'string', maxLength: 20 },
            'hub.verify_token': { type: 'string', maxLength: 200 },
            'hub.challenge': { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: { type: 'string' }, ...errors(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const whatsapp = app.config.messaging.whatsapp;
      if (!whatsapp) throw notFound('WhatsApp is not configured.');
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== whatsapp.verifyToken) throw forbidden('Wrong verify token.');
      return reply.type('text/plain').send(q['hub.challenge']);
    },
  );
}
