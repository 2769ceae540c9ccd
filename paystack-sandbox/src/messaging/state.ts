// What the messaging sandbox keeps (the messages the shop sent, the messages phones sent, the pictures
// they sent, USSD sessions) and how it posts to the shop as the providers do: signed webhooks, and a
// phone's message in the WhatsApp Cloud API's or Termii's inbound shape.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InboundMedia, MediaStore } from './media';

/** The webhook secret both sides use offline (the API's default too). It is public. */
export const MESSAGING_SANDBOX_SECRET = 'messaging_sandbox_local';
/** The USSD callback's shared secret offline (the API's default too). It is public. */
export const USSD_SANDBOX_SECRET = 'ussd_sandbox_local';

export type SandboxMessage = {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  from: string;
  /** The SMS text, a WhatsApp text message's body (or an interactive message's body text), or null for a template. */
  text: string | null;
  template: { name: string; language: string; params: string[] } | null;
  /** WhatsApp's message kind (`template`, free-form `text` or `interactive`); SMS: null. */
  kind?: 'template' | 'text' | 'interactive' | null;
  /** An interactive message as the shop sent it (Cloud API shape: `list` with sections and rows, or `button` with reply buttons). */
  interactive?: WhatsAppInteractive | null;
  at: string;
  status: 'sent' | 'delivered' | 'receipt-failed';
};

/** The Cloud API's interactive object (a list of rows, or up to three reply buttons). */
export type WhatsAppInteractive = {
  type: 'list' | 'button';
  header?: { type: 'text'; text: string };
  body: { text: string };
  footer?: { text: string };
  action: {
    button?: string;
    sections?: { title?: string; rows: { id: string; title: string; description?: string }[] }[];
    buttons?: { type: 'reply'; reply: { id: string; title: string } }[];
  };
};

/** A tap on an interactive message's list row or reply button, as the phone sends it back. */
export type InboundTap = { kind: 'list' | 'button'; id: string; title: string };

/** A picture a phone sent, as the Cloud API's inbound `image` object names it (the bytes are in the media store). */
export type InboundImage = InboundMedia['message'];

/** A message a phone sent to the shop, as the sandbox posted it, and what the shop answered. */
export type PhoneMessage = {
  id: string;
  channel: 'sms' | 'whatsapp';
  /** The phone's number, +234… */
  from: string;
  kind: 'text' | 'interactive' | 'image' | 'document';
  text: string | null;
  tap: InboundTap | null;
  image: InboundImage | null;
  at: string;
  /** The shop's HTTP status (null: not answered yet, or not reached). */
  status: number | null;
};

/** One USSD session as the gateway keeps it: the choices typed so far and the screens the shop answered. */
export type UssdSession = {
  id: string;
  phone: string;
  choices: string[];
  ended: boolean;
  screens: { text: string; answer: string; status: number | null }[];
};

export type MessagingSandboxOptions = {
  /** Where receipts and inbound SMS go (Termii-shaped, x-termii-signature). */
  smsWebhookUrl?: string | null;
  /** Where WhatsApp statuses and inbound messages go (Cloud API-shaped, x-hub-signature-256). */
  whatsappWebhookUrl?: string | null;
  /** The shop's USSD callback (Africa's Talking-shaped, form-encoded, with its `?key=`); null: the phone's USSD tab is off. */
  ussdCallbackUrl?: string | null;
  /** The service code the phone dials (default *347*8#). */
  ussdServiceCode?: string;
  secret?: string;
  /** Accepted credentials (Termii api_key, WhatsApp Bearer token). */
  smsApiKey?: string;
  whatsappToken?: string;
  /** Delay before a delivery receipt is sent (ms). */
  receiptDelayMs?: number;
  logger?: boolean;
};

export type State = {
  options: MessagingSandboxOptions;
  secret: string;
  messages: SandboxMessage[];
  /** What phones sent (the phone screen's side of each conversation). */
  inbound: PhoneMessage[];
  /** Media phones sent (pictures, documents), by media id (media.ts). */
  media: MediaStore;
  ussd: Map<string, UssdSession>;
  /** Sends still to fail, per channel (POST /_sandbox/fail-next), and the status they fail with. */
  failNext: { sms: number; whatsapp: number; status: number };
  timers: Set<NodeJS.Timeout>;
  log: FastifyInstance['log'];
};

export const sign512 = (secret: string, body: string) => crypto.createHmac('sha512', secret).update(body).digest('hex');
export const sign256 = (secret: string, body: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts a signed webhook as the provider signs it; answers the shop's status (null: not delivered). */
export async function post(
  state: State,
  url: string | null | undefined,
  body: unknown,
  provider: 'sms' | 'whatsapp',
): Promise<number | null> {
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

export const whatsappEnvelope = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'sandbox-waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
});

/** What a phone sends: words, a tap on a list row or reply button, or media (a picture or a document, with its caption). */
export type PhoneContent = { text: string; tap?: InboundTap; media?: InboundMedia };

/** The Cloud API's inbound message: text, the reply to an interactive message (list_reply / button_reply), an image or a document. */
function inboundWhatsApp(from: string, id: string, content: PhoneContent) {
  const base = { from, id, timestamp: String(Math.floor(Date.now() / 1000)) };
  if (content.media) return { ...base, type: content.media.kind, [content.media.kind]: content.media.message };
  if (!content.tap) return { ...base, type: 'text', text: { body: content.text } };
  const answer = { id: content.tap.id, title: content.tap.title };
  return {
    ...base,
    type: 'interactive',
    interactive: content.tap.kind === 'list' ? { type: 'list_reply', list_reply: answer } : { type: 'button_reply', button_reply: answer },
  };
}

/** Keeps what the phone sent for its conversation (once per message id: a repeated id is WhatsApp's retry of the same message). */
function record(state: State, channel: 'sms' | 'whatsapp', from: string, id: string, content: PhoneContent): PhoneMessage {
  const known = state.inbound.find((m) => m.id === id && m.channel === channel);
  if (known) return known;
  const message: PhoneMessage = {
    id,
    channel,
    from: `+${from}`,
    kind: content.media ? content.media.kind : content.tap ? 'interactive' : 'text',
    text: content.media ? (content.media.message.caption ?? null) : content.tap ? content.tap.title : content.text,
    tap: content.tap ?? null,
    image: content.media?.kind === 'image' ? content.media.message : null,
    at: new Date().toISOString(),
    status: null,
  };
  state.inbound.push(message);
  return message;
}

/** A message from a phone (e.g. "STOP", a search, a tap, a picture), posted to the shop's webhook as the provider would; answers the shop's status and the message id. */
export async function deliverInbound(
  state: State,
  channel: string | undefined,
  fromRaw: string,
  content: PhoneContent,
  messageId?: string,
): Promise<{ status: number | null; id: string }> {
  const from = fromRaw.replace(/^\+/, '');
  if (channel === 'whatsapp') {
    const id = messageId ?? `wamid.${crypto.randomBytes(12).toString('base64url')}`;
    const kept = record(state, 'whatsapp', from, id, content);
    const status = await post(
      state,
      state.options.whatsappWebhookUrl,
      whatsappEnvelope({
        contacts: [{ wa_id: from, profile: { name: 'Sandbox phone' } }],
        messages: [inboundWhatsApp(from, id, content)],
      }),
      'whatsapp',
    );
    kept.status = status;
    return { status, id };
  }
  const id = crypto.randomUUID();
  const kept = record(state, 'sms', from, id, { text: content.text });
  const status = await post(
    state,
    state.options.smsWebhookUrl,
    { type: 'inbound', id, sender: from, receiver: 'ePharmacy', message: content.text, sent_at: new Date().toISOString() },
    'sms',
  );
  kept.status = status;
  return { status, id };
}
