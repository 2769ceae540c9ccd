import type { FastifyInstance } from 'fastify';
import { validSignature } from '../../domains/notifications/provider-webhooks';
import { errors, typed } from '../../platform/http/schemas';
import { badRequest, unauthorized } from '../../platform/lib/http-errors';

/** An inbound message as the Cloud API posts it (the kinds the shop reads). */
export type InboundMessage = {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  interactive?: { type?: string; list_reply?: { id?: string; title?: string }; button_reply?: { id?: string; title?: string } };
  button?: { payload?: string; text?: string };
  /** A photo or a document: its bytes are fetched by the media id (the Cloud API's media flow). */
  image?: InboundMedia;
  document?: InboundMedia & { filename?: string };
};
type InboundMedia = { id?: string; mime_type?: string; sha256?: string; caption?: string };
type Value = { statuses?: { id?: string; status?: string }[]; messages?: InboundMessage[] };

/**
 * WhatsApp Cloud API webhooks: every request's x-hub-signature-256 checked against the exact bytes
 * (401 and nothing recorded otherwise), message statuses passed to the notices' receipts, and each
 * inbound message taken once by its id (wamid): WhatsApp retries, and a retry is answered 200 and
 * handled no further. A message whose handling fails gives its id back and answers 500, so the retry
 * is handled.
 */
export default async function whatsappWebhookRoutes(app: FastifyInstance) {
  // WhatsApp signs the exact bytes it sends: a JSON parser that keeps the raw buffer, for this route only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  const received = { type: 'object', properties: { received: { type: 'boolean' } } } as const;

  typed(app).post(
    '/api/notifications/whatsapp/webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ['notifications'],
        summary:
          "WhatsApp Cloud API webhooks, signed with x-hub-signature-256 (sha256=HMAC of the raw body): message statuses (delivered, read, failed) and inbound messages, each message id handled once and answered by the shop's conversation (search, cart, checkout with a Paystack link, track; a photo or PDF of a prescription sent for a pharmacist's check; \"STOP\" withdraws that number's WhatsApp consent).",
        response: { 200: received, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      if (
        !Buffer.isBuffer(raw) ||
        !validSignature(app.config.messaging.webhookSecret, raw, request.headers['x-hub-signature-256'], 'sha256', 'sha256=')
      )
        throw unauthorized('Invalid signature.');
      let event: { entry?: { changes?: { value?: Value }[] }[] };
      try {
        event = JSON.parse(raw.toString('utf8')) as typeof event;
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
      for (const entry of event.entry ?? [])
        for (const change of entry.changes ?? []) {
          for (const status of change.value?.statuses ?? [])
            if (status.id && (status.status === 'delivered' || status.status === 'read' || status.status === 'failed'))
              await app.notifications.receipt('whatsapp', status.id, status.status !== 'failed');
          for (const message of change.value?.messages ?? []) {
            if (!message.id || !message.from) continue;
            if (!(await app.whatsappChats.claimInbound(message.id))) continue;
            try {
              await app.whatsappShop.receive(message);
            } catch (err) {
              await app.whatsappChats.releaseInbound(message.id);
              throw err;
            }
          }
        }
      return { received: true };
    },
  );
}
