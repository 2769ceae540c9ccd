// The SMS and WhatsApp providers, as their APIs are documented: Termii's POST /api/sms/send and the
// WhatsApp Business Cloud API's POST /{version}/{phone-number-id}/messages with a template. Offline
// both point at the local messaging sandbox (paystack-sandbox/src/messaging), which speaks the same,
// media a phone sent (GET /{version}/{media-id}, then its url) included.
import crypto from 'node:crypto';
import type { Config } from '../../config';
import { providerNumber } from './phone';

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface SmsProvider {
  send(to: string, text: string): Promise<{ messageId: string }>;
}
/** A free-form WhatsApp message (allowed only inside the 24-hour customer-service window): text, or interactive (a list or reply buttons). */
export type WhatsAppFreeForm =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'interactive';
      interactive: {
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
    };

/** A media file WhatsApp would not give as sent: larger than the limit, bytes not matching its sha256, or no such media. */
export class MediaRefused extends Error {
  constructor(readonly reason: 'too-large' | 'forged' | 'missing') {
    super(`WhatsApp media refused: ${reason}`);
    this.name = 'MediaRefused';
  }
}

export interface WhatsAppProvider {
  sendTemplate(to: string, template: { name: string; params: string[]; language?: string }): Promise<{ messageId: string }>;
  sendFreeForm(to: string, message: WhatsAppFreeForm): Promise<{ messageId: string }>;
  /** The bytes of a media file a phone sent (by the media id of its inbound message), at most `maxBytes`, checked against its sha256. */
  media(mediaId: string, maxBytes: number, sha256?: string): Promise<{ bytes: Buffer; mimeType: string }>;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new ProviderError(`provider unreachable: ${(err as Error).message}`, null);
  }
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Not JSON: reported below with the status.
  }
  if (!res.ok) throw new ProviderError(`provider answered ${res.status}: ${text.slice(0, 200)}`, res.status);
  return json;
}

/** A GET with the bearer token: the answer when it is 2xx or 404 (the caller reads either), a ProviderError otherwise. */
/** A GET answered 2xx, or with one of `passed` (the caller reads those), else a ProviderError. */
async function getOk(url: string, headers: Record<string, string>, passed: number[] = [404]): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  } catch (err) {
    throw new ProviderError(`provider unreachable: ${(err as Error).message}`, null);
  }
  if (!res.ok && !passed.includes(res.status))
    throw new ProviderError(`provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`, res.status);
  return res;
}

/** Termii: `{ to, from, sms, type: 'plain', channel: 'generic', api_key }` → `{ message_id, message, balance, user }`. */
export class TermiiSms implements SmsProvider {
  constructor(private readonly config: NonNullable<Config['messaging']['sms']>) {}

  async send(to: string, text: string) {
    const json = await postJson(new URL('/api/sms/send', this.config.baseUrl).toString(), {
      to: providerNumber(to),
      from: this.config.senderId,
      sms: text,
      type: 'plain',
      channel: 'generic',
      api_key: this.config.apiKey,
    });
    const messageId = json.message_id;
    if (typeof messageId !== 'string' || !messageId) throw new ProviderError('provider answered without a message_id', null);
    return { messageId };
  }
}

/** WhatsApp Cloud API: a template message; the answer's `messages[0].id` (wamid.…) identifies it in status webhooks. */
export class WhatsAppCloud implements WhatsAppProvider {
  constructor(private readonly config: NonNullable<Config['messaging']['whatsapp']>) {}

  async sendTemplate(to: string, template: { name: string; params: string[]; language?: string }) {
    const json = await postJson(
      new URL(`/v21.0/${this.config.phoneNumberId}/messages`, this.config.baseUrl).toString(),
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: providerNumber(to),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language ?? 'en' },
          components: [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }],
        },
      },
      { authorization: `Bearer ${this.config.token}` },
    );
    const messageId = (json.messages as { id?: string }[] | undefined)?.[0]?.id;
    if (typeof messageId !== 'string' || !messageId) throw new ProviderError('provider answered without messages[0].id', null);
    return { messageId };
  }

  /**
   * The Cloud API's media flow: GET /{version}/{media-id} with the bearer token answers a short-lived
   * `url` with `mime_type`, `sha256` and `file_size`; GET that url with the same token gives the bytes.
   * Refused before downloading when `file_size` is over the limit, while downloading once the bytes
   * pass it, and after when they do not hash to the sha256 WhatsApp (and the inbound message) gave.
   */
  async media(mediaId: string, maxBytes: number, sha256?: string) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(mediaId)) throw new MediaRefused('missing');
    const headers = { authorization: `Bearer ${this.config.token}` };
    // A media id the Graph API does not know (never sent, or expired) is answered 400 (GraphMethodException, code 100).
    const meta = await getOk(new URL(`/v21.0/${mediaId}`, this.config.baseUrl).toString(), headers, [400, 404]);
    if (meta.status === 400 || meta.status === 404) throw new MediaRefused('missing');
    const info = (await meta.json().catch(() => ({}))) as { url?: unknown; mime_type?: unknown; sha256?: unknown; file_size?: unknown };
    const declared = typeof info.sha256 === 'string' ? info.sha256.toLowerCase() : '';
    if (typeof info.url !== 'string' || !/^https?:\/\//.test(info.url) || typeof info.mime_type !== 'string' || !declared)
      throw new ProviderError('provider answered without url, mime_type and sha256', null);
    if (Number(info.file_size) > maxBytes) throw new MediaRefused('too-large');
    const download = await getOk(info.url, headers);
    if (download.status === 404) throw new MediaRefused('missing');
    if (Number(download.headers.get('content-length')) > maxBytes) throw new MediaRefused('too-large');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > maxBytes) throw new MediaRefused('too-large');
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    const actual = crypto.createHash('sha256').update(bytes).digest('hex');
    if (actual !== declared || (sha256 !== undefined && sha256.toLowerCase() !== actual)) throw new MediaRefused('forged');
    return { bytes, mimeType: info.mime_type };
  }

  /** A text or interactive message, as the Cloud API takes it inside the customer-service window. */
  async sendFreeForm(to: string, message: WhatsAppFreeForm) {
    const json = await postJson(
      new URL(`/v21.0/${this.config.phoneNumberId}/messages`, this.config.baseUrl).toString(),
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: providerNumber(to), ...message },
      { authorization: `Bearer ${this.config.token}` },
    );
    const messageId = (json.messages as { id?: string }[] | undefined)?.[0]?.id;
    if (typeof messageId !== 'string' || !messageId) throw new ProviderError('provider answered without messages[0].id', null);
    return { messageId };
  }
}
