import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app);
const [gone, plenty] = await createMedicines(app, [
  { name: 'Vitamin C 1000mg', price: 1200, stock: 0 },
  { name: 'Paracetamol 500mg', price: 150, stock: 40 },
]);
const ask = (id: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/medicine/${id}/back-in-stock`, headers, payload });
const backMails = () => readOutbox(app).filter((m) => m.subject.includes('is back in stock'));

test("tell me when it's back: a signed-in shopper or an e-mail address, once per address, only when out of stock", async () => {
  const signedIn = await ask(gone.id, shopper.headers, {});
  assert.equal(signedIn.statusCode, 201, signedIn.body);
  assert.equal(signedIn.json().email, shopper.user.email.toLowerCase());
  const byMail = await ask(gone.id, {}, { email: ' Ada@Example.ng ' });
  assert.equal(byMail.statusCode, 201, byMail.body);
  assert.equal(byMail.json().email, 'ada@example.ng');
  assert.equal((await ask(gone.id, {}, { email: 'ada@example.ng' })).statusCode, 201);
  const waiting = (await app.db.execute(`select count(*) as n from back_in_stock_requests where notified_at is null`)) as unknown as {
    rows: { n: unknown }[];
  };
  assert.equal(Number(waiting.rows[0].n), 2);

  assert.equal((await ask(gone.id, {}, {})).statusCode, 400);
  assert.equal((await ask(gone.id, {}, { email: 'not-an-address' })).statusCode, 400);
  assert.equal((await ask(plenty.id, {}, { email: 'ada@example.ng' })).statusCode, 409);
  assert.equal((await ask('00000000-0000-4000-8000-000000000000', {}, { email: 'ada@example.ng' })).statusCode, 404);
  // Nothing is mailed while it is out of stock.
  assert.equal(await app.backInStock.run(), 0);
  assert.equal(backMails().length, 0);
});

test('restocking mails each request exactly once, however many runs overlap', async () => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/medicine/${gone.id}/stock`,
    headers: admin.headers,
    payload: { reason: 'received', quantity: 12 },
  });
  assert.equal(res.statusCode, 200, res.body);
  // The restock started a run of its own; five more overlap it.
  await Promise.all(Array.from({ length: 5 }, () => app.backInStock.run()));
  // A second restock finds nothing left to mail.
  await app.inject({
    method: 'POST',
    url: `/api/medicine/${gone.id}/stock`,
    headers: admin.headers,
    payload: { reason: 'received', quantity: 3 },
  });
  await app.backInStock.run();
  await app.close(); // waits for the run the restocks started
  const mails = backMails();
  assert.deepEqual(mails.map((m) => m.to).sort(), ['ada@example.ng', shopper.user.email.toLowerCase()].sort());
  assert.equal(mails[0].subject, 'Vitamin C 1000mg is back in stock');
  assert.ok(mails[0].links.some((l) => l.endsWith(`/medicine/${gone.id}`)));
});
