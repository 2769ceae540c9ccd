import { composeMail, type MailMessage } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import type { OrderJson } from '../../domains/orders/orders-service';
import type { RecallOutcome } from '../../platform/db/schema/stock';

export type RecalledBatch = { medicineName: string; lotNumber: string; expiryDate: string | null; reason: string; nafdacReference: string };

/** The batch's expiry (yyyy-mm-dd) as the shop writes dates: dd/mm/yyyy. */
const expiry = (date: string | null) => {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (date ?? 'none');
};

/**
 * One mail per shopper, in their language: the recalled batch, and for each of their orders what
 * happened and what to do, with NAFDAC's channels for reporting. The recall's reason and
 * NAFDAC's reference stay as written.
 */
export function recallMail(
  batch: RecalledBatch,
  orders: { order: OrderJson; outcome: RecallOutcome }[],
  publicUrl: string,
  locale?: string | null,
): MailMessage {
  const t = mailTexts(locale);
  const first = orders[0].order;
  const paragraphs = [
    t('recall.batch', {
      medicine: batch.medicineName,
      lot: batch.lotNumber,
      expiry: expiry(batch.expiryDate),
      reason: batch.reason,
      nafdac: batch.nafdacReference || 'none',
    }),
    ...orders.map(({ order, outcome }) => t(`recall.${outcome}`, { orderNumber: order.orderNumber })),
    t('recall.report'),
  ];
  const link = `${publicUrl.replace(/\/$/, '')}/track/${encodeURIComponent(first.orderId)}`;
  return {
    to: first.customer.email,
    subject: t('recall.subject', { medicine: batch.medicineName, lot: batch.lotNumber }),
    link,
    ...composeMail({ heading: t('recall.heading'), paragraphs, action: { label: t('recall.action'), url: link }, locale }),
  };
}
