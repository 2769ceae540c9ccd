// The fourth outside attack run (issue 47), its privacy, files and defects findings (items 2-4, 14,
// 16, 18 and 20; item 19, the backups, is tested in tooling/deploy/backup-restore.test.mjs), each
// reproduced over real HTTP against the API listening on a port. Every test here failed on the code
// before its fix (docs/security.md, "Fourth attack run"). Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import {
  conversationMessages,
  labBookings,
  labResults,
  labSlots,
  labTests,
  laboratories,
  orders,
  payments,
  prescriptions,
  users,
} from '../../src/platform/db/schema/index';
import { csvField, parseCsv } from '../../src/platform/lib/csv';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { giveHealthConsent } from '../helpers/consents';
import { request } from '../helpers/http-client';
import { insertOrders } from '../helpers/seeded-orders';
import { createAdmin, createUser, TEST_PASSWORD, type TestUser } from '../helpers/users';
import { png, upload } from '../prescriptions/helpers';

// The login's own per-account lock (10 failures per 15 minutes), which the test defaults open wide.
const app = await buildTestApp({
  config: { rateLimits: { ...testConfig().rateLimits, loginPerAccount: { max: 10, windowMs: 15 * 60_000 } } },
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg Tablets', price: 800, stock: 100 }]);

async function call(user: TestUser | null, method: string, path: string, body?: unknown, from?: string) {
  const res = await request(`${apiUrl}${path}`, { method, headers: user ? user.headers : {}, body, from });
  const json = String(res.headers['content-type']).includes('json') && res.text ? res.json() : null;
  return { status: res.status, json, text: res.text };
}

async function pharmacist(): Promise<TestUser> {
  const user = await createUser(app, { firstName: 'Bola', lastName: 'Adeyemi' });
  await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: 'PCN/045678' }).where(eq(users.id, user.user.id));
  return user;
}

/** A multipart body as a browser's form sends it. */
async function form(fields: Record<string, string>, file: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(data);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function openThread(user: TestUser): Promise<string> {
  await giveHealthConsent(apiUrl, user, 'conversations');
  const opened = await call(user, 'POST', '/api/conversations', { topic: 'general', message: 'A question about my tablets' });
  assert.equal(opened.status, 201, opened.text);
  return opened.json.thread.id;
}

async function sendAttachment(user: TestUser, threadId: string, file: { bytes: Buffer; name: string; type: string }, message?: string) {
  const { body, contentType } = await form(message === undefined ? {} : { message }, file);
  const res = await request(`${apiUrl}/api/conversations/${threadId}/attachments`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': contentType },
    body,
  });
  return { status: res.status, json: res.text ? res.json() : null, text: res.text };
}

/**
 * A PDF with a classic cross-reference table pointing at the first definition of each object
 * number, as a viewer reads it; pdf-lib keeps the last.
 */
function pdfWithXref(objects: [number, string][]): Buffer {
  let out = '%PDF-1.7\n';
  const offsets = new Map<number, number>();
  for (const [number, body] of objects) {
    if (!offsets.has(number)) offsets.set(number, Buffer.byteLength(out, 'latin1'));
    out += `${number} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  const size = Math.max(...objects.map(([n]) => n)) + 1;
  out += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) out += `${String(offsets.get(n) ?? 0).padStart(10, '0')} 00000 ${offsets.has(n) ? 'n' : 'f'} \n`;
  out += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>';
const CLEAN_CATALOGUE = '<< /Type /Catalog /Pages 2 0 R >>';

test('2. a PDF that defines its catalogue twice, an auto-run script in the definition the cross-reference table points at, is refused', async () => {
  const ada = await createUser(app);
  const twice = pdfWithXref([
    [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>'],
    [2, PAGES],
    [3, PAGE],
    [1, CLEAN_CATALOGUE],
  ]);
  const launch = pdfWithXref([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, PAGES],
    [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /AA << /O << /S /Launch /F (cmd.exe) >> >> >>'],
    [3, PAGE],
  ]);
  for (const [label, bytes] of [
    ['the catalogue twice, /OpenAction JavaScript in the first', twice],
    ['a page twice, a Launch action in the first', launch],
  ] as const) {
    const res = await upload(apiUrl, ada, { bytes, name: 'rx.pdf', type: 'application/pdf' });
    assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.json)}`);
    assert.equal(res.json.code, 'prescription-pdf-unreadable', label);
    assert.match(res.json.errors[0].message, /defined more than once/, label);
  }
  // The same check guards the pharmacist chat's attachments (and lab results: one function for all three).
  const thread = await openThread(ada);
  const sent = await sendAttachment(ada, thread, { bytes: twice, name: 'rx.pdf', type: 'application/pdf' });
  assert.equal(sent.status, 400, sent.text);
  // A PDF whose one definition of each object the table points at is still accepted.
  const clean = pdfWithXref([
    [1, CLEAN_CATALOGUE],
    [2, PAGES],
    [3, PAGE],
  ]);
  assert.equal((await upload(apiUrl, ada, { bytes: clean, name: 'rx.pdf', type: 'application/pdf' })).status, 201);
  // A table that points at another object than the one it names is refused too.
  const text = clean.toString('latin1');
  const pointsElsewhere = Buffer.from(text.replace(/\n(\d{10}) 00000 n \n(\d{10}) 00000 n /, '\n$2 00000 n \n$1 00000 n '), 'latin1');
  const elsewhere = await upload(apiUrl, ada, { bytes: pointsElsewhere, name: 'rx.pdf', type: 'application/pdf' });
  assert.equal(elsewhere.status, 400, JSON.stringify(elsewhere.json));
});

test("3. erasing an account deletes the shopper's prescription images, conversation attachments and lab results, and their payments' addresses", async () => {
  const shopper = await createUser(app, { firstName: 'Ifeoma', lastName: 'Nwachukwu' });
  const pharm = await pharmacist();
  const admin = await createAdmin(app);
  const rx = await upload(apiUrl, shopper, { bytes: await png(), name: 'rx.png', type: 'image/png' });
  assert.equal(rx.status, 201, JSON.stringify(rx.json));
  assert.equal((await call(pharm, 'GET', `/api/prescriptions/${rx.json.id}/file`)).status, 200, 'a pharmacist reads it before');
  const thread = await openThread(shopper);
  assert.equal((await sendAttachment(shopper, thread, { bytes: await png(), name: 'rash.png', type: 'image/png' })).status, 201);
  // A lab result of the shopper's, in the private store.
  const [lab] = await app.db.insert(laboratories).values({ name: 'Yaba Laboratory', location: 'Lagos' }).returning();
  const [labTest] = await app.db
    .insert(labTests)
    .values({ laboratoryId: lab.id, name: 'Malaria parasite', priceKobo: 300_000, sampleType: 'Blood', turnaroundHours: 24 })
    .returning();
  const [slot] = await app.db
    .insert(labSlots)
    .values({ laboratoryId: lab.id, area: 'Yaba', startsAt: new Date(Date.now() + 86_400_000), capacity: 5, homeFeeKobo: 0 })
    .returning();
  const [booking] = await app.db
    .insert(labBookings)
    .values({ userId: shopper.user.id, testId: labTest.id, slotId: slot.id, mode: 'lab', testPriceKobo: 300_000 })
    .returning();
  const resultKey = `lab-results/${shopper.user.id}/${booking.id}-result.png`;
  await app.privateFiles.put(resultKey, await png(), 'image/png');
  await app.db
    .insert(labResults)
    .values({ bookingId: booking.id, storageKey: resultKey, contentType: 'image/png', sizeBytes: 10, fileName: 'r.png' });
  // A delivered order, paid with a shipping and billing address that name the shopper.
  const [order] = await insertOrders(app, shopper.user.id, [
    {
      createdAt: new Date(),
      status: 'Delivered',
      lines: [{ medicineId: paracetamol.id, medicineName: paracetamol.name, unitPriceKobo: 80_000, quantity: 1 }],
    },
  ]);
  const [{ reference }] = await app.db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, order.id));
  const street = 'Ifeoma Nwachukwu, 14 Adeola Odeku Street, Victoria Island, 0803 555 0147';
  await app.db.update(payments).set({ shippingAddress: street, billingAddress: street }).where(eq(payments.reference, reference));
  const [prescription] = await app.db.select().from(prescriptions).where(eq(prescriptions.id, rx.json.id));
  const messages = await app.db.select().from(conversationMessages).where(eq(conversationMessages.threadId, thread));
  const attachments = messages.flatMap((m) => (m.attachmentKey ? [m.attachmentKey] : []));
  assert.equal(attachments.length, 1);
  const files = [prescription.storageKey, resultKey, ...attachments];
  for (const key of files) assert.ok(await app.privateFiles.exists(key), `${key} is in the private store before`);

  const erased = await call(shopper, 'POST', '/api/account/erase', { password: TEST_PASSWORD, confirm: 'erase' });
  assert.equal(erased.status, 204, erased.text);

  const read = await call(pharm, 'GET', `/api/prescriptions/${rx.json.id}/file`);
  assert.equal(read.status, 404, `the pharmacist no longer opens the erased shopper's prescription image: ${read.text}`);
  for (const key of files) assert.equal(await app.privateFiles.exists(key), false, `${key} is deleted from the private store`);
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  assert.equal(payment.shippingAddress, '');
  assert.equal(payment.billingAddress, '');
  const listed = await call(admin, 'GET', '/api/payment/transactions?page=1&pageSize=100');
  assert.equal(listed.status, 200, listed.text);
  assert.doesNotMatch(
    listed.text,
    /Adeola Odeku|0803 555 0147|Nwachukwu/,
    "the admin's Payments list shows no address of the erased shopper",
  );
  assert.equal((await app.db.select().from(labResults).where(eq(labResults.bookingId, booking.id))).length, 0, 'the lab result is gone');
});

test('4. an account with an open paid order is not erased: 409 naming the order, and erased once the order is delivered', async () => {
  const shopper = await createUser(app, { firstName: 'Chidi', lastName: 'Okonkwo' });
  const [order] = await insertOrders(app, shopper.user.id, [
    {
      createdAt: new Date(),
      status: 'Pending',
      lines: [{ medicineId: paracetamol.id, medicineName: paracetamol.name, unitPriceKobo: 80_000, quantity: 2 }],
    },
  ]);
  const [{ number }] = await app.db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, order.id));
  const label = `EPH-${String(number).padStart(6, '0')}`;
  const refused = await call(shopper, 'POST', '/api/account/erase', { password: TEST_PASSWORD, confirm: 'erase' });
  assert.equal(refused.status, 409, refused.text);
  assert.equal(refused.json.code, 'open-orders');
  assert.match(refused.json.message, new RegExp(`${label} \\(Pending\\)`));
  assert.match(refused.json.message, /Cancel them, or wait until they are delivered/);
  const [kept] = await app.db.select().from(users).where(eq(users.id, shopper.user.id));
  assert.equal(kept.firstName, 'Chidi', 'nothing was erased');
  const [payment] = await app.db.select().from(payments).where(eq(payments.userId, shopper.user.id));
  assert.notEqual(payment.shippingAddress, '', "the open order's payment keeps its address");
  await app.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order.id));
  const erased = await call(shopper, 'POST', '/api/account/erase', { password: TEST_PASSWORD, confirm: 'erase' });
  assert.equal(erased.status, 204, erased.text);
});

test('14. wrong passwords sent to POST /api/account/erase count as failed logins: a stolen access token is no password oracle', async () => {
  const victim = await createUser(app);
  const from = '127.0.0.14';
  for (let i = 0; i < 10; i++) {
    const wrong = await call(victim, 'POST', '/api/account/erase', { password: `guess-${i}-Lagos2026`, confirm: 'erase' }, from);
    assert.equal(wrong.status, 401, wrong.text);
  }
  // The account is now closed to this address: the right password is answered like a wrong one…
  const right = await call(victim, 'POST', '/api/account/erase', { password: TEST_PASSWORD, confirm: 'erase' }, from);
  assert.equal(right.status, 401, `the right password is not confirmed from the guessing address: ${right.text}`);
  const [user] = await app.db.select().from(users).where(eq(users.id, victim.user.id));
  assert.notEqual(user.firstName, 'Erased shopper', 'the account was not erased');
  // …and the login from that address too, while the owner elsewhere logs in as usual.
  const login = await call(null, 'POST', '/api/user/authenticate', { username: victim.user.userName, password: TEST_PASSWORD }, from);
  assert.equal(login.status, 400, login.text);
  const elsewhere = await call(
    null,
    'POST',
    '/api/user/authenticate',
    { username: victim.user.userName, password: TEST_PASSWORD },
    '127.0.0.15',
  );
  assert.equal(elsewhere.status, 200, elsewhere.text);
});

test('16. CSV exports defuse a leading - (and CR) before a formula, and keep plain negative numbers', () => {
  const attacks = ["-2+3+cmd|' /C calc'!A0", '-1+1', '-@SUM(A1)', '\r=1+1', '\tcmd', '=1+1', '+1+1', '@SUM(A1)'];
  for (const text of attacks) {
    const field = csvField(text);
    assert.match(field, /^"?'/, `${JSON.stringify(text)} starts with an apostrophe in the file: ${field}`);
    assert.deepEqual(parseCsv(`${field}\r\n`), [[text]], `${JSON.stringify(text)} reads back as written`);
  }
  for (const number of ['-12.50', '-3', '0', '42', '-0.5']) assert.equal(csvField(number), number, `${number} stays a number`);
  assert.deepEqual(parseCsv(`${csvField("'-5")}\r\n`), [["'-5"]], 'text that starts with an apostrophe reads back as written');
});

test('18. the WhatsApp verify token is never the webhook signing secret, and production needs both', async () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/epharmacy-config-test', WHATSAPP_BASE_URL: 'https://graph.facebook.com' };
  const config = loadConfig({ ...env, MESSAGING_WEBHOOK_SECRET: 'signing-secret-kept-off-urls' });
  assert.notEqual(
    config.messaging.whatsapp?.verifyToken,
    config.messaging.webhookSecret,
    'the verify token defaults to a value of its own',
  );
  const production = {
    ...env,
    NODE_ENV: 'production',
    MESSAGING_WEBHOOK_SECRET: 'signing-secret-kept-off-urls',
  };
  assert.throws(
    () => loadConfig(production),
    (err: Error) => /WHATSAPP_VERIFY_TOKEN is required in production/.test(err.message),
  );
  assert.throws(
    () => loadConfig({ ...production, WHATSAPP_VERIFY_TOKEN: 'signing-secret-kept-off-urls' }),
    (err: Error) => /WHATSAPP_VERIFY_TOKEN must differ from MESSAGING_WEBHOOK_SECRET/.test(err.message),
  );
  // The webhook check over HTTP: the signing secret is not the token (the test app signs with the sandbox secret).
  const whatsappApp = await buildTestApp({
    config: { messaging: { ...app.config.messaging, whatsapp: loadConfig(env).messaging.whatsapp } },
  });
  const url = await whatsappApp.listen({ port: 0, host: '127.0.0.1' });
  const check = await request(
    `${url}/api/notifications/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${whatsappApp.config.messaging.webhookSecret}&hub.challenge=42`,
  );
  assert.equal(check.status, 403, check.text);
  await whatsappApp.close();
});

test("20a. a NUL in a conversation attachment's message is a 400 naming the field", async () => {
  const ada = await createUser(app);
  const thread = await openThread(ada);
  const sent = await sendAttachment(ada, thread, { bytes: await png(), name: 'photo.png', type: 'image/png' }, 'look\u0000here');
  assert.equal(sent.status, 400, sent.text);
  assert.equal(sent.json.errors[0].field, 'message');
});

test('20b. an admin incident update with only unknown fields is a 400', async () => {
  const admin = await createAdmin(app);
  const created = await call(admin, 'POST', '/api/admin/privacy/incidents', {
    title: 'Laptop stolen',
    description: 'A laptop with an export of orders was stolen.',
    discoveredAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  assert.equal(created.status, 201, created.text);
  const res = await call(admin, 'POST', `/api/admin/privacy/incidents/${created.json.id}`, { unknown: 'x' });
  assert.equal(res.status, 400, res.text);
});

test("20c. GET /api/Order/{id}/parcels answers another account's order with 403, which the API document lists", async () => {
  const owner = await createUser(app);
  const other = await createUser(app);
  const [order] = await insertOrders(app, owner.user.id, [
    {
      createdAt: new Date(),
      status: 'Delivered',
      lines: [{ medicineId: paracetamol.id, medicineName: paracetamol.name, unitPriceKobo: 80_000, quantity: 1 }],
    },
  ]);
  const res = await call(other, 'GET', `/api/Order/${order.id}/parcels`);
  const documented = Object.keys(
    (app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> }).paths['/api/Order/{id}/parcels'].get
      .responses,
  );
  assert.ok(documented.includes(String(res.status)), `${res.status} is documented (${documented.join(', ')})`);
  assert.equal(res.status, 403);
});

test('20d. PUT /api/Order/{id} with the order exactly as GET returned it (rider: null) is accepted', async () => {
  const admin = await createAdmin(app);
  const shopper = await createUser(app);
  const [order] = await insertOrders(app, shopper.user.id, [
    {
      createdAt: new Date(),
      status: 'Pending',
      lines: [{ medicineId: paracetamol.id, medicineName: paracetamol.name, unitPriceKobo: 80_000, quantity: 1 }],
    },
  ]);
  const read = await call(admin, 'GET', `/api/Order/${order.id}`);
  assert.equal(read.status, 200, read.text);
  assert.equal(read.json.rider, null);
  const same = await call(admin, 'PUT', `/api/Order/${order.id}`, read.json);
  assert.doesNotMatch(same.text, /[Rr]ider must be/, 'rider: null is no error');
  const moved = await call(admin, 'PUT', `/api/Order/${order.id}`, { ...read.json, status: 'Processing' });
  assert.equal(moved.status, 200, moved.text);
  assert.equal(moved.json.status, 'Processing');
});
