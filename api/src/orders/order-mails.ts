import { displayPhone, landmarkText } from '../delivery/delivery-rules';
import { refundTimelineText } from '../payments/payments-service';
import { composeMail, type MailMessage } from '../mail/mailer';
import { formatNaira, nairaToKobo } from '../lib/money';
import type { OrderJson } from './orders-service';

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

function firstName(order: OrderJson) {
  return order.customer.name.split(' ')[0] || 'there';
}

/** Confirmation with the receipt, when the order is placed (paid). */
export function orderPlacedMail(order: OrderJson, publicUrl: string): MailMessage {
  const link = trackingUrl(publicUrl, order);
  return {
    to: order.customer.email,
    subject: `Order ${order.orderNumber} confirmed: your receipt`,
    link,
    ...composeMail({
      heading: `Thank you for your order, ${firstName(order)}`,
      paragraphs: [
        `We received your payment and your order ${order.orderNumber} is confirmed. Here is your receipt.`,
        ...(order.status === 'AwaitingReview'
          ? [
              'Your order includes prescription-only medicine, so one of our pharmacists will check your prescription before we pack it. We will email you as soon as they have.',
            ]
          : []),
        ...receiptParagraphs(order),
      ],
      action: { label: 'Track your order', url: link },
      footer: SHOP_FOOTER,
    }),
  };
}

const STATUS_TEXT: Record<string, (order: OrderJson) => string> = {
  Processing: () => 'Our pharmacists are preparing your order.',
  Shipped: (o) =>
    `Your order is on its way${o.deliveryAddress ? ` to ${o.deliveryAddress.city}, ${o.deliveryAddress.state}` : ''}.${o.deliveryAddress ? ` The rider will call ${displayPhone(o.deliveryAddress.phone)}.` : ''}${o.deliveryWindow ? ` Expected delivery: ${o.deliveryWindow.text}.` : ''}`,
  Delivered: () => 'Your order has been delivered. Thank you for shopping with e-pharmacy; we hope you feel better soon.',
  Canceled: () => 'Your order has been cancelled.',
};

/** One mail per status change, with the tracking link; a cancellation says where the refund goes. */
export function orderStatusMail(order: OrderJson, publicUrl: string, refund: { amount: number } | null): MailMessage {
  const link = trackingUrl(publicUrl, order);
  const paragraphs = [STATUS_TEXT[order.status]?.(order) ?? `Your order is now ${order.status}.`];
  if (order.status === 'Canceled' && refund) {
    paragraphs.push(
      `A refund of ${money(refund.amount)} is on its way to the card or account you paid with. Banks usually show it within ${refundTimelineText()}; we will email you when it is done.`,
    );
  }
  paragraphs.push(`Order number: ${order.orderNumber}\nTotal: ${money(order.totalPrice)}`);
  return {
    to: order.customer.email,
    subject: `Order ${order.orderNumber}: ${order.status === 'Canceled' ? 'cancelled' : order.status.toLowerCase()}`,
    link,
    ...composeMail({
      heading: `Order ${order.orderNumber} is ${order.status === 'Canceled' ? 'cancelled' : order.status.toLowerCase()}`,
      paragraphs,
      action: { label: 'Track your order', url: link },
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
