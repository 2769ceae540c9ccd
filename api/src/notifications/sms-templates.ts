// The texts sent by SMS and WhatsApp. Anyone may read a phone's lock screen: a text names the
// order, never a medicine, a condition or a test (the e-mail and the account carry those), and
// one text fits one GSM-7 segment where it can. A test renders every template against the
// catalogue's names.

export const SMS_TEMPLATES = {
  'order-placed': (p: { orderNumber: string }) =>
    `e-pharmacy: order ${p.orderNumber} received. Track it in your account. Reply STOP to end texts.`,
  'order-status': (p: { orderNumber: string; status: string }) =>
    `e-pharmacy: order ${p.orderNumber} is now ${p.status}. Details in your account. Reply STOP to end texts.`,
  'order-reviewed': (p: { orderNumber: string }) =>
    `e-pharmacy: our pharmacist has checked order ${p.orderNumber}. See the decision in your account. Reply STOP to end texts.`,
  'refund-moved': (p: { orderNumber: string; outcome: string }) =>
    `e-pharmacy: the refund for order ${p.orderNumber} has ${p.outcome}. Details in your account. Reply STOP to end texts.`,
} as const;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;
export type SmsTemplateParams<T extends SmsTemplateName> = Parameters<(typeof SMS_TEMPLATES)[T]>[0];

/** The WhatsApp Business template each text is approved as (name, and its body parameters in order). */
export const WHATSAPP_TEMPLATES: Record<SmsTemplateName, { name: string; params: string[] }> = {
  'order-placed': { name: 'order_placed_v1', params: ['orderNumber'] },
  'order-status': { name: 'order_status_v1', params: ['orderNumber', 'status'] },
  'order-reviewed': { name: 'order_reviewed_v1', params: ['orderNumber'] },
  'refund-moved': { name: 'refund_moved_v1', params: ['orderNumber', 'outcome'] },
};

export function renderSms(template: SmsTemplateName, params: Record<string, string>): string {
  return (SMS_TEMPLATES[template] as (p: Record<string, string>) => string)(params);
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
