import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactMessages, newsletterSubscriptions } from '../../src/platform/db/schema/contact';
import { buildTestApp } from '../helpers/build-test-app';
import { readOutbox } from '../helpers/outbox';

const app = await buildTestApp();

const send = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/Contact/send-email', payload });

test('a contact message is stored and mailed to the store inbox, replying to the customer', async () => {
  const res = await send({
    name: 'Aisha Bello',
    email: 'aisha@example.ng',
    phone: '+234 803 000 1111',
    subject: 'Delivery to Kano',
    message: 'Do you deliver to Tarauni?',
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().message, 'Email sent successfully.');
  const rows = await app.db.select().from(contactMessages);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].subject, 'Delivery to Kano');
  const mail = readOutbox(app).at(-1)!;
  assert.equal(mail.to, app.config.storeInbox);
  assert.match(mail.raw, /Reply-To: aisha@example\.ng/);
  assert.match(mail.subject, /Delivery to Kano/);
  assert.match(mail.text, /Do you deliver to Tarauni\?/);
});

test('phone and subject are optional', async () => {
  const res = await send({ name: 'Musa', email: 'musa@example.ng', message: 'Hello' });
  assert.equal(res.statusCode, 200);
});

test('contact validation names the field at fault', async () => {
  const noName = await send({ email: 'x@example.ng', message: 'Hi' });
  assert.equal(noName.statusCode, 400);
  assert.equal(noName.json().errors[0].field, 'name');
  const badEmail = await send({ name: 'X', email: 'x@', message: 'Hi' });
  assert.equal(badEmail.statusCode, 400);
  assert.equal(badEmail.json().errors[0].field, 'email');
  const blank = await send({ name: 'X', email: 'x@example.ng', message: '   ' });
  assert.equal(blank.statusCode, 400);
  assert.equal(blank.json().errors[0].field, 'message');
  const long = await send({ name: 'X', email: 'x@example.ng', message: 'a'.repeat(5001) });
  assert.equal(long.statusCode, 400);
  assert.match(long.json().message, /at most 5000/);
  const badPhone = await send({ name: 'X', email: 'x@example.ng', message: 'Hi', phone: '<script>' });
  assert.equal(badPhone.statusCode, 400);
  assert.equal(badPhone.json().errors[0].field, 'phone');
});

test('newsletter subscription is stored once per address, whatever the case', async () => {
  for (const email of ['news@example.ng', 'NEWS@example.ng', 'news@example.ng']) {
    const res = await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    assert.equal(res.statusCode, 200);
    assert.match(res.json().message, /subscribed/);
  }
  assert.equal((await app.db.select().from(newsletterSubscriptions)).length, 1);
  const bad = await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'nope' } });
  assert.equal(bad.statusCode, 400);
});
