import { composeMail, type MailMessage } from '../../mail/mailer';
import type { OrderJson } from '../../orders/orders-service';
import type { RecallOutcome } from '../../db/schema/stock';

/** NAFDAC's own channels for reporting a side effect or a suspected fake. */
export const NAFDAC_CHANNELS =
  "NAFDAC's channels: e-reporting at https://primaryreporting.who-umc.org/NG, the Med Safety app, or the free line 0800-162-3322.";

export type RecalledBatch = { medicineName: string; lotNumber: string; expiryDate: string | null; reason: string; nafdacReference: string };

const WHAT_TO_DO: Record<RecallOutcome, string> = {
  received:
    'You have received units of this batch. Please stop using them and keep the packs: reply to this email or call us and we will collect them and replace or refund them. If you have taken this medicine and feel unwell, talk to a pharmacist or doctor.',
  reallocated:
    'Your order had not left us: the units of this batch were taken out of it and replaced with units of another batch, at no cost to you. Nothing else is needed from you.',
  refunded:
    'Your order had not left us and no other batch was left to replace it, so we cancelled it and refunded your payment to the card or account you paid with.',
};

/** One mail per shopper: the recalled batch, and for each of their orders what happened and what to do. */
export function recallMail(batch: RecalledBatch, orders: { order: OrderJson; outcome: RecallOutcome }[], publicUrl: string): MailMessage {
  const first = orders[0].order;
  const paragraphs = [
    `${batch.medicineName}, batch ${batch.lotNumber}${batch.expiryDate ? ` (expiry ${batch.expiryDate})` : ''}, has been recalled: ${batch.reason}${batch.nafdacReference ? ` (NAFDAC alert ${batch.nafdacReference})` : ''}.`,
    ...orders.map(({ order, outcome }) => `Order ${order.orderNumber}: ${WHAT_TO_DO[outcome]}`),
    `To report a side effect or a suspected fake medicine: ${NAFDAC_CHANNELS}`,
  ];
  const link = `${publicUrl.replace(/\/$/, '')}/track/${encodeURIComponent(first.orderId)}`;
  return {
    to: first.customer.email,
    subject: `Recall: ${batch.medicineName}, batch ${batch.lotNumber}`,
    link,
    ...composeMail({ heading: `A medicine you ordered has been recalled`, paragraphs, action: { label: 'See your order', url: link } }),
  };
}
