// The admin Payments list names what each payment was for: an order (EPH-…) or a lab booking
// (LAB-… and its test), so a booking's payment never reads as an order's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { payments } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { insertLabBooking, labWithSlot } from '../helpers/lab-bookings';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app, { firstName: 'Ngozi', lastName: 'Eze' });

test('a lab booking’s payment is labelled with its booking reference and test, and has no order number', async () => {
  const where = await labWithSlot(app, 'Lipid profile', 800_000);
  const paidAt = new Date('2026-12-06T10:00:00Z');
  const booking = await insertLabBooking(app, where, {
    userId: shopper.user.id,
    email: shopper.user.email,
    paidAt,
    home: true,
    reference: 'lab-ref-0001',
  });
  await app.db.insert(payments).values({
    userId: shopper.user.id,
    email: shopper.user.email,
    amountKobo: 250_000,
    reference: 'medicine-ref-0001',
    status: 'pending',
    paymentType: 'medicine',
    shippingAddress: '',
    billingAddress: '',
    createdAt: paidAt,
  });
  const res = await app.inject({ method: 'GET', url: '/api/payment/transactions?from=2026-12-06', headers: admin.headers });
  assert.equal(res.statusCode, 200, res.body);
  const rows = res.json() as { transactionReference: string; amount: number; orderNumber: string | null; labBooking: unknown }[];
  const lab = rows.find((r) => r.transactionReference === 'lab-ref-0001')!;
  const reference = `LAB-${booking.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  assert.deepEqual([lab.orderNumber, lab.labBooking, lab.amount], [null, { reference, testName: 'Lipid profile' }, 9500]);
  const medicine = rows.find((r) => r.transactionReference === 'medicine-ref-0001')!;
  assert.equal(medicine.labBooking, null);
});
