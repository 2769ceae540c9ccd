import { displayPhone, landmarkText } from '../delivery/delivery-rules';
import { refundTimelineText } from '../payments/payments-service';
import { composeMail, type MailMessage } from '../mail/mailer';
import { formatNaira, nairaToKobo } from '../lib/money';
import { Catalogues } from '../lib/message-catalogues';
import type { OrderJson } from './orders-service';

/** The order mails' own words in each language (./mail-texts/<locale>.json; a translator adds a file). Receipts' lines, medicine names and pharmacists' words stay as written. */
export const ORDER_MAIL_TEXTS = new Catalogues(new URL('./mail-texts/', import.meta.url));

/** The shop's promises, at the foot of every order email (the mailer adds the pharmacy's legal identity under them). */
export const SHOP_FOOTER = [
  'e-pharmacy, your licensed online pharmacy in Nigeria: genuine medicines from registered manufacturers.',
  'Phone and WhatsApp: +234 800 374 2797. Email: care@e-pharmacy.ng.',
  'Orders taken 24/7; prescriptions checked in pharmacist hours. Free delivery on orders over N100,000. Returns: cancellation after 1 day.',
].join('\n');

const money = (naira: number) => formatNaira(nairaToKobo(naira));

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(new Date(iso));

export const trackingUrl = (publicUrl: string, order: OrderJson) => `${publicUrl}/track/${order.orderId}`;

function addressText(order: OrderJson): string {
  const a = order.deliveryAddress;
  if (!a) return order.shippingAddress;
  return [
    a.recipient,
    a.street,
    landmarkText(a.landmark),
    `${a.city}, ${a.state === 'FCT' ? 'FCT' : `${a.state} State`}`,
    `Rider will call: ${displayPhone(a.phone)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The receipt: lines, items, delivery, total, address, window, payment. */
export function receiptParagraphs(order: OrderJson): string[] {
  const lines = order.orderItems
    .map((l) => `${l.quantity} × ${l.medicineName} @ ${money(l.price)} = ${money(l.price * l.quantity)}`)
    .join('\n');
  const zone = order.deliveryAddress ? ` to ${order.deliveryAddress.zoneName}` : '';
  return [
    `Order number: ${order.orderNumber}\nPlaced: ${dateTime(order.orderDate)}${order.paidAt ? `\nPaid: ${dateTime(order.paidAt)}` : ''}\nPayment reference: ${order.paymentReference}`,
    lines,
    `Items: ${money(order.itemsTotal)}${order.discount ? `\nDiscount (${order.discountCode ?? 'code'}): -${money(order.discount)}` : ''}\nDelivery${zone}: ${order.deliveryFee === 0 ? 'free' : money(order.deliveryFee)}\nTotal paid: ${money(order.totalPrice)}`,
    `Delivery address:\n${addressText(order)}`,
    ...(order.deliveryWindow ? [`Expected delivery: ${order.deliveryWindow.text}`] : []),
  ];
}

function firstName(order: OrderJson, locale?: string | null) {
  return order.customer.name.split(' ')[0] || ORDER_MAIL_TEXTS.format(locale, 'there');
}

/** Confirmation with the receipt, when the order is placed (paid), in the shopper's language. */
export function orderPlacedMail(order: OrderJson, publicUrl: string, locale?: string | null): MailMessage {
  const link = trackingUrl(publicUrl, order);
  const t = (key: string, values?: Record<string, string>) => ORDER_MAIL_TEXTS.format(locale, key, values);
  return {
    to: order.customer.email,
    subject: t('placed.subject', { orderNumber: order.orderNumber }),
    link,
    ...composeMail({
      heading: t('placed.heading', { name: firstName(order, locale) }),
      paragraphs: [
        t('placed.intro', { orderNumber: order.orderNumber }),
        ...(order.status === 'AwaitingReview' ? [t('placed.awaitingReview')] : []),
        ...receiptParagraphs(order),
      ],
      action: { label: t('track'), url: link },
      footer: SHOP_FOOTER,
    }),
  };
}

/** What a status change says: where the order goes and who calls, for a shipped one. */
function statusText(order: OrderJson, t: (key: string, values?: Record<string, string>) => string): string {
  const a = order.deliveryAddress;
  if (order.status !== 'Shipped')
    return t(ORDER_MAIL_TEXTS.has(`status.${order.status}`) ? `status.${order.status}` : 'status.other', { status: order.status });
  const where = a ? t('status.ShippedTo', { city: a.city, state: a.state, phone: displayPhone(a.phone) }) : t('status.Shipped');
  return order.deliveryWindow ? `${where} ${t('status.window', { window: order.deliveryWindow.text })}` : where;
}

/** One mail per status change, with the tracking link; a cancellation says where the refund goes. In the shopper's language. */
export function orderStatusMail(
  order: OrderJson,
  publicUrl: string,
  refund: { amount: number } | null,
  locale?: string | null,
): MailMessage {
  const link = trackingUrl(publicUrl, order);
  const t = (key: string, values?: Record<string, string | number>) => ORDER_MAIL_TEXTS.format(locale, key, values);
  const paragraphs = [statusText(order, t)];
  if (order.status === 'Canceled' && refund) {
    paragraphs.push(t('status.refund', { amount: nairaToKobo(refund.amount), timeline: refundTimelineText() }));
  }
  paragraphs.push(t('status.summary', { orderNumber: order.orderNumber, total: nairaToKobo(order.totalPrice) }));
  const word = t('status.word', { status: order.status });
  return {
    to: order.customer.email,
    subject: t('status.subject', { orderNumber: order.orderNumber, word }),
    link,
    ...composeMail({
      heading: t('status.heading', { orderNumber: order.orderNumber, word }),
      paragraphs,
      action: { label: t('track'), url: link },
      footer: SHOP_FOOTER,
    }),
  };
}

/** The pharmacist's decision on an order that waited for it: approved, partly approved or rejected, with the reason and the refund. */
export function reviewMail(order: OrderJson, publicUrl: string): MailMessage {
  const link = trackingUrl(publicUrl, order);
  const review = order.review!;
  const rejected = order.orderItems.filter((l) => l.reviewDecision === 'rejected');
  const refundText = `A refund of ${money(review.refund)} is on its way to the card or account you paid with; banks usually show it within ${refundTimelineText()}.`;
  const paragraphs =
    review.decision === 'approved'
      ? [
          `Our pharmacist ${review.pharmacistName} checked your prescription and approved order ${order.orderNumber}. We are preparing it now.`,
        ]
      : review.decision === 'partial'
        ? [
            `Our pharmacist ${review.pharmacistName} checked your prescription for order ${order.orderNumber}. We can send the rest of your order, but not:\n${rejected.map((l) => `- ${l.quantity} × ${l.medicineName}`).join('\n')}`,
            `Reason: ${review.reason}`,
            refundText,
          ]
        : [
            `Our pharmacist ${review.pharmacistName} checked your prescription and could not approve order ${order.orderNumber}, so it has been cancelled.`,
            `Reason: ${review.reason}`,
            refundText,
            'If you have a newer prescription, you can upload it and order again. Reply to this email or call us if you have questions.',
          ];
  const subject =
    review.decision === 'approved'
      ? `Order ${order.orderNumber}: prescription approved`
      : review.decision === 'partial'
        ? `Order ${order.orderNumber}: prescription partly approved`
        : `Order ${order.orderNumber}: prescription not approved`;
  return {
    to: order.customer.email,
    subject,
    link,
    ...composeMail({ heading: subject, paragraphs, action: { label: 'See your order', url: link }, footer: SHOP_FOOTER }),
  };
}

/** The refund reached the shopper's bank (or failed at the provider: the shop will be in touch). */
export function refundMail(order: OrderJson, publicUrl: string, refund: { amount: number; status: 'processed' | 'failed' }): MailMessage {
  const link = trackingUrl(publicUrl, order);
  const processed = refund.status === 'processed';
  return {
    to: order.customer.email,
    subject: processed
      ? `Refund for order ${order.orderNumber}: ${money(refund.amount)} sent back`
      : `Refund for order ${order.orderNumber}: we are on it`,
    link,
    ...composeMail({
      heading: processed ? 'Your refund has been processed' : 'Your refund needs a little more time',
      paragraphs: [
        processed
          ? `We have refunded ${money(refund.amount)} for order ${order.orderNumber} to the card or account you paid with. Banks usually show it within ${refundTimelineText()} of the refund being asked for.`
          : `The payment provider could not complete the refund of ${money(refund.amount)} for order ${order.orderNumber}. Our team has been alerted and will contact you to refund you another way.`,
      ],
      action: { label: 'See your order', url: link },
      footer: SHOP_FOOTER,
    }),
  };
}
