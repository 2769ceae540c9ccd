import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { labBookings, labResultAccessLog, labSlots, labTests, laboratories } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { readOutbox } from '../helpers/outbox';
import { approveHealthAccess, createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();
const HOUR = 3_600_000;

async function laboratory(name: string) {
  const [lab] = await app.db.insert(laboratories).values({ name, location: 'Lagos' }).returning();
  const [t] = await app.db
    .insert(labTests)
    .values({ laboratoryId: lab.id, name: 'Full blood count', priceKobo: 500_000, sampleType: 'Blood', turnaroundHours: 24 })
    .returning();
  const [s] = await app.db
    .insert(labSlots)
    .values({ laboratoryId: lab.id, area: 'Yaba', startsAt: new Date(Date.now() + 48 * HOUR), capacity: 5, homeFeeKobo: 100_000 })
    .returning();
  return { lab, test: t, slot: s };
}

const ikeja = await laboratory('Ikeja Diagnostic Laboratory');
const lekki = await laboratory('Lekki Medical Laboratory');
const admin = await createAdmin(app);

async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user ? user.headers : {} });
  return { status: res.statusCode, json: res.body && res.headers['content-type']?.toString().includes('json') ? res.json() : null, res };
}

async function staffOf(labId: string) {
  const u = await createUser(app, { firstName: 'Bisi', lastName: 'Lab' });
  const asked = await call(admin, 'PUT', `/api/admin/users/${u.user.id}/laboratory`, { laboratoryId: labId });
  assert.equal(asked.status, 200, JSON.stringify(asked.json));
  const granted = await approveHealthAccess(app, asked.json.accessRequestId);
  assert.equal(granted.status, 200, JSON.stringify(granted.json));
  return u;
}

async function uploadResult(user: TestUser, bookingId: string, bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'image/png' }), 'scan.png');
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: `/api/lab/bookings/${bookingId}/result`,
    headers: { ...user.headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, json: res.json() };
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

async function book(shopper: TestUser, where = ikeja) {
  const b = await call(shopper, 'POST', '/api/labs/bookings', { testId: where.test.id, slotId: where.slot.id, mode: 'lab' });
  assert.equal(b.status, 201, JSON.stringify(b.json));
  // Paid (the payment itself is tested in labs.test.ts against the sandbox): a laboratory works on paid bookings only.
  await app.db.update(labBookings).set({ status: 'booked', paidAt: new Date() }).where(eq(labBookings.id, b.json.id));
  return b.json.id as string;
}

test('only an admin grants lab staff membership; a shopper is not lab staff', async () => {
  const someone = await createUser(app);
  assert.equal((await call(someone, 'PUT', `/api/admin/users/${someone.user.id}/laboratory`, { laboratoryId: ikeja.lab.id })).status, 403);
  assert.equal((await call(someone, 'GET', '/api/lab/bookings')).status, 403);
  const staff = await staffOf(ikeja.lab.id);
  const revoked = await call(admin, 'PUT', `/api/admin/users/${staff.user.id}/laboratory`, { laboratoryId: null });
  assert.deepEqual(revoked.json, { userId: staff.user.id, laboratoryId: null, accessRequestId: null });
  assert.equal((await call(staff, 'GET', '/api/lab/bookings')).status, 403);
});

test("lab staff see only their laboratory's bookings", async () => {
  const shopper = await createUser(app);
  const atIkeja = await book(shopper, ikeja);
  const atLekki = await book(shopper, lekki);
  const staff = await staffOf(ikeja.lab.id);
  const list = await call(staff, 'GET', '/api/lab/bookings');
  assert.equal(list.status, 200);
  const ids = list.json.map((b: { id: string }) => b.id);
  assert.ok(ids.includes(atIkeja));
  assert.ok(!ids.includes(atLekki));
  assert.equal(list.json.find((b: { id: string }) => b.id === atIkeja).shopperName, 'Adaeze Okafor');
  // Nor upload another laboratory's result.
  assert.equal((await uploadResult(staff, atLekki, await png())).status, 403);
});

test('only the shopper and that lab read a result; every read is logged; the mail does not carry it', async () => {
  const shopper = await createUser(app);
  const bookingId = await book(shopper);
  const staff = await staffOf(ikeja.lab.id);
  const otherLab = await staffOf(lekki.lab.id);
  const stranger = await createUser(app);

  assert.equal((await call(shopper, 'GET', `/api/labs/bookings/${bookingId}/result`)).status, 404, 'not ready yet');
  assert.equal((await uploadResult(shopper, bookingId, await png())).status, 403, 'a shopper cannot upload');
  const refusedType = await uploadResult(staff, bookingId, Buffer.from('not an image at all'));
  assert.equal(refusedType.status, 400);
  const uploaded = await uploadResult(staff, bookingId, await png());
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.json));

  const listed = await call(shopper, 'GET', '/api/labs/bookings');
  assert.equal(listed.json.find((b: { id: string }) => b.id === bookingId).resultReady, true);
  const mine = await call(shopper, 'GET', `/api/labs/bookings/${bookingId}/result`);
  assert.equal(mine.status, 200);
  assert.equal(mine.res.headers['content-type'], 'image/png');
  assert.equal(mine.res.headers['cache-control'], 'private, no-store');
  assert.ok(mine.res.rawPayload.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])));
  assert.equal((await call(staff, 'GET', `/api/labs/bookings/${bookingId}/result`)).status, 200);
  assert.equal((await call(otherLab, 'GET', `/api/labs/bookings/${bookingId}/result`)).status, 403);
  assert.equal((await call(stranger, 'GET', `/api/labs/bookings/${bookingId}/result`)).status, 403);
  assert.equal((await call(admin, 'GET', `/api/labs/bookings/${bookingId}/result`)).status, 403, 'an admin is not the lab');
  assert.equal((await call(null, 'GET', `/api/labs/bookings/${bookingId}/result`)).status, 401);

  const log = await app.db.select().from(labResultAccessLog).where(eq(labResultAccessLog.bookingId, bookingId));
  assert.deepEqual(
    log.map((e) => `${e.actor}:${e.allowed}`).sort(),
    // Another laboratory's staff are nobody to this booking: "other", refused.
    ['lab:true', 'other:false', 'other:false', 'other:false', 'owner:true', 'owner:true'],
  );
  const seen = await call(shopper, 'GET', `/api/labs/bookings/${bookingId}/result/access-log`);
  assert.equal(seen.status, 200);
  assert.equal(seen.json.length, 6);
  assert.equal((await call(stranger, 'GET', `/api/labs/bookings/${bookingId}/result/access-log`)).status, 403);

  const mail = readOutbox(app).filter((m) => m.to.includes(shopper.user.email));
  assert.equal(mail.length, 1);
  assert.equal(mail[0].subject, 'Your lab result is ready');
  assert.ok(!mail[0].raw.includes('Full blood count'), 'the mail names no test');
  assert.ok(!/Content-Disposition: attachment/i.test(mail[0].raw), 'the mail carries no file');
  assert.ok(mail[0].links.some((l) => new URL(l).pathname === '/account/lab-tests'));
});

test.after(() => app.close());

test("the laboratory's staff mark a booking collected or a no-show; the admin's figures count them", async () => {
  const staff = await staffOf(ikeja.lab.id);
  const lekkiStaff = await staffOf(lekki.lab.id);
  const shopper = await createUser(app);
  const came = await book(shopper);
  const missed = await book(shopper);
  const unpaid = await call(shopper, 'POST', '/api/labs/bookings', { testId: ikeja.test.id, slotId: ikeja.slot.id, mode: 'lab' });
  assert.ok(
    !(await call(staff, 'GET', '/api/lab/bookings')).json.some((b: { id: string }) => b.id === unpaid.json.id),
    'unpaid: not listed',
  );
  assert.equal((await call(staff, 'POST', `/api/lab/bookings/${unpaid.json.id}/attendance`, { attendance: 'collected' })).status, 409);
  assert.equal((await call(lekkiStaff, 'POST', `/api/lab/bookings/${came}/attendance`, { attendance: 'collected' })).status, 403);
  assert.equal((await call(shopper, 'POST', `/api/lab/bookings/${came}/attendance`, { attendance: 'collected' })).status, 403);
  assert.equal((await call(staff, 'POST', `/api/lab/bookings/${came}/attendance`, { attendance: 'maybe' })).status, 400);
  const marked = await call(staff, 'POST', `/api/lab/bookings/${came}/attendance`, { attendance: 'collected' });
  assert.deepEqual([marked.status, marked.json.attendance], [200, 'collected']);
  assert.equal((await call(staff, 'POST', `/api/lab/bookings/${missed}/attendance`, { attendance: 'no-show' })).json.attendance, 'no-show');

  assert.equal((await call(shopper, 'GET', '/api/admin/labs/figures')).status, 403);
  const figures = await call(admin, 'GET', '/api/admin/labs/figures?days=30');
  assert.equal(figures.status, 200);
  assert.deepEqual([figures.json.collected, figures.json.noShows], [1, 1]);
  assert.ok(figures.json.awaitingPayment >= 1 && figures.json.paid >= 2 && figures.json.bookings >= 3);
});
