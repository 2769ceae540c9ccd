import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/platform/db/schema/identity';
import { buildTestApp } from '../helpers/build-test-app';
import { lastMailTo } from '../helpers/outbox';
import { createMedicines } from '../helpers/commerce';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();

test('a shopper who chose Pidgin gets the password reset mail in Pidgin, as the mailer wrote it', async () => {
  const { user, headers } = await createUser(app, { firstName: 'Chinedu', email: 'chinedu@example.ng' });
  const chose = await app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { locale: 'pcm' } });
  assert.equal(chose.statusCode, 204);

  await app.inject({ method: 'POST', url: `/api/User/send-reset-email/${user.email}`, payload: {} });
  await app.identity.settled(); // the mail is sent after the answer
  const { mail, params } = lastMailTo(app, user.email, '/resetss');
  assert.ok(params.get('code'), 'the link still carries the code');
  assert.match(mail.text, /Hello Chinedu,/);
  assert.match(mail.text, /Somebody ask make we reset the password of your e-pharmacy account/);
  assert.match(mail.text, /If no be you ask for am, just ignore this email/);
  assert.match(mail.text, /Or copy this link put for your browser/);
  assert.doesNotMatch(mail.text, /Someone asked to reset/);
});

test('without a chosen language the reset mail stays English', async () => {
  const { user } = await createUser(app, { firstName: 'Bola', email: 'bola@example.ng' });
  await app.inject({ method: 'POST', url: `/api/User/send-reset-email/${user.email}`, payload: {} });
  await app.identity.settled();
  const { mail } = lastMailTo(app, user.email, '/resetss');
  assert.equal(mail.subject, 'Reset your e-pharmacy password');
  assert.match(mail.text, /Someone asked to reset the password/);
});

test('sign-up keeps the browser’s language on the account and writes the confirmation in it', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers: { 'accept-language': 'pcm-NG, en;q=0.8' },
    payload: { firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@example.ng', userName: 'ngozi', password: 'Jollof-rice!Ibadan7' },
  });
  assert.equal(res.statusCode, 201);
  const [row] = await app.db.select({ locale: users.locale }).from(users).where(eq(users.userName, 'ngozi'));
  assert.equal(row.locale, 'pcm-NG');
  const { mail } = lastMailTo(app, 'ngozi@example.ng', '/confirm-email');
  assert.match(mail.text, /Abeg confirm your email address make you fit start to buy/);

  // Someone signs up again with that address: its owner is told, in the owner's language.
  await app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers: { 'accept-language': 'en' },
    payload: { firstName: 'X', lastName: 'Y', email: 'ngozi@example.ng', userName: 'someone-else', password: 'Jollof-rice!Ibadan7' },
  });
  const notice = lastMailTo(app, 'ngozi@example.ng', '/login').mail;
  assert.equal(notice.subject, 'Somebody try sign up with your email');
});

test('back in stock: the mail goes out in the language of the account that asked', async () => {
  const admin = await createAdmin(app);
  const shopper = await createUser(app, { email: 'emeka@example.ng' });
  await app.inject({ method: 'PUT', url: '/api/user/language', headers: shopper.headers, payload: { locale: 'pcm' } });
  const [gone] = await createMedicines(app, [{ name: 'Vitamin C 1000mg', price: 1200, stock: 0 }]);
  const asked = await app.inject({ method: 'POST', url: `/api/medicine/${gone.id}/back-in-stock`, headers: shopper.headers, payload: {} });
  assert.equal(asked.statusCode, 201, asked.body);
  const restock = await app.inject({
    method: 'POST',
    url: `/api/medicine/${gone.id}/stock`,
    headers: admin.headers,
    payload: { reason: 'received', quantity: 5 },
  });
  assert.equal(restock.statusCode, 200, restock.body);
  await app.backInStock.run();
  await app.close(); // waits for the run the restock started
  const { mail } = lastMailTo(app, 'emeka@example.ng', `/medicine/${gone.id}`);
  assert.equal(mail.subject, 'Vitamin C 1000mg don come back for stock');
  assert.match(mail.text, /You ask make we tell you once/);
});
