import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditEntries, deliveryAssignments, deliveryHandoverPhotos, orderParcels } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// The rider's optional photo of the handover, kept as health-adjacent data: only the delivery's own
// rider takes it, once the parcel is delivered; it is checked by its content and kept without its
// metadata; the order's shopper, the pharmacy's staff and admins read it (a staff read is audited),
// no one else; a new photo replaces the one before; erasure and the retention period remove it and
// its file. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 1000, stock: 0 }]);
const fixtures = locationFixtures(app, apiUrl);
const { pharmacy, buy } = fixtures;
const kano = await pharmacy('Photo Kano', 'Kano', [12.0, 8.5167], [[paracetamol.id, 50]]);
const abuja = await pharmacy('Photo Abuja', 'FCT', [9.07, 7.49], []);
const admin = await createAdmin(app);
const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };

const staffOf = (pharmacyId: string) => fixtures.staffOf(admin, pharmacyId);
const staff = await staffOf(kano.id);
const otherStaff = await staffOf(abuja.id);
const musa = await createUser(app, { firstName: 'Musa' });
const bala = await createUser(app, { firstName: 'Bala' });
for (const [rider, phone] of [
  [musa, '0803 111 2222'],
  [bala, '0803 111 3333'],
] as const)
  assert.equal((await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: rider.user.email, phone })).status, 200);

/** A photo as a phone takes it: with its camera's details in EXIF. */
const phonePhoto = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Camera 1' } } })
    .jpeg()
    .toBuffer();

function send(user: TestUser, deliveryId: string, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'handover.jpg');
  return fetch(`${apiUrl}/api/rider/deliveries/${deliveryId}/photo`, { method: 'POST', headers: user.headers, body: form });
}
const codeOf = async (answer: Response) => ((await answer.json()) as { code?: string }).code;
const readPhoto = (user: TestUser, deliveryId: string) => fetch(`${apiUrl}/api/deliveries/${deliveryId}/photo`, { headers: user.headers });

/** A shopper's parcel given to Musa; delivered with the shopper's code unless `deliver` is false. */
async function delivery(shopper: TestUser, deliver = true): Promise<string> {
  const order = await buy(shopper, [[paracetamol.id, 1]], { deliveryAddress: KANO_ADDRESS });
  const [parcel] = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.orderId));
  const assigned = await api(apiUrl, staff, 'POST', '/api/staff/deliveries/assign', { parcelId: parcel.id, riderId: musa.user.id });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.json));
  if (deliver) {
    const [{ code }] = (await api(apiUrl, shopper, 'GET', `/api/Order/${order.orderId}/deliveries`)).json;
    const done = await api(apiUrl, musa, 'POST', `/api/rider/deliveries/${assigned.json.id}/deliver`, { code });
    assert.equal(done.status, 200, JSON.stringify(done.json));
  }
  return assigned.json.id;
}

/** The order page's deliveries of the order the delivery belongs to. */
async function orderPageDeliveries(shopper: TestUser, deliveryId: string): Promise<{ id: string; photo: boolean }[]> {
  const [row] = await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, deliveryId));
  const answer = await api(apiUrl, shopper, 'GET', `/api/Order/${row.orderId}/deliveries`);
  assert.equal(answer.status, 200);
  return answer.json;
}

const photoRow = async (deliveryId: string) =>
  (await app.db.select().from(deliveryHandoverPhotos).where(eq(deliveryHandoverPhotos.assignmentId, deliveryId)))[0];

test("the delivery's rider keeps a photo once delivered, without its metadata; the shopper, the pharmacy's staff and admins read it, no one else", async () => {
  const shopper = await createUser(app);
  const onTheWay = await delivery(shopper, false);
  const early = await send(musa, onTheWay, await phonePhoto('red'));
  assert.equal(early.status, 409);
  assert.equal(await codeOf(early), 'not-delivered');

  const id = await delivery(shopper);
  assert.equal((await send(bala, id, await phonePhoto('red'))).status, 404, "another rider cannot add to Musa's delivery");
  assert.equal((await send(shopper, id, await phonePhoto('red'))).status, 403, 'only a rider takes one');
  const notAPhoto = await send(musa, id, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
  assert.equal(notAPhoto.status, 400);
  assert.equal(await codeOf(notAPhoto), 'handover-photo-type');
  assert.deepEqual(
    (await orderPageDeliveries(shopper, id)).map((d) => d.photo),
    [false],
  );
  const kept = await send(musa, id, await phonePhoto('red'));
  assert.equal(kept.status, 201, await kept.clone().text());
  assert.match(((await kept.json()) as { takenAt: string }).takenAt, /^\d{4}-\d\d-\d\dT/);

  assert.deepEqual(
    (await orderPageDeliveries(shopper, id)).map((d) => d.photo),
    [true],
    'the order page offers it',
  );
  const mine = await readPhoto(shopper, id);
  assert.equal(mine.status, 200);
  assert.equal(mine.headers.get('content-type'), 'image/jpeg');
  assert.equal(mine.headers.get('cache-control'), 'private, no-store');
  const metadata = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
  assert.equal(metadata.exif, undefined, 'kept without the camera details');

  const audited = async () =>
    (
      await app.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'delivery-handover-photo'), eq(auditEntries.entityId, id)))
    ).map((entry) => entry.actorId);
  assert.deepEqual(await audited(), [], "the shopper's own read is not a staff read");
  assert.equal((await readPhoto(staff, id)).status, 200);
  assert.equal((await readPhoto(admin, id)).status, 200);
  assert.deepEqual((await audited()).sort(), [staff.user.id, admin.user.id].sort(), 'each staff read is in the audit log');
  assert.equal((await readPhoto(otherStaff, id)).status, 403, "another pharmacy's staff");
  assert.equal((await readPhoto(await createUser(app), id)).status, 403, 'another shopper');
  assert.equal((await readPhoto(musa, id)).status, 403, 'the rider took it but does not keep reading it');
  const none = await readPhoto(shopper, onTheWay);
  assert.equal(none.status, 404);
  assert.equal(await codeOf(none), 'no-photo');
});

test('a new photo replaces the one before, and its file goes', async () => {
  const id = await delivery(await createUser(app));
  assert.equal((await send(musa, id, await phonePhoto('red'))).status, 201);
  const first = await photoRow(id);
  assert.equal((await send(musa, id, await phonePhoto('blue'))).status, 201);
  const second = await photoRow(id);
  assert.notEqual(second.storageKey, first.storageKey);
  assert.equal(await app.privateFiles.exists(first.storageKey), false, 'the replaced file is deleted');
  assert.equal(await app.privateFiles.exists(second.storageKey), true);
});

test('the retention period and erasing the account remove the photo and its file', async () => {
  const { retention } = app.config.privacy;
  const now = new Date(Date.now() + 1000);
  const old = await delivery(await createUser(app));
  const recent = await delivery(await createUser(app));
  for (const id of [old, recent]) assert.equal((await send(musa, id, await phonePhoto('green'))).status, 201);
  await app.db
    .update(deliveryHandoverPhotos)
    .set({ takenAt: new Date(now.getTime() - retention.handoverPhotosDays * 86_400_000 - 1000) })
    .where(eq(deliveryHandoverPhotos.assignmentId, old));
  const oldKey = (await photoRow(old)).storageKey;
  const counts = await app.runRetention(now);
  assert.ok(counts.handoverPhotos >= 1);
  assert.equal(await photoRow(old), undefined, 'past the period: gone');
  assert.equal(await app.privateFiles.exists(oldKey), false);
  assert.ok(await photoRow(recent), 'within the period: kept');

  const leaving = await createUser(app);
  const theirs = await delivery(leaving);
  assert.equal((await send(musa, theirs, await phonePhoto('green'))).status, 201);
  const key = (await photoRow(theirs)).storageKey;
  const erased = await api(apiUrl, leaving, 'POST', '/api/account/erase', { password: leaving.password, confirm: 'erase' });
  assert.equal(erased.status, 204, JSON.stringify(erased.json));
  assert.equal(await photoRow(theirs), undefined);
  assert.equal(await app.privateFiles.exists(key), false);
});
