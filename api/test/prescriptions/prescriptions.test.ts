import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { prescriptions } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';
import { makePrescriptionOnly, monthsAgo, pdf, png, sidewaysPhoto, upload } from './helpers';

const { app, apiUrl } = await startCommerce();
const [amoxil, paracetamol] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 2500 },
  { name: 'Paracetamol 500mg', price: 500 },
]);
await makePrescriptionOnly(app, amoxil.id);

async function fill(user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
}

async function quote(user: TestUser) {
  const res = await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json;
}

test('a photo taken sideways is stored upright and without its EXIF data; the answer says until when it can be used', async () => {
  const ada = await createUser(app);
  const res = await upload(
    apiUrl,
    ada,
    { bytes: await sidewaysPhoto(), name: 'IMG_2041.JPG', type: 'image/jpeg' },
    { notes: 'Repeat for 2 weeks' },
  );
  assert.equal(res.status, 201, JSON.stringify(res.json));
  assert.equal(res.json.contentType, 'image/jpeg');
  assert.equal(res.json.fileName, 'IMG_2041.jpg');
  assert.equal(res.json.prescriberName, 'Dr. Ngozi Eze');
  assert.equal(res.json.notes, 'Repeat for 2 weeks');
  assert.equal(res.json.usable, true);
  assert.deepEqual(res.json.orderNumbers, []);
  const file = await fetch(`${apiUrl}/api/prescriptions/${res.json.id}/file`, { headers: ada.headers });
  assert.equal(file.status, 200);
  const bytes = Buffer.from(await file.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  assert.deepEqual([meta.width, meta.height], [20, 60], 'turned upright');
  assert.equal(meta.exif, undefined, 'no EXIF (no camera, no GPS)');
  assert.equal(meta.orientation, undefined);
});

test('the file is private: never under the public images path, and stored in the private store', async () => {
  const ada = await createUser(app);
  const res = await upload(apiUrl, ada, { bytes: await png(), name: 'scan.png' });
  assert.equal(res.status, 201);
  const [row] = await app.db.select().from(prescriptions).where(eq(prescriptions.id, res.json.id));
  assert.match(row.storageKey, new RegExp(`^prescriptions/${ada.user.id}/${res.json.id}\\.png$`));
  assert.ok(fs.existsSync(path.join(app.config.dataDir, 'private', row.storageKey)));
  assert.ok(!fs.existsSync(path.join(app.config.dataDir, 'uploads', row.storageKey)));
  for (const guess of [`${res.json.id}.png`, row.storageKey, `../private/${row.storageKey}`]) {
    const image = await fetch(`${apiUrl}/api/images/${encodeURIComponent(guess)}`);
    assert.ok(image.status === 400 || image.status === 404, `${guess}: ${image.status}`);
  }
});

test('type is judged by content: HTML named .pdf, a PDF with JavaScript (plain, hex-escaped, or hidden in a compressed object stream) and a GIF are refused', async () => {
  const ada = await createUser(app);
  const html = await upload(apiUrl, ada, {
    bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    name: 'rx.pdf',
    type: 'application/pdf',
  });
  assert.equal(html.status, 400);
  assert.equal(html.json.code, 'prescription-file-type');
  for (const [label, bytes] of [
    ['JavaScript', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['hex-escaped', pdf('/Names << /J#61vaScript 5 0 R >>')],
    ['object stream', pdf('', '5 0 obj << /Type /Action /S /Launch /F (cmd.exe) >> endobj')],
    ['embedded file', pdf('/Names << /EmbeddedFiles 6 0 R >>')],
  ] as const) {
    const res = await upload(apiUrl, ada, { bytes, name: 'rx.pdf', type: 'application/pdf' });
    assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.json)}`);
    assert.equal(res.json.code, 'prescription-pdf-active-content', label);
  }
  const gif = await upload(apiUrl, ada, { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'rx.gif' });
  assert.equal(gif.status, 400);
  const clean = await upload(apiUrl, ada, { bytes: pdf(), name: 'letter.pdf', type: 'application/pdf' });
  assert.equal(clean.status, 201, JSON.stringify(clean.json));
  assert.equal(clean.json.contentType, 'application/pdf');
  const served = await fetch(`${apiUrl}/api/prescriptions/${clean.json.id}/file`, { headers: ada.headers });
  assert.equal(served.headers.get('content-type'), 'application/pdf');
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  assert.match(served.headers.get('content-security-policy') ?? '', /^sandbox/);
  assert.equal(served.headers.get('cache-control'), 'private, no-store');
  assert.match(served.headers.get('content-disposition') ?? '', /^inline; filename="letter\.pdf"$/);
});

test('over 10 MB is refused with 413; the dates and the prescriber are checked', async () => {
  const ada = await createUser(app);
  const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
  const tooBig = await upload(apiUrl, ada, { bytes: big, name: 'big.pdf' });
  assert.equal(tooBig.status, 413);
  const old = await upload(apiUrl, ada, { bytes: await png(), name: 'old.png' }, { writtenOn: monthsAgo(7) });
  assert.equal(old.status, 422);
  assert.equal(old.json.code, 'prescription-expired');
  const future = await upload(apiUrl, ada, { bytes: await png(), name: 'x.png' }, { writtenOn: '2999-01-01' });
  assert.equal(future.status, 400);
  const notADate = await upload(apiUrl, ada, { bytes: await png(), name: 'x.png' }, { writtenOn: '2026-02-30' });
  assert.equal(notADate.status, 400);
  const noPrescriber = await upload(apiUrl, ada, { bytes: await png(), name: 'x.png' }, { prescriberName: ' ' });
  assert.equal(noPrescriber.status, 400);
  assert.equal((await upload(apiUrl, null, { bytes: await png(), name: 'x.png' })).status, 401);
  const listed = await api(apiUrl, ada, 'GET', '/api/prescriptions');
  assert.deepEqual(listed.json.items, [], 'nothing refused was stored');
});

test('only the owner and pharmacists read a prescription: another shopper, a plain admin and nobody signed in are refused; every attempt by someone signed in is logged', async () => {
  const ada = await createUser(app, { firstName: 'Ada', lastName: 'Obi' });
  const bola = await createUser(app, { firstName: 'Bola', lastName: 'Ade' });
  const admin = await createAdmin(app);
  const pharmacist = await createUser(app, { firstName: 'Musa', lastName: 'Bello' });
  const granted = await grantPharmacist(app, admin, pharmacist.user.id, 'PCN/045678');
  assert.equal(granted.status, 200, JSON.stringify(granted.json));
  assert.equal(granted.json.state, 'approved');
  const { json: rx } = await upload(apiUrl, ada, { bytes: await png(), name: 'rx.png' });

  for (const [who, user, status] of [
    ['owner', ada, 200],
    ['another shopper', bola, 403],
    ['a plain admin', admin, 403],
    ['nobody', null, 401],
    ['a pharmacist', pharmacist, 200],
  ] as const) {
    assert.equal((await api(apiUrl, user, 'GET', `/api/prescriptions/${rx.id}`)).status, status, `${who} reads`);
    const file = await fetch(`${apiUrl}/api/prescriptions/${rx.id}/file`, { headers: user ? user.headers : {} });
    assert.equal(file.status, status, `${who} downloads`);
  }
  const log = await api(apiUrl, ada, 'GET', `/api/prescriptions/${rx.id}/access-log`);
  assert.equal(log.status, 200);
  const entries = [...log.json.items]
    .reverse()
    .map((e: { actor: string; actorName: string; action: string; allowed: boolean }) => [e.actor, e.actorName, e.action, e.allowed]);
  assert.deepEqual(entries, [
    ['owner', 'Ada Obi', 'view', true],
    ['owner', 'Ada Obi', 'file', true],
    ['other', 'Bola Ade', 'view', false],
    ['other', 'Bola Ade', 'file', false],
    ['other', 'Tunde Bakare', 'view', false],
    ['other', 'Tunde Bakare', 'file', false],
    ['pharmacist', 'Musa Bello', 'view', true],
    ['pharmacist', 'Musa Bello', 'file', true],
  ]);
  assert.equal((await api(apiUrl, bola, 'GET', `/api/prescriptions/${rx.id}/access-log`)).status, 403);
  assert.equal((await api(apiUrl, bola, 'DELETE', `/api/prescriptions/${rx.id}`)).status, 403);
  assert.equal((await api(apiUrl, bola, 'GET', '/api/prescriptions')).json.items.length, 0, "another shopper's list never shows it");
});

test('the pharmacist role is granted by another admin only, needs a PCN number, and a revoked pharmacist is refused at once even with an old token', async () => {
  const admin = await createAdmin(app);
  const ada = await createUser(app);
  const { json: rx } = await upload(apiUrl, ada, { bytes: await png(), name: 'rx.png' });
  assert.equal(
    (await api(apiUrl, ada, 'PUT', `/api/admin/users/${ada.user.id}/pharmacist`, { pharmacist: true, pcnRegistrationNumber: 'PCN/1' }))
      .status,
    403,
  );
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${admin.user.id}/pharmacist`, { pharmacist: true })).status, 400);
  assert.equal((await api(apiUrl, admin, 'GET', '/api/pharmacist/reviews')).status, 403, 'an admin is not a pharmacist');
  assert.equal((await api(apiUrl, admin, 'GET', `/api/prescriptions/${rx.id}`)).status, 403);
  // Two people: another admin grants the role.
  const other = await createAdmin(app);
  const grant = await grantPharmacist(app, other, admin.user.id, 'pcn/099881');
  assert.equal(grant.status, 200);
  assert.equal(grant.json.pharmacistRegistration, 'PCN/099881');
  assert.equal((await api(apiUrl, admin, 'GET', '/api/pharmacist/reviews')).status, 200, 'the same token works: the database decides');
  assert.equal((await api(apiUrl, admin, 'GET', `/api/prescriptions/${rx.id}`)).status, 200);
  const audit = await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=user&entityId=${admin.user.id}`);
  assert.equal(audit.status, 200, JSON.stringify(audit.json));
  assert.deepEqual(
    audit.json.map((e: { action: string }) => e.action),
    ['approve-pharmacist', 'request-pharmacist'],
  );
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${admin.user.id}/pharmacist`, { pharmacist: false })).status, 200);
  assert.equal((await api(apiUrl, admin, 'GET', '/api/pharmacist/reviews')).status, 403, 'revoked: refused at once');
  assert.equal((await api(apiUrl, admin, 'GET', `/api/prescriptions/${rx.id}`)).status, 403);
});

test("a cart with a prescription-only medicine cannot be paid without the shopper's own, current prescription; with it the order awaits a pharmacist", async () => {
  const ada = await createUser(app);
  const bola = await createUser(app);
  await fill(ada, [
    [amoxil.id, 1],
    [paracetamol.id, 2],
  ]);
  const q = await quote(ada);
  assert.equal(q.prescriptionRequired, true);
  assert.deepEqual(q.prescriptionItems, ['Amoxil 500mg Capsules']);

  const without = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, q.total));
  assert.equal(without.status, 409);
  assert.equal(without.json.code, 'prescription-required');
  assert.match(without.json.message, /Amoxil 500mg Capsules/);

  const { json: bolas } = await upload(apiUrl, bola, { bytes: await png(), name: 'bola.png' });
  const foreign = await api(apiUrl, ada, 'POST', '/api/payment/initiate', { ...checkoutBody(ada, q.total), prescriptionId: bolas.id });
  assert.equal(foreign.status, 409);
  assert.equal(foreign.json.code, 'prescription-invalid');

  // Uploaded while current, now more than six months old.
  const { json: stale } = await upload(apiUrl, ada, { bytes: await png(), name: 'stale.png' });
  await app.db
    .update(prescriptions)
    .set({ writtenOn: monthsAgo(7) })
    .where(eq(prescriptions.id, stale.id));
  const expired = await api(apiUrl, ada, 'POST', '/api/payment/initiate', { ...checkoutBody(ada, q.total), prescriptionId: stale.id });
  assert.equal(expired.status, 409);
  assert.equal(expired.json.code, 'prescription-expired');
  assert.equal(
    (await api(apiUrl, ada, 'GET', '/api/prescriptions')).json.items.find((p: { id: string }) => p.id === stale.id).usable,
    false,
  );

  const { json: mine } = await upload(apiUrl, ada, { bytes: await png(), name: 'mine.png' }, { writtenOn: monthsAgo(5) });
  const init = await api(apiUrl, ada, 'POST', '/api/payment/initiate', { ...checkoutBody(ada, q.total), prescriptionId: mine.id });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  const order = (await api(apiUrl, ada, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
  assert.equal(order.status, 'AwaitingReview');
  assert.equal(order.prescriptionId, mine.id);
  assert.equal(order.review, null);
  assert.deepEqual(
    order.orderItems.map((l: { medicineName: string; requiresPrescription: boolean; reviewDecision: null }) => [
      l.medicineName,
      l.requiresPrescription,
      l.reviewDecision,
    ]),
    [
      ['Amoxil 500mg Capsules', true, null],
      ['Paracetamol 500mg', false, null],
    ],
  );
  const listed = (await api(apiUrl, ada, 'GET', '/api/prescriptions')).json.items.find((p: { id: string }) => p.id === mine.id);
  assert.deepEqual(listed.orderNumbers, [order.orderNumber]);

  // Used by an order: kept with it. Never used: deleted, file and all.
  const inUse = await api(apiUrl, ada, 'DELETE', `/api/prescriptions/${mine.id}`);
  assert.equal(inUse.status, 409);
  assert.equal(inUse.json.code, 'prescription-in-use');
  const [unusedRow] = await app.db.select().from(prescriptions).where(eq(prescriptions.id, stale.id));
  assert.equal((await api(apiUrl, ada, 'DELETE', `/api/prescriptions/${stale.id}`)).status, 204);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/prescriptions/${stale.id}`)).status, 404);
  assert.ok(!fs.existsSync(path.join(app.config.dataDir, 'private', unusedRow.storageKey)), 'the file is gone too');

  // The admin's status control cannot skip the pharmacist.
  const admin = await createAdmin(app);
  const skip = await api(apiUrl, admin, 'PUT', `/api/Order/${order.orderId}`, { status: 'Processing' });
  assert.equal(skip.status, 409);
  assert.equal(skip.json.code, 'awaiting-review');
});

test('an over-the-counter cart needs no prescription and its order is Pending as before', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 1]]);
  const q = await quote(ada);
  assert.equal(q.prescriptionRequired, false);
  const init = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, q.total));
  assert.equal(init.status, 200);
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  const order = (await api(apiUrl, ada, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
  assert.equal(order.status, 'Pending');
  assert.equal(order.prescriptionId, null);
});
