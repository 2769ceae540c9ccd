// A local stand-in for the shop's messaging providers, beside the Paystack one: Termii's SMS API
// (POST /api/sms/send) and the WhatsApp Business Cloud API (POST /v21.0/{phone-number-id}/messages,
// template messages). It records every message, sends delivery receipts back to the shop's webhooks
// signed as the providers sign them, and can deliver an inbound reply ("STOP") from a phone. A page at /
// lists the messages, with a "Reply STOP" button on each number; the phone screen at /phone plays a
// phone (WhatsApp and USSD: phone-routes.ts, ussd-gateway.ts). Media a phone sends (a photo, a PDF) is
// kept and served as the Cloud API serves it (media.ts).
import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { mediaRoutes, storeMedia } from './media';
import { phoneRoutes } from './phone-routes';
import {
  deliverInbound,
  MESSAGING_SANDBOX_SECRET,
  post,
  type InboundTap,
  type MessagingSandboxOptions,
  type SandboxMessage,
  type State,
  whatsappEnvelope,
  type WhatsAppInteractive,
} from './state';
import { ussdGateway } from './ussd-gateway';

export {
  MESSAGING_SANDBOX_SECRET,
  sign256,
  sign512,
  type InboundTap,
  type MessagingSandboxOptions,
  type SandboxMessage,
  type WhatsAppInteractive,
} from './state';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An interactive message's list rows or reply buttons, as the phone shows them. */
const choicesHtml = (m: SandboxMessage) => {
  const i = m.interactive;
  if (!i) return '';
  const titles =
    i.type === 'list'
      ? (i.action.sections ?? []).flatMap((s) => s.rows.map((r) => r.title))
      : (i.action.buttons ?? []).map((b) => b.reply.title);
  return `<br><span class="choices">${titles.map((t) => `[${esc(t)}]`).join(' ')}</span>`;
};

export async function buildMessagingSandbox(options: MessagingSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  const state: State = {
    options,
    secret: options.secret ?? MESSAGING_SANDBOX_SECRET,
    messages: [],
    inbound: [],
    media: new Map(),
    ussd: new Map(),
    failNext: { sms: 0, whatsapp: 0, status: 503 },
    timers: new Set(),
    log: app.log,
  };
  app.addHook('onClose', async () => state.timers.forEach((t) => clearTimeout(t)));
  app.get('/health', async () => ({ status: 'ok' }));
  termiiRoutes(app, state);
  whatsappRoutes(app, state);
  controlRoutes(app, state);
  mediaRoutes(app, state.media, () => state.options.whatsappToken ?? 'sandbox');
  phoneRoutes(app, state);
  ussdGateway(app, state);
  return app;
}

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

/**
 * The Cloud API's documented limits on an interactive message: a list has 1 to 10 rows in all (row
 * ids up to 200 characters, titles up to 24) and a button label up to 20; reply buttons are 1 to 3
 * (titles up to 20); the body text up to 1024 characters.
 */
function validInteractive(i: WhatsAppInteractive | undefined): boolean {
  if (!i || typeof i.body?.text !== 'string' || !i.body.text || i.body.text.length > 1024) return false;
  if (i.type === 'list') {
    const rows = (i.action?.sections ?? []).flatMap((s) => s.rows ?? []);
    return (
      typeof i.action.button === 'string' &&
      i.action.button.length >= 1 &&
      i.action.button.length <= 20 &&
      rows.length >= 1 &&
      rows.length <= 10 &&
      rows.every((r) => r.id && r.id.length <= 200 && r.title && r.title.length <= 24 && (r.description ?? '').length <= 72)
    );
  }
  if (i.type === 'button') {
    const buttons = i.action?.buttons ?? [];
    return (
      buttons.length >= 1 &&
      buttons.length <= 3 &&
      buttons.every((b) => b.type === 'reply' && b.reply?.id && b.reply.title && b.reply.title.length <= 20)
    );
  }
  return false;
}

/** WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages: a template message, or inside the customer-service window free-form text or interactive. */
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
      text?: { body?: string };
      interactive?: WhatsAppInteractive;
    };
    const invalid = () => reply.status(400).send({ error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
    if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string') return invalid();
    if (
      body.type === 'template'
        ? !body.template?.name
        : body.type === 'text'
          ? !body.text?.body
          : body.type === 'interactive'
            ? !validInteractive(body.interactive)
            : true
    )
      return invalid();
    if (state.failNext.whatsapp > 0) {
      state.failNext.whatsapp -= 1;
      return reply.status(state.failNext.status).send({ error: { message: 'Service temporarily unavailable', code: 131000 } });
    }
    const bodyParams = body.template?.components?.find((c) => c.type === 'body')?.parameters?.map((p) => p.text ?? '') ?? [];
    const message: SandboxMessage = {
      id: `wamid.${crypto.randomBytes(12).toString('base64url')}`,
      channel: 'whatsapp',
      to: `+${body.to.replace(/^\+/, '')}`,
      from: params.phoneNumberId,
      text: body.type === 'text' ? body.text!.body! : body.type === 'interactive' ? body.interactive!.body.text : null,
      template: body.template ? { name: body.template.name!, language: body.template.language?.code ?? 'en', params: bodyParams } : null,
      kind: body.type as 'template' | 'text' | 'interactive',
      interactive: body.type === 'interactive' ? body.interactive! : null,
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

/** The sandbox's own controls: the messages, failing the next sends, a reply from a phone, and a page to read them. */
function controlRoutes(app: FastifyInstance, state: State) {
  app.get('/_sandbox/messages', async () => ({ messages: state.messages }));
  app.post('/_sandbox/fail-next', async (request) => {
    const body = (request.body ?? {}) as { channel?: 'sms' | 'whatsapp'; count?: number; status?: number };
    state.failNext[body.channel === 'whatsapp' ? 'whatsapp' : 'sms'] = Math.max(0, Math.floor(body.count ?? 1));
    state.failNext.status = body.status ?? 503;
    return { failNext: state.failNext };
  });
  app.post('/_sandbox/inbound', { bodyLimit: 48 * 1024 * 1024 }, async (request, reply) => {
    const body = (request.body ?? {}) as {
      channel?: string;
      from?: string;
      text?: string;
      tap?: InboundTap;
      id?: string;
      media?: { kind?: string; data?: string; mime_type?: string; caption?: string; filename?: string };
    };
    const tap = body.tap && (body.tap.kind === 'list' || body.tap.kind === 'button') && body.tap.id ? body.tap : undefined;
    // A photo or a document from the phone: kept (as the Cloud API keeps it) and sent with its media id.
    const media = body.media && body.channel === 'whatsapp' ? storeMedia(state.media, body.media) : undefined;
    if (body.media && !media)
      return reply.status(400).send({ message: 'media needs kind (image or document), data (base64) and mime_type' });
    if (typeof body.from !== 'string' || (typeof body.text !== 'string' && !tap && !media))
      return reply.status(400).send({ message: 'from, and text, tap or media, are required' });
    // `id` repeats an earlier message id: WhatsApp's own retry of a webhook it thinks was missed.
    const sent = await deliverInbound(
      state,
      body.channel,
      body.from,
      { text: body.text ?? '', tap, media },
      typeof body.id === 'string' ? body.id : undefined,
    );
    return { delivered: sent.status === 200, status: sent.status, id: sent.id };
  });
  app.post('/_sandbox/reply-stop', async (request, reply) => {
    const body = (request.body ?? {}) as { channel?: string; from?: string };
    const status = typeof body.from === 'string' ? (await deliverInbound(state, body.channel, body.from, { text: 'STOP' })).status : null;
    return reply.redirect(`/?stopped=${status === 200 ? '1' : '0'}`);
  });
  app.get('/', async (request, reply) => {
    const stopped = (request.query as { stopped?: string }).stopped;
    const rows = [...state.messages]
      .reverse()
      .map(
        (m) => `<li><b>${m.channel === 'sms' ? 'SMS' : 'WhatsApp'}</b> to <span class="to">${esc(m.to)}</span> · ${esc(m.status)}<br>
<span class="text">${esc(m.text ?? `${m.template!.name}: ${m.template!.params.join(' | ')}`)}</span>${choicesHtml(m)}
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
<body><h1>Messaging sandbox</h1>${note}<p><a href="/phone">Open the phone screen</a> (WhatsApp and USSD, as a shopper).</p><p>SMS (Termii) and WhatsApp messages the shop sent, newest first.</p><ul>${rows || '<li>No messages yet.</li>'}</ul></body></html>`);
  });
}
