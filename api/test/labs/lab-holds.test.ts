import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { labBookings, labSlots, labTests, laboratories } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/users';

// An unpaid booking holds its place for LAB_HOLD_MINUTES (30 by default), by the labs' clock; then
// the place is free again: for the next booking of the slot, and, through the hold-expiry job, for
// everyone.
const app = await buildTestApp();
const HOUR = 3_600_000;
const MINUTE = 60_000;
assert.equal(app.config.labHoldMinutes, 30);

const [lab] = await app.db.insert(laboratories).values({ name: 'Yaba Diagnostics', location: 'Yaba, Lagos' }).returning();
const [test1] = await app.db
  .insert(labTests)
  .values({
    laboratoryId: lab.id,
    name: 'Full blood count',
    priceKobo: 500_000,
    sampleType: 'Blood',
    preparation: 'None',
    turnaroundHours: 24,
  })
  .returning();

async function slot(capacity = 1) {
  const [row] = await app.db
    .insert(labSlots)
    .values({ laboratoryId: lab.id, area: 'Yaba', startsAt: new Date(Date.now() + 72 * HOUR), capacity, homeFeeKobo: null })
    .returning();
  return row;
}

async function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user.headers });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}
const book = (user: TestUser, slotId: string) => call(user, 'POST', '/api/labs/bookings', { testId: test1.id, slotId, mode: 'lab' });
const placesLeft = async (slotId: string) =>
  (await app.inject({ method: 'GET', url: `/api/labs/tests/${test1.id}/slots` })).json().find((s: { id: string }) => s.id === slotId)
    .placesLeft;
const bookingsOf = (slotId: string) => app.db.select().from(labBookings).where(eq(labBookings.slotId, slotId));
const holdOf = async (id: string) => (await app.db.select().from(labBookings).where(eq(labBookings.id, id)))[0].holdUntil!;
const bookedOf = async (slotId: string) => (await app.db.select().from(labSlots).where(eq(labSlots.id, slotId)))[0].booked;

test('an unpaid booking holds the place 30 minutes, then the place is free, the hold cancelled without refund and no longer payable', async () => {
  const s = await slot(1);
  const start = new Date();
  app.labClock.set(start);
  try {
    const [ada, bola] = await Promise.all([createUser(app), createUser(app)]);
    const first = await book(ada, s.id);
    assert.equal(first.status, 201, JSON.stringify(first.json));
    // The labs' clock runs on from `start`: the hold ends 30 minutes after the booking was made.
    const until = (await holdOf(first.json.id)).getTime();
    assert.ok(until >= start.getTime() + 30 * MINUTE && until < app.labClock.now().getTime() + 30 * MINUTE);
    app.labClock.set(new Date(until - 1000));
    assert.equal(await placesLeft(s.id), 0, 'held 29 min 59 s after booking');
    assert.equal((await book(bola, s.id)).status, 409);

    app.labClock.set(new Date(until));
    assert.equal(await placesLeft(s.id), 1, 'free once the 30 minutes are over');
    const paid = await call(ada, 'POST', `/api/labs/bookings/${first.json.id}/pay`);
    assert.equal(paid.status, 409);
    assert.match(paid.json.message ?? paid.json.error ?? JSON.stringify(paid.json), /expired/);
    const second = await book(bola, s.id);
    assert.equal(second.status, 201, JSON.stringify(second.json));

    const rows = await bookingsOf(s.id);
    const expired = rows.find((r) => r.id === first.json.id)!;
    assert.deepEqual([expired.status, expired.refundDue], ['cancelled', false]);
    assert.equal(rows.find((r) => r.id === second.json.id)!.status, 'awaiting-payment');
    assert.equal(await bookedOf(s.id), 1);
    const mine = await call(ada, 'GET', '/api/labs/bookings');
    assert.equal(mine.json.find((b: { id: string }) => b.id === first.json.id).status, 'cancelled');
  } finally {
    app.labClock.set(new Date());
  }
});

test('five shoppers racing for the last place of an ended hold get one booking', async () => {
  const s = await slot(1);
  const start = new Date();
  app.labClock.set(start);
  try {
    const holder = await createUser(app);
    assert.equal((await book(holder, s.id)).status, 201);
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app)));
    app.labClock.set(new Date(start.getTime() + 31 * MINUTE));
    const answers = await Promise.all(racers.map((u) => book(u, s.id)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409], JSON.stringify(answers.map((a) => a.json)));
    const rows = await bookingsOf(s.id);
    assert.deepEqual(rows.map((r) => r.status).sort(), ['awaiting-payment', 'cancelled']);
    assert.equal(await bookedOf(s.id), 1);
  } finally {
    app.labClock.set(new Date());
  }
});

test('the hold-expiry job frees every ended hold, and only those', async () => {
  const a = await slot(2);
  const b = await slot(1);
  const start = new Date();
  app.labClock.set(start);
  try {
    const [u1, u2, u3] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const early = await book(u1, a.id);
    const other = await book(u2, b.id);
    app.labClock.set(new Date(start.getTime() + 20 * MINUTE));
    const later = await book(u3, a.id);
    assert.deepEqual([early.status, other.status, later.status], [201, 201, 201]);
    const ends = [await holdOf(early.json.id), await holdOf(other.json.id)].map((d) => d.getTime());
    assert.equal(await app.expireLabHolds(new Date(Math.min(...ends) - 1)), 0);
    assert.equal(await app.expireLabHolds(new Date(Math.max(...ends))), 2);
    const status = async (id: string) => (await app.db.select().from(labBookings).where(eq(labBookings.id, id)))[0].status;
    assert.deepEqual(
      [await status(early.json.id), await status(other.json.id), await status(later.json.id)],
      ['cancelled', 'cancelled', 'awaiting-payment'],
    );
    assert.deepEqual([await bookedOf(a.id), await bookedOf(b.id)], [1, 0]);
    assert.equal(await app.expireLabHolds(new Date(Math.max(...ends))), 0, 'a second run finds nothing');
    // A paid booking holds its place whatever the time.
    await app.db
      .update(labBookings)
      .set({ status: 'booked', paidAt: new Date(), holdUntil: null })
      .where(eq(labBookings.id, later.json.id));
    // Ten hours on, the other tests' unpaid holds end too; the paid booking keeps its place.
    const unpaid = await app.db.select().from(labBookings).where(eq(labBookings.status, 'awaiting-payment'));
    assert.equal(await app.expireLabHolds(new Date(start.getTime() + 600 * MINUTE)), unpaid.length);
    assert.equal(await status(later.json.id), 'booked');
    assert.equal(await bookedOf(a.id), 1);
  } finally {
    app.labClock.set(new Date());
  }
});
