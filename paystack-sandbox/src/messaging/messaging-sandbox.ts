// A local stand-in for the shop's messaging providers, beside the Paystack one: Termii's SMS API
// (POST /api/sms/send) and the WhatsApp Business Cloud API (POST /v21.0/{phone-number-id}/messages,
// template messages). It records every message, sends delivery receipts back to the shop's webhooks
// signed as the providers sign them, and can deliver an inbound reply ("STOP") from a phone. A page at /
// lists the messages, with a "Reply STOP" button on each number.
import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';

/** The webhook secret both sides use offline (the API's default too). It is public. */
export const MESSAGING_SANDBOX_SECRET = 'messaging_sandbox_local';

export type SandboxMessage = {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  from: string;
  /** The SMS text, or the WhatsApp template's name and body parameters. */
  text: string | null;
  template: { name: string; language: string; params: string[] } | null;
  at: string;
  status: 'sent' | 'delivered' | 'receipt-failed';
};

export type MessagingSandboxOptions = {
  /** Where receipts and inbound SMS go (Termii-shaped, x-termii-signature). */
  smsWebhookUrl?: string | null;
  /** Where WhatsApp statuses and inbound messages go (Cloud API-shaped, x-hub-signature-256). */
  whatsappWebhookUrl?: string | null;
  secret?: string;
  /** Accepted credentials (Termii api_key, WhatsApp Bearer token). */
  smsApiKey?: string;
  whatsappToken?: string;
  /** Delay before a delivery receipt is sent (ms). */
  receiptDelayMs?: number;
  logger?: boolean;
};

export const sign512 = (secret: string, body: string) => crypto.createHmac('sha512', secret).update(body).digest('hex');
export const sign256 = (secret: string, body: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type State = {
  options: MessagingSandboxOptions;
  secret: string;
  messages: SandboxMessage[];
  /** Sends still to fail, per channel (POST /_sandbox/fail-next), and the status they fail with. */
  failNext: { sms: number; whatsapp: number; status: number };
  timers: Set<NodeJS.Timeout>;
  log: FastifyInstance['log'];
};

export async function buildMessagingSandbox(options: MessagingSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  const state: State = {
    options,
    secret: options.secret ?? MESSAGING_SANDBOX_SECRET,
    messages: [],
    failNext: { sms: 0, whatsapp: 0, status: 503 },
    timers: new Set(),
    log: app.log,
  };
  app.addHook('onClose', async () => state.timers.forEach((t) => clearTimeout(t)));
  app.get('/health', async () => ({ status: 'ok' }));
  termiiRoutes(app, state);
  whatsappRoutes(app, state);
  controlRoutes(app, state);
  return app;
}

/** Posts a signed webhook as the provider signs it; answers the shop's status (null: not delivered). */
async function post(state: State, url: string | null | undefined, body: unknown, provider: 'sms' | 'whatsapp'): Promise<number | null> {
  if (!url) return null;
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (provider === 'sms') headers['x-termii-signature'] = sign512(state.secret, text);
  else headers['x-hub-signature-256'] = sign256(state.secret, text);
  try {
    const res = await fetch(url, { method: 'POST', headers, body: text });
    return res.status;
  } catch (err) {
    state.log.warn({ err, url }, 'webhook not delivered');
    return null;
  }
}

const whatsappEnvelope = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'sandbox-waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
});

/** The delivery receipt, a moment after the message was accepted, as each provider sends it. */
function receipt(state: State, message: SandboxMessage) {
  const t = setTimeout(() => {
    state.timers.delete(t);
    const sent =
      message.channel === 'sms'
        ? post(
            state,
            state.options.smsWebhookUrl,
            {
              type: 'outbound',
              id: crypto.randomUUID(),
              message_id: message.id,
              receiver: message.to,
              sender: message.from,
              message: message.text,
              sent_at: message.at,
              cost: '4.00',
              status: 'Delivered',
              channel: 'generic',
            },
            'sms',
          )
        : post(
            state,
            state.options.whatsappWebhookUrl,
            whatsappEnvelope({
              metadata: { display_phone_number: message.from, phone_number_id: message.from },
              statuses: [
                { id: message.id, status: 'delivered', timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: message.to },
              ],
            }),
            'whatsapp',
          );
    void sent.then((status) => {
      message.status = status === 200 ? 'delivered' : 'receipt-failed';
    });
  }, state.options.receiptDelayMs ?? 200);
  state.timers.add(t);
}

/** Termii: POST /api/sms/send { to, from, sms, type, channel, api_key }. */
function termiiRoutes(app: FastifyInstance, state: State) {
  app.post('/api/sms/send', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.api_key !== (state.options.smsApiKey ?? 'sandbox')) return reply.status(401).send({ message: 'Invalid API key' });
    if (typeof body.to !== 'string' || !/^\d{10,15}$/.test(body.to))
      return reply.status(400).send({ message: 'to must be a phone number in international format' });
    if (typeof body.sms !== 'string' || !body.sms) return reply.status(400).send({ message: 'sms is required' });
    if (state.failNext.sms > 0) {
      state.failNext.sms -= 1;
      return reply.status(state.failNext.status).send({ message: 'Service temporarily unavailable' });
    }
    const message: SandboxMessage = {
      id: String(3_000_000_000_000 + state.messages.length * 1000 + crypto.randomInt(1000)),
      channel: 'sms',
      to: `+${body.to}`,
      from: String(body.from ?? ''),
      text: body.sms,
      template: null,
      at: new Date().toISOString(),
      status: 'sent',
    };
    state.messages.push(message);
    receipt(state, message);
    return {
      code: 'ok',
      message_id: message.id,
      message_id_str: message.id,
      message: 'Successfully Sent',
      balance: 1000,
      user: 'e-pharmacy sandbox',
    };
  });
}

/** WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages, a template message. */
function whatsappRoutes(app: FastifyInstance, state: State) {
  app.post('/:version/:phoneNumberId/messages', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${state.options.whatsappToken ?? 'sandbox'}`)
      return reply.status(401).send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    const params = request.params as { phoneNumberId: string };
    const body = (request.body ?? {}) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { type: string; parameters?: { text?: string }[] }[] };
    };
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template?.name || typeof body.to !== 'string')
      return reply.status(400).send({ error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
    if (state.failNext.whatsapp > 0) {
      state.failNext.whatsapp -= 1;
      return reply.status(state.failNext.status).send({ error: { message: 'Service temporarily unavailable', code: 131000 } });
    }
    const bodyParams = body.template.components?.find((c) => c.type === 'body')?.parameters?.map((p) => p.text ?? '') ?? [];
    const message: SandboxMessage = {
      id: `wamid.${crypto.randomBytes(12).toString('base64url')}`,
      channel: 'whatsapp',
      to: `+${body.to.replace(/^\+/, '')}`,
      from: params.phoneNumberId,
      text: null,
      template: { name: body.template.name, language: body.template.language?.code ?? 'en', params: bodyParams },
      at: new Date().toISOString(),
      status: 'sent',
    };
    state.messages.push(message);
    receipt(state, message);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, '') }],
      messages: [{ id: message.id }],
    };
  });
}

/** A reply from a phone (e.g. "STOP"), posted to the shop's webhook as the provider would; answers the shop's status. */
function deliverInbound(state: State, channel: string | undefined, fromRaw: string, text: string) {
  const from = fromRaw.replace(/^\+/, '');
  const now = String(Math.floor(Date.now() / 1000));
  return channel === 'whatsapp'
    ? post(
        state,
        state.options.whatsappWebhookUrl,
        whatsappEnvelope({
          contacts: [{ wa_id: from, profile: { name: 'Sandbox phone' } }],
          messages: [
            { from, id: `wamid.${crypto.randomBytes(12).toString('base64url')}`, timestamp: now, type: 'text', text: { body: text } },
          ],
        }),
        'whatsapp',
      )
    : post(
        state,
        state.options.smsWebhookUrl,
        { type: 'inbound', id: crypto.randomUUID(), sender: from, receiver: 'ePharmacy', message: text, sent_at: new Date().toISOString() },
        'sms',
      );
}

/** The sandbox's own controls: the messages, failing the next sends, a reply from a phone, and a page to read them. */
function controlRoutes(app: FastifyInstance, state: State) {
  app.get('/_sandbox/messages', async () => ({ messages: state.messages }));
  app.post('/_sandbox/fail-next', async (request) => {
    const body = (request.body ?? {}) as { channel?: 'sms' | 'whatsapp'; count?: number; status?: number };
    state.failNext[body.channel === 'whatsapp' ? 'whatsapp' : 'sms'] = Math.max(0, Math.floor(body.count ?? 1));
    state.failNext.status = body.status ?? 503;
    return { failNext: state.failNext };
  });
  app.post('/_sandbox/inbound', async (request, reply) => {
    const body = (request.body ?? {}) as { channel?: string; from?: string; text?: string };
    if (typeof body.from !== 'string' || typeof body.text !== 'string')
      return reply.status(400).send({ message: 'from and text are required' });
    const status = await deliverInbound(state, body.channel, body.from, body.text);
    return { delivered: status === 200, status };
  });
  app.post('/_sandbox/reply-stop', async (request, reply) => {
    const body = (request.body ?? {}) as { channel?: string; from?: string };
    const status = typeof body.from === 'string' ? await deliverInbound(state, body.channel, body.from, 'STOP') : null;
    return reply.redirect(`/?stopped=${status === 200 ? '1' : '0'}`);
  });
  app.get('/', async (request, reply) => {
    const stopped = (request.query as { stopped?: string }).stopped;
    const rows = [...state.messages]
      .reverse()
      .map(
        (m) => `<li><b>${m.channel === 'sms' ? 'SMS' : 'WhatsApp'}</b> to <span class="to">${esc(m.to)}</span> · ${esc(m.status)}<br>
<span class="text">${esc(m.text ?? `${m.template!.name}: ${m.template!.params.join(' | ')}`)}</span>
<form method="post" action="/_sandbox/reply-stop"><input type="hidden" name="channel" value="${m.channel}"><input type="hidden" name="from" value="${esc(m.to)}"><button>Reply STOP from this phone</button></form></li>`,
      )
      .join('\n');
    const note =
      stopped === '1'
        ? '<p role="status">STOP sent: the shop received it.</p>'
        : stopped === '0'
          ? '<p role="alert">STOP was not delivered to the shop.</p>'
          : '';
    reply.type('text/html')
      .send(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Messaging sandbox</title>
<style>body{font-family:Arial,sans-serif;margin:16px;max-width:640px}ul{padding:0;list-style:none}li{margin:0 0 16px;overflow-wrap:anywhere}button{min-height:44px;margin-top:6px}</style></head>
<body><h1>Messaging sandbox</h1>${note}<p>SMS (Termii) and WhatsApp messages the shop sent, newest first.</p><ul>${rows || '<li>No messages yet.</li>'}</ul></body></html>`);
  });
}
