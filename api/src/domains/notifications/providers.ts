// The SMS and WhatsApp providers, as their APIs are documented: Termii's POST /api/sms/send and the
// WhatsApp Business Cloud API's POST /{version}/{phone-number-id}/messages with a template. Offline
// both point at the local messaging sandbox (paystack-sandbox/src/messaging), which speaks the same.
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

export interface WhatsAppProvider {
  sendTemplate(to: string, template: { name: string; params: string[]; language?: string }): Promise<{ messageId: string }>;
  sendFreeForm(to: string, message: WhatsAppFreeForm): Promise<{ messageId: string }>;
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
