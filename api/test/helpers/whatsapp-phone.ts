import crypto from 'node:crypto';
import { MESSAGING_SANDBOX_SECRET, sign256, type SandboxMessage } from '../../../paystack-sandbox/src/messaging/messaging-sandbox';

/**
 * A shopper's phone on WhatsApp, against a listening API: its messages posted to the shop's webhook
 * as the Cloud API posts them (signed, each with its own message id), the shop's replies read from
 * what the messaging sandbox received for that number.
 */
export function whatsappPhone(apiUrl: string, texts: () => Promise<SandboxMessage[]>, phone: string) {
  const from = phone.replace(/^\+/, '');
  const post = async (message: Record<string, unknown>) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba',
          changes: [
            {
              field: 'messages',
              value: { messaging_product: 'whatsapp', contacts: [{ wa_id: from, profile: { name: 'Shopper' } }], messages: [message] },
            },
          ],
        },
      ],
    });
    const res = await fetch(`${apiUrl}/api/notifications/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign256(MESSAGING_SANDBOX_SECRET, body) },
      body,
    });
    if (res.status !== 200) throw new Error(`the webhook answered ${res.status}: ${await res.text()}`);
  };
  const base = (id = `wamid.${crypto.randomBytes(12).toString('base64url')}`) => ({
    from,
    id,
    timestamp: String(Math.floor(Date.now() / 1000)),
  });
  const replies = async () => (await texts()).filter((m) => m.channel === 'whatsapp' && m.to === phone);
  /** Does `act` and answers the one reply after it (the shop answers each message before the webhook answers 200). */
  const after = async (act: () => Promise<void>): Promise<SandboxMessage[]> => {
    const before = (await replies()).length;
    await act();
    return (await replies()).slice(before);
  };
  return {
    replies,
    /** Types a message; answers the replies it got. `id` repeats an earlier message (WhatsApp's retry). */
    write: (text: string, id?: string) => after(() => post({ ...base(id), type: 'text', text: { body: text } })),
    /**
     * Sends a photo (`image`) or a document already kept by the messaging sandbox (`storeMedia`), by
     * its media id, as the Cloud API posts it. `id` repeats an earlier message (WhatsApp's retry).
     */
    sendMedia: (
      kind: 'image' | 'document',
      media: { id: string; mime_type: string; sha256: string; caption?: string; filename?: string },
      id?: string,
    ) => after(() => post({ ...base(id), type: kind, [kind]: media })),
    /** Taps a list row or a reply button of an interactive message. */
    tap: (kind: 'list' | 'button', id: string, title = id) =>
      after(() =>
        post({
          ...base(),
          type: 'interactive',
          interactive:
            kind === 'list' ? { type: 'list_reply', list_reply: { id, title } } : { type: 'button_reply', button_reply: { id, title } },
        }),
      ),
  };
}

/** The rows of an interactive list, or the buttons of a reply-buttons message, as (id, title). */
export function choices(message: SandboxMessage | undefined): { id: string; title: string; description?: string }[] {
  const i = message?.interactive;
  if (!i) return [];
  if (i.type === 'list') return (i.action.sections ?? []).flatMap((s) => s.rows);
  return (i.action.buttons ?? []).map((b) => b.reply);
}

/**
 * A file kept by the messaging sandbox as if a phone had sent it (its media id and the sha256 the
 * Cloud API reports; `sha256` reports a made-up hash instead, as for a forged file).
 */
export async function storeMedia(messagingUrl: string, bytes: Buffer, mimeType: string, sha256?: string) {
  const res = await fetch(`${messagingUrl}/_sandbox/media`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: bytes.toString('base64'), mime_type: mimeType, ...(sha256 ? { sha256 } : {}) }),
  });
  if (res.status !== 200) throw new Error(`the messaging sandbox kept no media: ${res.status}`);
  const kept = (await res.json()) as { id: string; sha256: string };
  return { id: kept.id, mime_type: mimeType, sha256: kept.sha256 };
}
