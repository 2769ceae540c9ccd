import { conflict, fieldError, forbidden, notFound } from '../lib/http-errors';
import type { LabBooking, LabBookingMode } from '../db/schema/index';
import type { AuthUser } from '../plugins/types';
import { refundableAt } from './cancel-window';
import type { LabsRepository } from './labs-repository';

const naira = (kobo: number) => kobo / 100;

/** Lab tests at the laboratory or at home: the catalogue, the slots and the bookings. */
export class LabsService {
  constructor(
    private readonly repository: LabsRepository,
    private readonly now: () => Date = () => new Date(),
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
      placesLeft: s.capacity - s.booked,
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
    const booking = await this.repository.book({
      userId: user.id,
      testId: test.id,
      slotId: slot.id,
      mode: body.mode,
      address: body.mode === 'home' ? address! : null,
      testPriceKobo: test.priceKobo,
      homeFeeKobo: body.mode === 'home' ? slot.homeFeeKobo! : 0,
    });
    if (!booking) throw conflict('This slot is full. Choose another time.');
    return bookingJson(booking, test.name, slot.startsAt, slot.area);
  }

  async mine(user: AuthUser) {
    return (await this.repository.bookingsOf(user.id)).map((r) =>
      bookingJson(r.booking, r.testName, r.startsAt, r.area, r.resultAt !== null),
    );
  }

  /** The shopper cancels: a full refund is due until 4 hours before the slot; later, the booking stands. */
  async cancel(user: AuthUser, id: string) {
    const booking = await this.repository.booking(id);
    if (!booking) throw notFound('There is no such booking.');
    if (booking.userId !== user.id) throw forbidden('Only the shopper who booked can cancel this booking.');
    const slot = (await this.repository.slot(booking.slotId))!;
    if (!refundableAt(slot.startsAt, this.now())) {
      throw conflict(
        'It is less than 4 hours to your slot: the booking can no longer be cancelled for a refund. Please call the laboratory.',
      );
    }
    const cancelled = await this.repository.cancel(id, true);
    if (!cancelled) throw conflict('This booking is already cancelled.');
    const test = (await this.repository.test(booking.testId))!;
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
    refundDue: b.refundDue,
    resultReady,
  };
}
