import type { FastifyInstance } from 'fastify';
import { laboratories, labBookings, labSlots, labTests, payments } from '../../src/platform/db/schema/index';

/** A laboratory with one test and one slot, for bookings written straight into the tables. */
export async function labWithSlot(app: FastifyInstance, testName = 'Full blood count', priceKobo = 500_000) {
  const [lab] = await app.db.insert(laboratories).values({ name: 'Ikeja Diagnostic Laboratory', location: 'Ikeja, Lagos' }).returning();
  const [test] = await app.db
    .insert(labTests)
    .values({ laboratoryId: lab.id, name: testName, priceKobo, sampleType: 'Blood', preparation: '', turnaroundHours: 24 })
    .returning();
  const [slot] = await app.db
    .insert(labSlots)
    .values({ laboratoryId: lab.id, area: 'Ikeja', startsAt: new Date(Date.now() + 48 * 3_600_000), capacity: 500, homeFeeKobo: 150_000 })
    .returning();
  return { lab, test, slot };
}

/**
 * A booking as the lab-booking workflow leaves it once paid (or cancelled), with its `lab` payment
 * when `reference` is given.
 */
export async function insertLabBooking(
  app: FastifyInstance,
  at: { test: { id: string; priceKobo: number }; slot: { id: string } },
  booking: { userId: string; email: string; paidAt: Date; status?: 'booked' | 'cancelled'; home?: boolean; reference?: string },
) {
  const homeFeeKobo = booking.home ? 150_000 : 0;
  if (booking.reference) {
    await app.db.insert(payments).values({
      userId: booking.userId,
      email: booking.email,
      amountKobo: at.test.priceKobo + homeFeeKobo,
      reference: booking.reference,
      status: 'success',
      paymentType: 'lab',
      shippingAddress: '',
      billingAddress: '',
      paidAt: booking.paidAt,
      createdAt: booking.paidAt,
    });
  }
  const [row] = await app.db
    .insert(labBookings)
    .values({
      userId: booking.userId,
      testId: at.test.id,
      slotId: at.slot.id,
      mode: booking.home ? 'home' : 'lab',
      address: booking.home ? '12 Allen Avenue, Ikeja' : null,
      testPriceKobo: at.test.priceKobo,
      homeFeeKobo,
      status: booking.status ?? 'booked',
      paymentReference: booking.reference ?? null,
      paidAt: booking.paidAt,
      createdAt: booking.paidAt,
      cancelledAt: booking.status === 'cancelled' ? booking.paidAt : null,
    })
    .returning();
  return row;
}
