import { displayPhone } from '../../domains/delivery/delivery-rules';
import {
  DEFAULT_ETA_MINUTES,
  DELIVERY_TEXTS,
  type DeliveryCodes,
  deliveryLine,
  lagosTime,
  MAX_CODE_ATTEMPTS,
} from '../../domains/last-mile/last-mile';
import type { LastMileRepository } from '../../domains/last-mile/last-mile-repository';
import type { NotificationService } from '../../domains/notifications/notification-service';
import { shopFooter, trackingUrl } from '../../domains/orders/order-mails';
import { orderNumberLabel } from '../../domains/orders/order-number';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { DeliveryAssignment } from '../../platform/db/schema/index';
import { composeMail } from '../../platform/mail/mailer';

export type Notice = 'assigned' | 'arriving' | 'delivered' | 'failed' | 'returning';

/**
 * What the shopper hears of each step of a delivery: a mail, and an SMS or WhatsApp where they
 * consented, in their language; once per event (each try is its own event, so a rebooked parcel's
 * second "on the way" is told again). The code goes with "your rider is on the way".
 */
export class DeliveryNotices {
  constructor(
    private readonly orders: OrdersService,
    private readonly notifications: NotificationService,
    private readonly codes: DeliveryCodes,
    private readonly publicUrl: string,
  ) {}

  async tell(a: DeliveryAssignment, notice: Notice): Promise<void> {
    const order = await this.orders.byId(a.orderId);
    if (!order) return;
    const locale = await this.notifications.localeOf(order.userId);
    const rider = order.rider;
    const code = this.codes.codeFor(a.parcelId);
    const t = (key: string, values: Record<string, string | number> = {}) => DELIVERY_TEXTS.format(locale, key, values);
    const link = trackingUrl(this.publicUrl, order);
    const paragraphs = [deliveryLine(a, rider, locale), ...(notice === 'assigned' ? [t('code', { code })] : [])];
    const params: Record<string, string> = { orderNumber: order.orderNumber };
    if (notice === 'assigned') Object.assign(params, { rider: rider?.name ?? '', phone: rider ? displayPhone(rider.phone) : '', code });
    if (notice === 'arriving') Object.assign(params, { rider: rider?.name ?? '', minutes: String(a.etaMinutes ?? DEFAULT_ETA_MINUTES) });
    if (notice === 'delivered') params.time = a.deliveredAt ? lagosTime(a.deliveredAt) : '';
    if (notice === 'failed') params.reason = a.lastFailure ?? 'other';
    await this.notifications.notify({
      // Each try is its own event (a rebooked parcel is told again), and so is each rider it is given to.
      eventKey: `delivery:${a.id}:${notice}:${a.failedTries}${notice === 'assigned' ? `:${a.riderId}` : ''}`,
      userId: order.userId,
      email: {
        to: order.customer.email,
        subject: t(`mail.subject.${notice}`, { orderNumber: order.orderNumber }),
        link,
        ...composeMail({
          heading: t('mail.heading', { orderNumber: order.orderNumber }),
          paragraphs,
          action: { label: t('mail.action'), url: link },
          footer: shopFooter(locale),
          locale,
        }),
      },
      text: { template: notice === 'assigned' ? 'delivery-rider' : `delivery-${notice}`, params },
    });
  }
}

/** A delivery as answered to staff, riders and the shopper. */
export function deliveryJson(maxTries: number, a: DeliveryAssignment, rider: { name: string; phone: string } | null) {
  return {
    id: a.id,
    parcelId: a.parcelId,
    orderId: a.orderId,
    state: a.state,
    rider,
    etaMinutes: a.etaMinutes,
    startedAt: a.startedAt?.toISOString() ?? null,
    deliveredAt: a.deliveredAt?.toISOString() ?? null,
    deliveredAtLagos: a.deliveredAt ? lagosTime(a.deliveredAt) : null,
    failedTries: a.failedTries,
    maxTries,
    lastFailure: a.lastFailure,
    codeTriesLeft: Math.max(0, MAX_CODE_ATTEMPTS - a.codeAttempts),
    rebooked: a.rebookedDay && a.rebookedSlot ? { day: a.rebookedDay, slot: a.rebookedSlot } : null,
  };
}

/** A stop on a rider's list (and the staff's board): what the door needs. */
export function stopJson(maxTries: number, s: Awaited<ReturnType<LastMileRepository['stops']>>[number]) {
  const address = s.deliveryAddress;
  const where = address ? [address.street, address.city, address.state].filter(Boolean).join(', ') : '';
  return {
    ...deliveryJson(maxTries, s, s.riderName && s.riderPhone ? { name: s.riderName, phone: s.riderPhone } : null),
    stopOrder: s.stopOrder,
    orderNumber: orderNumberLabel(s.orderNumber),
    recipient: address?.recipient ?? '',
    address: where,
    landmark: address?.landmark ?? '',
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`,
    phone: address?.phone ?? null,
    toPay: s.toPayKobo === null ? null : s.toPayKobo / 100,
    prescriptionOnly: s.prescriptionOnly,
    lines: s.lines.map((l) => ({ medicineName: l.medicineName, quantity: l.quantity })),
  };
}
