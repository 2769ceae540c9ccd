import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { deliveryAssignments, orderParcels, orders, prescriptions } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Riders bound to a pharmacy, the parcels staff give them, and proof of delivery: a rider reads and
// works only their own parcels (never another rider's or another pharmacy's), two riders never both
// deliver one parcel, the shopper's code hands it over (stored hashed; five wrong codes lock it), and
// a prescription-only parcel also needs the patient's name. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 1000, stock: 0 }]);
const fixtures = locationFixtures(app, apiUrl);
const { pharmacy, buy } = fixtures;
const kano = await pharmacy('Riders Kano', 'Kano', [12.0, 8.5167], [[paracetamol.id, 100]]);
const kanoTwo = await pharmacy('Riders Kano Two', 'Kano', [12.01, 8.52], []);
const admin = await createAdmin(app);
const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', landmark: 'Opposite Kano Zoo', phone: '0803 123 4567' };

const staffOf = (pharmacyId: string) => fixtures.staffOf(admin, pharmacyId);

/** A user made a rider of the staff member's pharmacy by that staff member. */
async function riderBy(staff: TestUser, firstName: string, phone: string): Promise<TestUser> {
  const user = await createUser(app, { firstName });
  const res = await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: user.user.email, phone });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return user;
}

/** A paid Kano order's one parcel (packed at Riders Kano: the first pharmacy in the state holding it). */
async function parcelOf(shopper: TestUser, quantity = 1) {
  const order = await buy(shopper, [[paracetamol.id, quantity]], { deliveryAddress: KANO_ADDRESS });
  const [parcel] = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.orderId));
  return { orderId: order.orderId, parcelId: parcel.id, locationId: parcel.locationId };
}

const kanoStaff = await staffOf(kano.id);
const kanoTwoStaff = await staffOf(kanoTwo.id);
const musa = await riderBy(kanoStaff, 'Musa', '0803 111 2222');
const bala = await riderBy(kanoStaff, 'Bala', '0803 333 4444');
const otherRider = await riderBy(kanoTwoStaff, 'Sani', '0803 555 6666');

const assign = (by: TestUser, parcelId: string, rider: TestUser) =>
  api(apiUrl, by, 'POST', '/api/staff/deliveries/assign', { parcelId, riderId: rider.user.id });
const stopsOf = async (rider: TestUser) => {
  const res = await api(apiUrl, rider, 'GET', '/api/rider/deliveries');
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json as { id: string; parcelId: string; orderNumber: string; address: string; landmark: string; phone: string }[];
};
const codeOf = async (shopper: TestUser, orderId: string) => {
  const res = await api(apiUrl, shopper, 'GET', `/api/Order/${orderId}/deliveries`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json[0] as { id: string; code: string | null; state: string; line: string };
};
const deliver = (rider: TestUser, id: string, code: string, patientName?: string) =>
  api(apiUrl, rider, 'POST', `/api/rider/deliveries/${id}/deliver`, { code, ...(patientName === undefined ? {} : { patientName }) });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('staff add riders to their own pharmacy only; only an admin or staff add riders', async () => {
  const someone = await createUser(app);
  const shopper = await createUser(app);
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/staff/riders', { email: someone.user.email, phone: '0803 000 1111' })).status,
    403,
  );
  const foreign = await api(apiUrl, kanoStaff, 'POST', '/api/staff/riders', {
    email: someone.user.email,
    phone: '0803 000 1111',
    pharmacyId: kanoTwo.id,
  });
  assert.equal(foreign.status, 403);
  // Another pharmacy's rider is not taken over.
  assert.equal(
    (await api(apiUrl, kanoStaff, 'POST', '/api/staff/riders', { email: otherRider.user.email, phone: '0803 000 1111' })).status,
    409,
  );
  const badPhone = await api(apiUrl, kanoStaff, 'POST', '/api/staff/riders', { email: someone.user.email, phone: '12' });
  assert.deepEqual([badPhone.status, badPhone.json.errors?.[0]?.field], [400, 'phone']);
  const noAccount = await api(apiUrl, kanoStaff, 'POST', '/api/staff/riders', { email: 'nobody@example.ng', phone: '0803 000 1111' });
  assert.deepEqual([noAccount.status, noAccount.json.errors?.[0]?.field], [400, 'email']);
  // An admin names the pharmacy.
  const byAdmin = await api(apiUrl, admin, 'POST', '/api/staff/riders', {
    email: someone.user.email,
    phone: '0803 000 1111',
    pharmacyId: kanoTwo.id,
  });
  assert.equal(byAdmin.status, 200, JSON.stringify(byAdmin.json));
  assert.deepEqual([byAdmin.json.pharmacyId, byAdmin.json.phone], [kanoTwo.id, '+2348030001111']);
  const listed = (await api(apiUrl, kanoStaff, 'GET', '/api/staff/riders')).json as { userId: string }[];
  assert.deepEqual(listed.map((r) => r.userId).sort(), [musa.user.id, bala.user.id].sort(), "the pharmacy's own riders only");
});

test('adding a rider: the pharmacy must exist and be named by an admin; an admin is never a rider; adding one again updates them', async () => {
  const someone = await createUser(app, { firstName: 'Garba' });
  const add = (by: TestUser, body: Record<string, unknown>) => api(apiUrl, by, 'POST', '/api/staff/riders', body);
  const noPharmacy = await add(admin, { email: someone.user.email, phone: '0803 000 2222' });
  assert.deepEqual([noPharmacy.status, noPharmacy.json.errors?.[0]?.field], [400, 'pharmacyId']);
  const unknown = await add(admin, {
    email: someone.user.email,
    phone: '0803 000 2222',
    pharmacyId: '00000000-0000-4000-8000-000000000000',
  });
  assert.equal(unknown.status, 404, JSON.stringify(unknown.json));
  assert.equal(unknown.json.message, 'There is no such pharmacy.');
  const anAdmin = await add(kanoStaff, { email: admin.user.email, phone: '0803 000 2222' });
  assert.deepEqual([anAdmin.status, anAdmin.json.message], [409, 'An admin account cannot be a rider.']);
  // The e-mail is matched whatever its case; the name defaults to the account's first name.
  const first = await add(kanoStaff, { email: someone.user.email.toUpperCase(), phone: '0803 000 2222' });
  assert.equal(first.status, 200, JSON.stringify(first.json));
  assert.deepEqual([first.json.name, first.json.pharmacyId], ['Garba', kano.id]);
  // The pharmacy's own rider added again: the phone and name are updated, still one rider.
  const again = await add(kanoStaff, { email: someone.user.email, phone: '+234 805 000 3333', name: 'Garba B.' });
  assert.equal(again.status, 200, JSON.stringify(again.json));
  assert.deepEqual([again.json.name, again.json.phone], ['Garba B.', '+2348050003333']);
  const listed = (await api(apiUrl, kanoStaff, 'GET', '/api/staff/riders')).json as { userId: string; email: string }[];
  assert.deepEqual(
    listed.filter((r) => r.userId === someone.user.id).map((r) => r.email),
    [someone.user.email],
  );
});

test('staff take a rider off their own pharmacy only, never while parcels are still with the rider', async () => {
  const ade = await riderBy(kanoStaff, 'Ade', '0803 777 8888');
  const remove = (by: TestUser, rider: TestUser) => api(apiUrl, by, 'DELETE', `/api/staff/riders/${rider.user.id}`);
  assert.equal((await remove(kanoTwoStaff, ade)).status, 404, "another pharmacy's staff cannot");
  assert.equal((await remove(await createUser(app), ade)).status, 403, 'a shopper cannot');

  const shopper = await createUser(app);
  const { orderId, parcelId } = await parcelOf(shopper);
  const assigned = await assign(kanoStaff, parcelId, ade);
  assert.equal(assigned.status, 200, JSON.stringify(assigned.json));
  const busy = await remove(kanoStaff, ade);
  assert.deepEqual([busy.status, busy.json.code], [409, 'rider-has-parcels']);
  assert.match(busy.json.message, /still has 1 parcel/);

  // Failed at the door, the parcel is still in Ade's hands.
  assert.equal((await api(apiUrl, ade, 'POST', `/api/rider/deliveries/${assigned.json.id}/fail`, { reason: 'no-one-home' })).status, 200);
  assert.equal((await remove(kanoStaff, ade)).status, 409);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  assert.equal(
    (await api(apiUrl, shopper, 'POST', `/api/Order/${orderId}/deliveries/${assigned.json.id}/rebook`, { day: tomorrow, slot: 'morning' }))
      .status,
    200,
  );
  const { code } = await codeOf(shopper, orderId);
  assert.equal((await deliver(ade, assigned.json.id, code!)).status, 200);

  assert.equal((await remove(kanoStaff, ade)).status, 204);
  assert.equal((await remove(kanoStaff, ade)).status, 404, 'already removed');
  assert.equal((await api(apiUrl, ade, 'GET', '/api/rider/deliveries')).status, 403, 'the rider page refuses at once');
  const listed = await api(apiUrl, kanoStaff, 'GET', '/api/staff/riders');
  assert.ok(!listed.json.some((r: { userId: string }) => r.userId === ade.user.id));
  const [delivered] = await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, assigned.json.id));
  assert.equal(delivered.state, 'delivered', 'the deliveries made stay with their orders');
});

test("a rider sees only their own parcels; never another rider's or another pharmacy's", async () => {
  const ada = await createUser(app);
  const mine = await parcelOf(ada);
  const theirs = await parcelOf(ada);
  assert.equal(mine.locationId, kano.id);
  // Another pharmacy's staff cannot give Kano's parcel to anyone, nor to their own rider; Kano's staff cannot use another pharmacy's rider.
  assert.equal((await assign(kanoTwoStaff, mine.parcelId, otherRider)).status, 404);
  assert.equal((await assign(kanoStaff, mine.parcelId, otherRider)).status, 400);
  assert.equal((await assign(ada, mine.parcelId, musa)).status, 403);
  const given = await assign(kanoStaff, mine.parcelId, musa);
  assert.equal(given.status, 200, JSON.stringify(given.json));
  assert.equal((await assign(kanoStaff, theirs.parcelId, bala)).status, 200);

  const musaStops = await stopsOf(musa);
  assert.deepEqual(
    musaStops.map((s) => s.parcelId),
    [mine.parcelId],
  );
  assert.equal(musaStops[0].address, '4 Zoo Road, Kano, Kano');
  assert.equal(musaStops[0].landmark, 'Opposite Kano Zoo');
  assert.equal(musaStops[0].phone, '+2348031234567');
  assert.ok(!(await stopsOf(bala)).some((s) => s.parcelId === mine.parcelId), "not on another rider's list");
  assert.deepEqual(await stopsOf(otherRider), [], "nothing of another pharmacy's");
  // A non-rider is refused; another rider cannot start or deliver Musa's parcel (404, as for none).
  assert.equal((await api(apiUrl, ada, 'GET', '/api/rider/deliveries')).status, 403);
  const { id, code } = await codeOf(ada, mine.orderId);
  assert.equal((await api(apiUrl, bala, 'POST', `/api/rider/deliveries/${id}/start`, {})).status, 404);
  assert.equal((await deliver(bala, id, code!)).status, 404);
  assert.equal((await deliver(otherRider, id, code!)).status, 404);
  // Another pharmacy's staff do not see it on their board.
  const board = (await api(apiUrl, kanoTwoStaff, 'GET', '/api/staff/deliveries')).json as { out: { id: string }[] };
  assert.ok(!board.out.some((d) => d.id === id));
  // Another shopper cannot read the order's deliveries or code.
  const eve = await createUser(app);
  assert.equal((await api(apiUrl, eve, 'GET', `/api/Order/${mine.orderId}/deliveries`)).status, 403);
  // The order is Shipped with its rider named for the shopper.
  const order = (await api(apiUrl, ada, 'GET', `/api/Order/${mine.orderId}`)).json;
  assert.equal(order.status, 'Shipped');
  assert.deepEqual(order.rider, { name: 'Musa', phone: '+2348031112222' });
});

test('two riders cannot deliver the same parcel: a reassignment racing both riders’ hand-overs never gives two deliveries, and only its rider delivers it', async () => {
  for (let round = 0; round < 4; round++) {
    const ada = await createUser(app);
    const parcel = await parcelOf(ada);
    assert.equal((await assign(kanoStaff, parcel.parcelId, musa)).status, 200);
    const { id, code } = await codeOf(ada, parcel.orderId);
    const [moved, byMusa, byBala] = await Promise.all([
      assign(kanoStaff, parcel.parcelId, bala),
      deliver(musa, id, code!),
      deliver(bala, id, code!),
    ]);
    const delivered = [byMusa, byBala].filter((r) => r.status === 200);
    assert.ok(delivered.length <= 1, `round ${round}: both delivered (${byMusa.status} ${byBala.status})`);
    for (const r of [byMusa, byBala]) assert.ok([200, 404, 409].includes(r.status), JSON.stringify(r.json));
    let [row] = await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id));
    if (delivered.length === 1) {
      const deliverer = byMusa.status === 200 ? musa : bala;
      assert.equal(row.riderId, deliverer.user.id, 'the rider who delivered is the one it was assigned to');
      assert.equal(row.state, 'delivered');
      assert.equal(moved.status, deliverer === bala ? 200 : 409, 'a delivered parcel is never given to another rider');
    } else {
      // Each hand-over met the parcel assigned to the other rider: nobody delivered; now only its rider can.
      assert.equal(moved.status, 200);
      assert.equal((await deliver(musa, id, code!)).status, 404);
      assert.equal((await deliver(bala, id, code!)).status, 200);
      [row] = await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id));
    }
    assert.equal(row.state, 'delivered');
    const other = row.riderId === musa.user.id ? bala : musa;
    assert.equal((await deliver(other, id, code!)).status, 404, 'the other rider never delivers it');
    const [o] = await app.db.select().from(orders).where(eq(orders.id, parcel.orderId));
    assert.equal(o.status, 'Delivered');
  }
  // One rider's two hand-overs at once: one delivers, the other is 409.
  const ada = await createUser(app);
  const parcel = await parcelOf(ada);
  assert.equal((await assign(kanoStaff, parcel.parcelId, musa)).status, 200);
  const { id, code } = await codeOf(ada, parcel.orderId);
  const both = await Promise.all([deliver(musa, id, code!), deliver(musa, id, code!)]);
  assert.deepEqual(both.map((r) => r.status).sort(), [200, 409]);
  // The delivered parcel cannot be given to another rider.
  assert.equal((await assign(kanoStaff, parcel.parcelId, bala)).status, 409);
});

test('the delivery code: stored hashed, shown to the shopper only while on its way; five wrong codes lock the parcel', async () => {
  const ada = await createUser(app);
  const parcel = await parcelOf(ada);
  assert.equal((await assign(kanoStaff, parcel.parcelId, musa)).status, 200);
  const { id, code } = await codeOf(ada, parcel.orderId);
  assert.match(code!, /^\d{6}$/);
  const [row] = await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id));
  assert.notEqual(row.codeHash, code);
  assert.ok(!JSON.stringify(row).includes(code!), 'the table never holds the code');
  // Staff and admin do not read the code.
  const asAdmin = (await api(apiUrl, admin, 'GET', `/api/Order/${parcel.orderId}/deliveries`)).json;
  assert.equal(asAdmin[0].code, null);
  assert.equal((await deliver(musa, id, '12')).status, 400);
  for (let i = 1; i <= 5; i++) {
    const wrong = await deliver(musa, id, wrongCode(code!));
    assert.equal(wrong.status, 400, `wrong try ${i}`);
    assert.match(wrong.json.message, new RegExp(`\\(${5 - i} tr`));
  }
  const locked = await deliver(musa, id, code!);
  assert.deepEqual([locked.status, locked.json.code], [409, 'code-locked']);
  const [after] = await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id));
  assert.deepEqual([after.state, after.codeAttempts], ['assigned', 5]);
});

test('wrong codes racing count each one: five at once leave the parcel locked', async () => {
  const ada = await createUser(app);
  const parcel = await parcelOf(ada);
  assert.equal((await assign(kanoStaff, parcel.parcelId, musa)).status, 200);
  const { id, code } = await codeOf(ada, parcel.orderId);
  const wrongs = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(musa, id, wrongCode(code!))));
  assert.deepEqual(
    wrongs.map((r) => r.status),
    [400, 400, 400, 400, 400],
  );
  assert.equal((await deliver(musa, id, code!)).status, 409);
});

test("a prescription-only parcel is handed over only with the code and the patient's name", async () => {
  const ada = await createUser(app);
  const parcel = await parcelOf(ada);
  // Stands for a prescription-only order (its prescription attached, as the pharmacist's review leaves it).
  const [rx] = await app.db
    .insert(prescriptions)
    .values({
      userId: ada.user.id,
      fileName: 'rx.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `rx/${parcel.orderId}`,
      sha256: 'e'.repeat(64),
      prescriberName: 'Dr Bello',
      writtenOn: '2026-11-01',
    })
    .returning();
  await app.db.update(orders).set({ prescriptionId: rx.id }).where(eq(orders.id, parcel.orderId));
  assert.equal((await assign(kanoStaff, parcel.parcelId, musa)).status, 200);
  const stop = (await stopsOf(musa)).find((s) => s.parcelId === parcel.parcelId) as unknown as {
    prescriptionOnly: boolean;
    recipient: string;
  };
  assert.equal(stop.prescriptionOnly, true);
  const { id, code } = await codeOf(ada, parcel.orderId);
  const noName = await deliver(musa, id, code!);
  assert.deepEqual([noName.status, noName.json.errors?.[0]?.field], [400, 'patientName']);
  assert.equal((await deliver(musa, id, code!, 'Someone Else')).status, 400);
  const [row] = await app.db
    .select()
    .from(deliveryAssignments)
    .where(and(eq(deliveryAssignments.id, id)));
  assert.equal(row.codeAttempts, 2, 'a wrong name counts as a wrong try');
  const ok = await deliver(musa, id, code!, `  ${stop.recipient.toUpperCase()} `);
  assert.equal(ok.status, 200, JSON.stringify(ok.json));
  assert.equal((await codeOf(ada, parcel.orderId)).code, null, 'no code once delivered');
});
