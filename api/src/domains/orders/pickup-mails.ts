import { composeMail, type MailMessage } from '../../platform/mail/mailer';
import { firstName, pickupPlace, pinParagraph, shopFooter, textsIn, trackingUrl } from './order-mails';
import type { OrderJson } from './orders-service';

/**
 * The pharmacy marked a click-and-collect order ready: where to go (address, opening hours, phone)
 * and the PIN to bring, in the shopper's language. Null for an order that is not a pickup.
 */
export function pickupReadyMail(order: OrderJson, publicUrl: string, locale?: string | null, pin?: string): MailMessage | null {
  const place = pickupPlace(order);
  if (!place) return null;
  const t = textsIn(locale);
  const link = trackingUrl(publicUrl, order);
  return {
    to: order.customer.email,
    subject: t('pickup.subject', { orderNumber: order.orderNumber }),
    link,
    ...composeMail({
      heading: t('pickup.heading', { name: firstName(order, locale) }),
      paragraphs: [
        t('pickup.body', { orderNumber: order.orderNumber, pharmacy: place.name }),
        t('pickup.where', { address: place.address, hours: place.openingHours, contact: place.contact }),
        pinParagraph(t, pin),
      ],
      action: { label: t('seeOrder'), url: link },
      footer: shopFooter(locale),
      locale,
    }),
  };
}
