// The texts sent by SMS and WhatsApp. Anyone may read a phone's lock screen: a text names the
// order, never a medicine, a condition or a test (the e-mail and the account carry those), and
// one text fits one GSM-7 segment where it can. A test renders every template against the
// catalogue's names.

import { Catalogues } from '../../platform/lib/message-catalogues';

/** The texts in every language, one file each in ./texts (en.json, pcm.json; a translator adds ha.json). */
export const SMS_TEXTS = new Catalogues(new URL('./texts/', import.meta.url));

/** Each text and the values it is filled with: the order number, and codes the text words itself. */
export const SMS_TEMPLATES = {
  'order-placed': ['orderNumber'],
  'order-status': ['orderNumber', 'status'],
  'order-reviewed': ['orderNumber'],
  'refund-moved': ['orderNumber', 'outcome'],
  /** A refill plan's next refill (the day, as "13 Dec") waits for a pharmacist's check of its prescription, or for one. */
  'refill-rx-check': ['day'],
  'refill-rx-needed': ['day'],
  /** A pharmacist refused the plan's prescription (the reason is in the account and the mail, never in a text). */
  'refill-rx-refused': ['day'],
  /** A pharmacist answered the shopper's question: never what was asked or answered. */
  'question-answered': [],
  /** A pharmacist decided on a prescription sent in the WhatsApp chat: never the medicine or the decision's reason. */
  'prescription-checked': [],
  // The pharmacy's name and hours (no medicine): the shopper knows where and when to go, PIN in hand.
  'pickup-ready': ['orderNumber', 'pharmacy', 'hours'],
  // A rider's delivery: the rider's first name and phone, the delivery code the shopper gives at the
  // door (proof of delivery, as a courier's code), the minutes, the Lagos time; never a medicine.
  'delivery-rider': ['orderNumber', 'rider', 'phone', 'code'],
  'delivery-arriving': ['orderNumber', 'rider', 'minutes'],
  'delivery-delivered': ['orderNumber', 'time'],
  'delivery-failed': ['orderNumber', 'reason'],
  'delivery-returning': ['orderNumber'],
} as const;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

/** The WhatsApp Business template each text is approved as (name, and its body parameters in order). */
export const WHATSAPP_TEMPLATES: Record<SmsTemplateName, { name: string; params: readonly string[] }> = {
  'order-placed': { name: 'order_placed_v1', params: SMS_TEMPLATES['order-placed'] },
  'order-status': { name: 'order_status_v1', params: SMS_TEMPLATES['order-status'] },
  'order-reviewed': { name: 'order_reviewed_v1', params: SMS_TEMPLATES['order-reviewed'] },
  'refund-moved': { name: 'refund_moved_v1', params: SMS_TEMPLATES['refund-moved'] },
  'refill-rx-check': { name: 'refill_rx_check_v1', params: SMS_TEMPLATES['refill-rx-check'] },
  'refill-rx-needed': { name: 'refill_rx_needed_v1', params: SMS_TEMPLATES['refill-rx-needed'] },
  'refill-rx-refused': { name: 'refill_rx_refused_v1', params: SMS_TEMPLATES['refill-rx-refused'] },
  'question-answered': { name: 'question_answered_v1', params: SMS_TEMPLATES['question-answered'] },
  'prescription-checked': { name: 'prescription_checked_v1', params: SMS_TEMPLATES['prescription-checked'] },
  'pickup-ready': { name: 'pickup_ready_v1', params: SMS_TEMPLATES['pickup-ready'] },
  'delivery-rider': { name: 'delivery_rider_v1', params: SMS_TEMPLATES['delivery-rider'] },
  'delivery-arriving': { name: 'delivery_arriving_v1', params: SMS_TEMPLATES['delivery-arriving'] },
  'delivery-delivered': { name: 'delivery_delivered_v1', params: SMS_TEMPLATES['delivery-delivered'] },
  'delivery-failed': { name: 'delivery_failed_v1', params: SMS_TEMPLATES['delivery-failed'] },
  'delivery-returning': { name: 'delivery_returning_v1', params: SMS_TEMPLATES['delivery-returning'] },
};

/** The values in words of the language: an order status (Shipped) or a refund outcome (processed) as the text says it. */
export function textParams(params: Record<string, string>, locale?: string | null): Record<string, string> {
  const words: Record<string, string> = { ...params };
  for (const name of ['status', 'outcome', 'reason']) {
    if (params[name] === undefined) continue;
    const key = `${name}.${params[name]}`;
    words[name] = SMS_TEXTS.format(locale, SMS_TEXTS.has(key) ? key : `${name}.other`);
  }
  return words;
}

/** A text in the shopper's language (English when absent or not translated). */
export function renderSms(template: SmsTemplateName, params: Record<string, string>, locale?: string | null): string {
  return SMS_TEXTS.format(locale, template, textParams(params, locale));
}

/**
 * The sensitive words a text contains: any of the given names (medicines, their ingredients,
 * conditions, tests) as a whole word, case-insensitively. Empty means the text may go.
 */
export function sensitiveWordsIn(text: string, names: Iterable<string>): string[] {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found: string[] = [];
  for (const name of names) {
    const needle = name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (needle.length >= 3 && lower.includes(` ${needle} `)) found.push(name);
  }
  return found;
}
