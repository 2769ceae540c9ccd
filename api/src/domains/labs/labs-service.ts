import { conflict, fieldError, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import type { LabBooking, LabBookingMode, LabSlot } from '../../platform/db/schema/index';
import type { AuthUser } from '../../platform/plugins/types';
import { labBookingReference } from './booking-reference';
import { refundableAt } from './cancel-window';
import type { LabsRepository } from './labs-repository';

const naira = (kobo: number) => kobo / 100;

/** Unpaid holds a shopper may have open at once (all slots), and in one slot: nobody hoards a slot's places without paying. */
export const UNPAID_HOLDS = { perShopper: 2, perSlot: 1 } as const;

/** Lab tests at the laboratory or at home: the catalogue, the slots and the bookings. */
export class LabsService {
  constructor(
    private readonly repository: LabsRepository,
    private readonly now: () => Date = () => new Date(),
    /** How long an unpaid booking holds its place. */
    private readonly holdMinutes = 30,
  ) {}

  async tests() {
    return (await this.repository.tests()).map(({ test: t, laboratoryName, laboratoryLocation }) => ({
      id: t.id,
      laboratoryId: t.laboratoryId,
      laboratoryName,
      laboratoryLocation,
      name: t.name,
      price: naira(t.priceKobo),
      sampleType: t.sampleType,
      preparation: t.preparation,
      turnaroundHours: t.turnaroundHours,
    }));
  }

  /** The test's laboratory's upcoming slots, with the places left and the home-collection fee by area. */
  async slots(testId: string) {
    const test = await this.repository.test(testId);
    if (!test || !test.active) throw notFound('There is no such lab test.');
    return (await this.repository.upcomingSlots(test.laboratoryId, this.now())).map((s) => ({
      id: s.id,
      area: s.area,
      startsAt: s.startsAt.toISOString(),
      placesLeft: s.capacity - s.booked + s.lapsed,
      homeCollection: s.homeFeeKobo !== null,
      homeFee: s.homeFeeKobo === null ? null : naira(s.homeFeeKobo),
    }));
  }

  async book(user: AuthUser, body: { testId: string; slotId: string; mode: LabBookingMode; address?: string }) {
    const test = await this.repository.test(body.testId);
    if (!test || !test.active) throw notFound('There is no such lab test.');
    const slot = await this.repository.slot(body.slotId);
    if (!slot || slot.laboratoryId !== test.laboratoryId) throw fieldError('slotId', "Choose one of this laboratory's slots.");
    if (slot.startsAt <= this.now()) throw fieldError('slotId', 'This slot has passed. Choose a later one.');
    const address = body.address?.trim();
    if (body.mode === 'home') {
      if (slot.homeFeeKobo === null) throw fieldError('mode', 'Home collection is not offered in this area; book at the laboratory.');
      if (!address) throw fieldError('address', 'Where should the sample be collected?');
    }
    const now = this.now();
    const booking = await this.repository.book(
      {
        userId: user.id,
        testId: test.id,
        slotId: slot.id,
        mode: body.mode,
        address: body.mode === 'home' ? address! : null,
        testPriceKobo: test.priceKobo,
        homeFeeKobo: body.mode === 'home' ? slot.homeFeeKobo! : 0,
        holdUntil: new Date(now.getTime() + this.holdMinutes * 60_000),
      },
      now,
      UNPAID_HOLDS,
    );
    if (booking === 'holds-per-slot')
      throw withCode(conflict('You already hold a place in this slot: pay for it (My lab tests) or cancel it first.'), 'lab-hold-limit');
    if (booking === 'holds-per-shopper')
      throw withCode(
        conflict(`You already hold ${UNPAID_HOLDS.perShopper} unpaid bookings: pay for one (My lab tests) or cancel it first.`),
        'lab-hold-limit',
      );
    if (!booking) throw conflict('This slot is full. Choose another time.');
    return bookingJson(booking, test.name, slot.startsAt, slot.area);
  }

  async mine(user: AuthUser) {
    return (await this.repository.bookingsOf(user.id)).map((r) =>
      bookingJson(r.booking, r.testName, r.startsAt, r.area, r.resultAt !== null),
    );
  }

  /** The shopper's own booking (403 for another's), with its test and slot. */
  async ownBooking(user: AuthUser, id: string) {
    const booking = await this.repository.booking(id);
    if (!booking) throw notFound('There is no such booking.');
    if (booking.userId !== user.id) throw forbidden('This booking belongs to another account.');
    const slot = (await this.repository.slot(booking.slotId))!;
    const test = (await this.repository.test(booking.testId))!;
    return { booking, slot, test, json: bookingJson(booking, test.name, slot.startsAt, slot.area) };
  }

  /** Bookings of the last `days` days: paid, cancelled (refunded), collected, no-shows, results uploaded. */
  async figures(days: number) {
    return { days, ...(await this.repository.figures(new Date(this.now().getTime() - days * 86_400_000))) };
  }

  /** The shopper's account email (the provider's receipt goes there). */
  async emailOf(userId: string): Promise<string> {
    return (await this.repository.emailOf(userId)) ?? '';
  }

  /** What a booking costs (kobo): the test and, at home, the area's fee. */
  amountKobo(booking: LabBooking): number {
    return booking.testPriceKobo + booking.homeFeeKobo;
  }

  /** A booking can be paid while it awaits payment, its hold has not ended and its slot has not passed. */
  assertPayable(booking: LabBooking, slot: LabSlot) {
    if (booking.status === 'cancelled') throw conflict('This booking was cancelled.');
    if (booking.status === 'booked') throw conflict('This booking is already paid.');
    if (booking.holdUntil && booking.holdUntil <= this.now()) {
      throw conflict(`This booking was held for ${this.holdMinutes} minutes without payment and has expired. Please book again.`);
    }
    if (slot.startsAt <= this.now()) throw conflict('This slot has passed. Please book another time.');
  }

  setPaymentReference(id: string, reference: string) {
    return this.repository.setPaymentReference(id, reference);
  }

  /** A payment of type `lab` succeeded: its booking is booked (once, whoever learnt it first). */
  markPaid(reference: string, paidAt: Date) {
    return this.repository.markPaid(reference, paidAt);
  }

  /** For each of these payments that pays a lab booking: the booking's reference (LAB-…) and its test. */
  async bookingsOfPayments(references: string[]): Promise<Map<string, { reference: string; testName: string }>> {
    const rows = await this.repository.bookingsOfPayments(references);
    return new Map(rows.map((b) => [b.paymentReference!, { reference: labBookingReference(b.id), testName: b.testName }]));
  }

  bookingPaidBy(reference: string) {
    return this.repository.byPaymentReference(reference);
  }

  /** The hold-expiry job: unpaid bookings whose hold has ended are cancelled and their places freed; answers how many. */
  expireHolds(now = this.now()): Promise<number> {
    return this.repository.expireLapsedHolds(now);
  }

  /** Whether cancelling now gets a full refund (until 4 hours before the slot). */
  refundableNow(slot: LabSlot): boolean {
    return refundableAt(slot.startsAt, this.now());
  }

  /**
   * Cancels a booking: an unpaid one frees its place; a paid one only for a full refund, whose
   * request (`refund`) runs with the booking locked, so a refused refund leaves it booked.
   */
  async cancel(user: AuthUser, id: string, refund: (booking: LabBooking) => Promise<void>) {
    const { booking, slot, test } = await this.ownBooking(user, id);
    if (booking.status === 'cancelled') throw conflict('This booking is already cancelled.');
    let cancelled: LabBooking | null;
    if (booking.status === 'awaiting-payment') {
      cancelled = await this.repository.cancel(id, ['awaiting-payment'], false);
    } else {
      if (!this.refundableNow(slot)) {
        throw conflict(
          'It is less than 4 hours to your slot: the booking can no longer be cancelled for a refund. Please call the laboratory.',
        );
      }
      cancelled = await this.repository.cancel(id, ['booked'], true, refund);
    }
    if (!cancelled) throw conflict('This booking changed meanwhile. Please reload My lab tests.');
    return bookingJson(cancelled, test.name, slot.startsAt, slot.area);
  }
}

function bookingJson(b: LabBooking, testName: string, startsAt: Date, area: string, resultReady = false) {
  return {
    id: b.id,
    testName,
    startsAt: startsAt.toISOString(),
    area,
    mode: b.mode,
    address: b.address,
    testPrice: naira(b.testPriceKobo),
    homeFee: naira(b.homeFeeKobo),
    total: naira(b.testPriceKobo + b.homeFeeKobo),
    status: b.status,
    paid: b.paidAt !== null || (b.status === 'booked' && b.paymentReference === null),
    refundDue: b.refundDue,
    attendance: b.attendance,
    resultReady,
  };
}
