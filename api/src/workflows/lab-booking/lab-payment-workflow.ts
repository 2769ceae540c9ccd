import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from '../../platform/db/schema/index';
import { conflict } from '../../platform/lib/http-errors';
import type { LabsService } from '../../domains/labs/labs-service';
import type { PaymentsService, RefundRequest } from '../../domains/payments/payments-service';
import type { AuthUser } from '../../platform/plugins/types';

/** The payment type of a lab booking's payments. */
export const LAB_PAYMENT = 'lab';

/**
 * A lab booking paid through Paystack, read top to bottom: the labs service holds the place and
 * prices it (the test and, at home, the area's fee), payments opens the provider's checkout; the
 * checkout's own verify, webhook and reconciliation confirm it and tell `paid`. Cancelling in time
 * asks the provider for a full refund with the booking locked, like an order's cancellation.
 */
export class LabPaymentWorkflow {
  constructor(
    private readonly labs: LabsService,
    private readonly payments: PaymentsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** POST /api/labs/bookings/{id}/pay: the provider's checkout page for the booking (the open one when still payable). */
  async pay(user: AuthUser, id: string) {
    const { booking, slot } = await this.labs.ownBooking(user, id);
    this.labs.assertPayable(booking, slot);
    let open: Payment | null = booking.paymentReference ? await this.payments.byReference(booking.paymentReference) : null;
    if (open && open.status !== 'success') open = await this.payments.charges.confirm(open, true);
    if (open?.status === 'success') {
      await this.paid(open);
      throw conflict('This booking is already paid.');
    }
    const answer = await this.payments.charges.openSingle({
      userId: user.id,
      email: await this.labs.emailOf(user.id),
      amountKobo: this.labs.amountKobo(booking),
      paymentType: LAB_PAYMENT,
      address: booking.address ?? 'At the laboratory',
      callbackPath: `/account/lab-tests?booking=${encodeURIComponent(booking.id)}`,
      open,
    });
    if (answer.data.reference !== booking.paymentReference) await this.labs.setPaymentReference(booking.id, answer.data.reference);
    return answer;
  }

  /** POST /api/labs/bookings/{id}/verify: back from the provider's page, our own verify call (throttled) decides. */
  async verify(user: AuthUser, id: string) {
    const { booking } = await this.labs.ownBooking(user, id);
    if (booking.status === 'awaiting-payment' && booking.paymentReference) {
      const payment = await this.payments.byReference(booking.paymentReference);
      if (payment) {
        const confirmed = await this.payments.charges.confirm(payment, true);
        if (confirmed.status === 'success') await this.paid(confirmed);
      }
    }
    return (await this.labs.ownBooking(user, id)).json;
  }

  /** A `lab` payment confirmed paid (by verify, the webhook or reconciliation): its booking is booked. */
  async paid(payment: Payment) {
    const booked = await this.labs.markPaid(payment.reference, payment.paidAt ?? new Date());
    if (booked) {
      this.log.info({ booking: booked.id, reference: payment.reference }, 'lab booking paid');
      return;
    }
    // Paid after the booking ended unpaid (its hold ran out, or the shopper cancelled it, and the
    // place may be someone else's): nothing is booked for the money, so all of it goes back. Once:
    // a refund already on its way is not asked again.
    const booking = await this.labs.bookingPaidBy(payment.reference);
    if (!booking || booking.status !== 'cancelled' || booking.paidAt || payment.status !== 'success') return;
    const note = 'Lab booking ended before it was paid';
    // The verify call and the provider's events (on any replica) all come here: one refund between them.
    const { request } = await this.payments.refundWholeOnce(payment.reference, note);
    await this.payments.charges.flag(payment.reference, `${note}: nothing was booked; the payment was refunded.`);
    if (request.kind === 'requested')
      this.log.warn({ booking: booking.id, reference: payment.reference }, 'paid for an ended lab booking: refunded');
  }

  /**
   * POST /api/labs/bookings/{id}/cancel: unpaid, the place is freed; paid, only until 4 hours before
   * the slot, and then the whole payment is refunded through the provider (a refusal leaves the booking as it was).
   */
  async cancel(user: AuthUser, id: string) {
    // Read before the booking is locked: the refund request itself touches no database.
    const { booking } = await this.labs.ownBooking(user, id);
    const payment = booking.paymentReference ? await this.payments.byReference(booking.paymentReference) : null;
    const live = payment?.status === 'success' ? await this.payments.liveRefunds(payment.reference) : [];
    let request: RefundRequest | null = null;
    const cancelled = await this.labs.cancel(user, id, async (locked) => {
      if (payment?.status !== 'success' || locked.paymentReference !== payment.reference) return;
      request = await this.payments.requestRefund(payment, live, { note: 'Lab booking cancelled' });
    });
    if (payment && request) await this.payments.recordRefundRequest(payment, request);
    return cancelled;
  }
}
