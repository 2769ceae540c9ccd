import { displayPhone, landmarkText } from '../delivery/delivery-rules';
import { REFUND_WORKING_DAYS } from '../payments/payments-service';
import { composeMail, type MailMessage } from '../../platform/mail/mailer';
import { formatNaira, nairaToKobo } from '../../platform/lib/money';
import { Catalogues } from '../../platform/lib/message-catalogues';
import type { OrderJson } from './orders-service';

/** The order mails' own words in each language (./mail-texts/<locale>.json; a translator adds a file). Receipts' lines, medicine names and pharmacists' words stay as written. */
export const ORDER_MAIL_TEXTS = new Catalogues(new URL('./mail-texts/', import.meta.url));

/** The shop's promises, at the foot of every order email (the mailer adds the pharmacy's legal identity under them), in the shopper's language. */
export const shopFooter = (locale?: string | null) => ORDER_MAIL_TEXTS.format(locale, 'footer');

/** The footer in English. */
export const SHOP_FOOTER = shopFooter(null);

/** "3 to 10 working days", as payments/refund-timeline.ts declares it. */
const refundTimelineText = (t: T) => t('refundTimeline', { ...REFUND_WORKING_DAYS });

const money = (naira: number) => formatNaira(nairaToKobo(naira));

export type T = (key: string, values?: Record<string, string | number | Date>) => string;
export const textsIn =
  (locale?: string | null): T =>
  (key, values) =>
    ORDER_MAIL_TEXTS.format(locale, key, values);

/** Paid to the rider at the door and not paid yet: what is due, never "paid". */
const dueAtDoor = (order: OrderJson) => order.payOnDelivery?.state === 'open';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' }).format(new Date(iso));

export const trackingUrl = (publicUrl: string, order: OrderJson) => `${publicUrl}/track/${order.orderId}`;

function addressText(order: OrderJson, t: T): string {
  const a = order.deliveryAddress;
  if (!a) return order.shippingAddress;
  return [
    a.recipient,
    a.street,
    landmarkText(a.landmark),
    `${a.city}, ${t('receipt.state', { state: a.state })}`,
    t('receipt.riderCalls', { phone: displayPhone(a.phone) }),
  ]
    .filter(Boolean)
    .join('\n');
}

/** A click-and-collect order's pharmacy (its name, address, hours and phone), or null for a delivered one. */
export function pickupPlace(order: OrderJson): { name: string; address: string; openingHours: string; contact: string } | null {
  if (order.fulfilment?.kind !== 'pickup') return null;
  const at = order.fulfilment.location;
  const fallback = order.deliveryAddress?.zoneName?.replace(/^Pickup at /, '') ?? '';
  return {
    name: at?.name ?? fallback,
    address: at?.address ?? order.deliveryAddress?.street ?? '',
    openingHours: at?.openingHours ?? '',
    contact: at?.contact ?? '',
  };
}

/** "Bring your pickup PIN: 123456" (or where to find it when the mail is sent without it). */
export const pinParagraph = (t: T, pin?: string) => (pin ? t('pickup.pin', { pin }) : t('pickup.pinOnPage'));

/**
 * The receipt: lines, items, delivery, total, address, window, payment; labels in the shopper's
 * language, medicine names as written. A click-and-collect order says where and when to collect it
 * and the PIN to bring, never a rider.
 */
export function receiptParagraphs(order: OrderJson, locale?: string | null, pin?: string): string[] {
  const place = pickupPlace(order);
  const t = textsIn(locale);
  const lines = order.orderItems
    .map((l) => `${l.quantity} × ${l.medicineName} @ ${money(l.price)} = ${money(l.price * l.quantity)}`)
    .join('\n');
  const when = (iso: string) => ({ when: new Date(iso), time: time(iso) });
  return [
    [
      t('receipt.number', { orderNumber: order.orderNumber }),
      t('receipt.placed', when(order.orderDate)),
      ...(order.paidAt ? [t('receipt.paid', when(order.paidAt))] : []),
      t('receipt.reference', { reference: order.paymentReference }),
    ].join('\n'),
    lines,
    [
      t('receipt.items', { amount: nairaToKobo(order.itemsTotal) }),
      ...(order.discount
        ? [t('receipt.discount', { code: order.discountCode ?? t('receipt.code'), amount: nairaToKobo(order.discount) })]
        : []),
      place
        ? t('receipt.collection', { pharmacy: place.name })
        : t('receipt.delivery', {
            zone: order.deliveryAddress?.zoneName ?? 'none',
            free: order.deliveryFee === 0 ? 'yes' : 'no',
            amount: nairaToKobo(order.deliveryFee),
          }),
      dueAtDoor(order)
        ? t('receipt.toPay', { amount: nairaToKobo(order.payOnDelivery!.toPay) })
        : t('receipt.total', { amount: nairaToKobo(order.totalPrice) }),
    ].join('\n'),
    ...(place
      ? [
          `${t('receipt.collectAt', { pharmacy: place.name, address: place.address, hours: place.openingHours })}\n${pinParagraph(t, pin)}`,
          ...(order.deliveryWindow ? [t('receipt.readyWindow', { window: order.deliveryWindow.text })] : []),
        ]
      : [
          t('receipt.address', { address: addressText(order, t) }),
          ...(order.deliveryWindow ? [t('receipt.window', { window: order.deliveryWindow.text })] : []),
        ]),
  ];
}

export function firstName(order: OrderJson, locale?: string | null) {
  return order.customer.name.split(' ')[0] || ORDER_MAIL_TEXTS.format(locale, 'there');
}

/** Confirmation with the receipt, when the order is placed (paid), in the shopper's language. */
export function orderPlacedMail(order: OrderJson, publicUrl: string, locale?: string | null, pin?: string): MailMessage {
  const link = trackingUrl(publicUrl, order);
  const t = textsIn(locale);
  return {
    to: order.customer.email,
    subject: t('placed.subject', { orderNumber: order.orderNumber }),
    link,
    ...composeMail({
      heading: t('placed.heading', { name: firstName(order, locale) }),
      paragraphs: [
        t(dueAtDoor(order) ? 'placed.introOnDelivery' : 'placed.intro', { orderNumber: order.orderNumber }),
        ...(order.status === 'AwaitingReview' ? [t('placed.awaitingReview')] : []),
        ...receiptParagraphs(order, locale, pin),
      ],
      action: { label: t('track'), url: link },
      footer: shopFooter(locale),
      locale,
    }),
  };
}

/** What a status change says: where the order goes and who calls, for a shipped one. */
function statusText(order: OrderJson, t: T): string {
  const a = order.deliveryAddress;
  const place = pickupPlace(order);
  if (place && order.status === 'Delivered') return t('status.Collected', { pharmacy: place.name });
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
  const t = textsIn(locale);
  const paragraphs = [statusText(order, t)];
  if (order.status === 'Canceled' && refund) {
    paragraphs.push(t('status.refund', { amount: nairaToKobo(refund.amount), timeline: refundTimelineText(t) }));
  }
  paragraphs.push(
    dueAtDoor(order)
      ? t('status.summaryOnDelivery', { orderNumber: order.orderNumber, total: nairaToKobo(order.payOnDelivery!.toPay) })
      : t('status.summary', { orderNumber: order.orderNumber, total: nairaToKobo(order.totalPrice) }),
  );
  const collected = order.status === 'Delivered' && pickupPlace(order) !== null;
  const word = collected ? t('status.collectedWord') : t('status.word', { status: order.status });
  return {
    to: order.customer.email,
    subject: t('status.subject', { orderNumber: order.orderNumber, word }),
    link,
    ...composeMail({
      heading: t('status.heading', { orderNumber: order.orderNumber, word }),
      paragraphs,
      action: { label: t('track'), url: link },
      footer: shopFooter(locale),
      locale,
    }),
  };
}

/** The pharmacist's decision on an order that waited for it: approved, partly approved or rejected, with the reason (as the pharmacist wrote it) and the refund. */
export function reviewMail(order: OrderJson, publicUrl: string, locale?: string | null): MailMessage {
  const t = textsIn(locale);
  const link = trackingUrl(publicUrl, order);
  const review = order.review!;
  const rejected = order.orderItems.filter((l) => l.reviewDecision === 'rejected');
  const about = { pharmacist: review.pharmacistName, orderNumber: order.orderNumber };
  const refundText = t('review.refund', { amount: nairaToKobo(review.refund), timeline: refundTimelineText(t) });
  const reason = t('review.reason', { reason: review.reason ?? '' });
  const paragraphs =
    review.decision === 'approved'
      ? [t('review.approved.body', about)]
      : review.decision === 'partial'
        ? [
            t('review.partial.body', { ...about, lines: rejected.map((l) => `- ${l.quantity} × ${l.medicineName}`).join('\n') }),
            reason,
            refundText,
          ]
        : [t('review.rejected.body', about), reason, refundText, t('review.newer')];
  const decision = review.decision === 'approved' || review.decision === 'partial' ? review.decision : 'rejected';
  const subject = t(`review.${decision}.subject`, { orderNumber: order.orderNumber });
  return {
    to: order.customer.email,
    subject,
    link,
    ...composeMail({
      heading: subject,
      paragraphs,
      action: { label: t('seeOrder'), url: link },
      footer: shopFooter(locale),
      locale,
    }),
  };
}

/** The refund reached the shopper's bank (or failed at the provider: the shop will be in touch). */
export function refundMail(
  order: OrderJson,
  publicUrl: string,
  refund: { amount: number; status: 'processed' | 'failed' },
  locale?: string | null,
): MailMessage {
  const t = textsIn(locale);
  const link = trackingUrl(publicUrl, order);
  const values = { orderNumber: order.orderNumber, amount: nairaToKobo(refund.amount), timeline: refundTimelineText(t) };
  return {
    to: order.customer.email,
    subject: t(`refund.${refund.status}.subject`, values),
    link,
    ...composeMail({
      heading: t(`refund.${refund.status}.heading`),
      paragraphs: [t(`refund.${refund.status}.body`, values)],
      action: { label: t('seeOrder'), url: link },
      footer: shopFooter(locale),
      locale,
    }),
  };
}
