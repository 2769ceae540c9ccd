// A prescription-only refill plan waiting for a pharmacist's check of its prescription: it is in the
// pharmacist's queue (pharmacists only, with the patient and the prescription), the admin sees it
// to follow up, the patient is told what is needed and by when (mail, and SMS where they
// consented) on the reminder's day and the refill's day, and nothing is charged; once a pharmacist
// approves it, the refill's order is placed already approved under that check, not checked again.
// No refill mail's subject names the medicine. A refusal is kept with its reason on the plan, the
// patient told by mail and SMS, and nothing charged until another prescription is approved.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../src/platform/db/schema/index';
import { addDays, lagosDay } from '../../src/domains/refills/refill-dates';
import {
  askMail,
  chargeFailedMail,
  chargeNoticeMail,
  dunningMail,
  payLinkMail,
  prescriptionRefusedMail,
  prescriptionWaitMail,
  reminderMail,
} from '../../src/workflows/refill-run/refill-mails';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { api, checkoutBody, createMedicines, LAGOS_ADDRESS, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { readOutbox } from '../helpers/outbox';
import { readUntil } from '../helpers/wait-for';
import { createAdmin, createUser, grantPharmacist, type TestUser } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';

const { app, apiUrl, texts } = await startCommerce({ messaging: true });
const [pom, otc] = await createMedicines(app, [
  { name: 'Losartan 50mg', price: 1600, stock: 30 },
  { name: 'Vitamin C 1000mg', price: 500, stock: 30 },
]);
await makePrescriptionOnly(app, pom.id);

const admin = await createAdmin(app);
const pharmacist = await createAdmin(app, { firstName: 'Ngozi', lastName: 'Eze' });
assert.equal((await grantPharmacist(app, admin, pharmacist.user.id, 'PCN/054322')).status, 200);

/** 09:00 in Lagos on a day. */
const at = (day: string) => new Date(`${day}T09:00:00+01:00`);
const runAt = async (day: string) => {
  app.refillClock.set(at(day));
  return app.runRefills();
};
const mailsTo = (user: TestUser) => readOutbox(app).filter((m) => m.to.includes(user.user.email));
const textsTo = async (phone: string) => (await texts()).filter((m) => m.to === phone);

/** A shopper with a saved card (paid once for a medicine that needs no prescription), a Lagos address, SMS consent and a prescription. */
async function patient(phone: string) {
  const user = await createUser(app);
  const address = await api(apiUrl, user, 'POST', '/api/delivery/addresses', LAGOS_ADDRESS);
  assert.equal(address.status, 201, JSON.stringify(address.json));
  assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId: otc.id, quantity: 1, userId: user.user.id })).status, 200);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, 500), saveCard: true });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  assert.equal((await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`)).json.data.status, 'success');
  const cards = (await api(apiUrl, user, 'GET', '/api/refills/cards')).json.items as { id: string }[];
  await provePhone(app, user.user.id, phone);
  const consent = await api(apiUrl, user, 'POST', '/api/account/consents', {
    purpose: 'order-updates',
    channel: 'sms',
    wordingVersion: CONSENT_WORDING_VERSION,
    phone,
    via: 'account',
  });
  assert.equal(consent.status, 200, JSON.stringify(consent.json));
  const rx = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png', type: 'image/png' });
  assert.equal(rx.status, 201, JSON.stringify(rx.json));
  return { user, addressId: address.json.id as string, cardId: cards[0]!.id, prescriptionId: rx.json.id as string };
}

test('no refill mail names the medicine in its subject, in any language', () => {
  const medicine = 'Losartan 50mg';
  const links = { pay: 'https://x/p', skip: 'https://x/s', 'change-date': 'https://x/c', pause: 'https://x/z', cancel: 'https://x/q' };
  for (const locale of ['en', 'pcm']) {
    const to = { email: 'ada@example.ng', locale };
    const mails = [
      reminderMail(
        to,
        { medicine, quantity: 1, runOn: '2026-12-13', amountKobo: 160000, autoPay: true, card: 'VISA card ending 4081' },
        links,
      ),
      chargeNoticeMail(to, { medicine, quantity: 1, runOn: '2026-12-13', amountKobo: 160000, card: 'VISA card ending 4081' }, links),
      payLinkMail(to, { medicine, amountKobo: 160000, bankAsks: true }, links),
      chargeFailedMail(to, { medicine, reason: 'Declined', retryOn: '2026-12-14' }, links),
      dunningMail(to, { medicine, reason: 'Declined' }, links),
      ...(['unprepared', 'unsold', 'price', 'prescription'] as const).map((ask) =>
        askMail(to, ask, { medicine, problem: 'Expired.', unitKobo: 180000 }, 'https://x/plans'),
      ),
      ...(['check', 'upload'] as const).flatMap((needs) =>
        [false, true].map((today) => prescriptionWaitMail(to, { medicine, quantity: 1, runOn: '2026-12-13', needs, today }, 'https://x')),
      ),
      prescriptionRefusedMail(to, { medicine, quantity: 1, runOn: '2026-12-13', reason: 'Not legible.' }, 'https://x'),
    ];
    assert.equal(mails.length, 14);
    for (const mail of mails) assert.doesNotMatch(mail.subject, /losartan/i, `${locale} ${mail.kind}: "${mail.subject}"`);
    // The body still says which medicine (the subject is what a phone's lock screen shows).
    assert.match(mails[0]!.text, /Losartan 50mg/);
  }
});

test('a plan waiting for a prescription check reaches the pharmacist, the admin and the patient; once approved its order is not checked again', async () => {
  const phone = '0803 555 0147';
  const { user, addressId, cardId, prescriptionId } = await patient(phone);
  const today = lagosDay(new Date());
  const made = await api(apiUrl, user, 'POST', '/api/refills', {
    medicineId: pom.id,
    quantity: 1,
    everyWeeks: 2,
    addressId,
    cardId,
    autoPay: true,
    prescriptionId,
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  assert.equal(made.json.status, 'needs-prescription');
  const planId = made.json.id as string;
  const runOn = made.json.nextRunOn as string;
  assert.equal(runOn, addDays(today, 14));

  // The pharmacist's queue lists it with the patient and the prescription; nobody else may see or act on it.
  const queue = await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/refills');
  assert.equal(queue.status, 200, JSON.stringify(queue.json));
  const item = (queue.json.items as { id: string; customerName: string; prescription: { id: string } | null }[]).find(
    (p) => p.id === planId,
  );
  assert.ok(item, 'the plan is in the queue');
  assert.equal(item.customerName, `${user.user.firstName} ${user.user.lastName}`.trim());
  assert.equal(item.prescription?.id, prescriptionId);
  assert.equal((await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/refills/${planId}`)).json.prescription.id, prescriptionId);
  for (const who of [user, admin]) {
    assert.equal((await api(apiUrl, who, 'GET', '/api/pharmacist/refills')).status, 403);
    assert.equal((await api(apiUrl, who, 'GET', `/api/pharmacist/refills/${planId}`)).status, 403);
    const acted = await api(apiUrl, who, 'POST', `/api/pharmacist/refills/${planId}/review`, { approve: true, unitsAllowed: 2 });
    assert.equal(acted.status, 403);
  }

  // The admin sees it to follow up, before its day.
  const followUp = async () =>
    ((await api(apiUrl, admin, 'GET', '/api/admin/refills/failures')).json.items as { planId: string; waitsFor: string | null }[]).filter(
      (f) => f.planId === planId,
    );
  assert.deepEqual(
    (await followUp()).map((f) => f.waitsFor),
    ['pharmacist'],
  );

  // The reminder's day: the patient is told what is needed and by when, by mail and by SMS; nothing is charged.
  await runAt(addDays(runOn, -7));
  const reminder = mailsTo(user).filter((m) => /prescription check/.test(m.subject));
  assert.equal(
    reminder.length,
    1,
    mailsTo(user)
      .map((m) => m.subject)
      .join(' | '),
  );
  assert.doesNotMatch(reminder[0]!.subject, /Losartan/);
  assert.match(reminder[0]!.text, /1 × Losartan 50mg is due on/);
  const sms = await textsTo('+2348035550147');
  assert.equal(sms.length, 1, JSON.stringify(sms));
  assert.match(sms[0]!.text ?? '', /refill due \d+ \w+ waits for a pharmacist/);
  assert.doesNotMatch(sms[0]!.text ?? '', /Losartan/i);
  await runAt(addDays(runOn, -3));
  // The refill's day: that refill waits (nothing sent or charged) and the patient is told so.
  await runAt(runOn);
  const waiting = mailsTo(user).filter((m) => /prescription check/.test(m.subject));
  assert.equal(waiting.length, 2);
  assert.match(waiting[1]!.text, /was not sent and nothing was charged/);
  assert.equal((await textsTo('+2348035550147')).length, 2);
  assert.equal(
    (await app.db.select().from(payments).where(eq(payments.userId, user.user.id))).filter((p) => p.paymentType === 'refill').length,
    0,
  );
  assert.equal((await followUp()).length, 1, 'one line to follow up, not two');
  // Again the same day: nothing more.
  await runAt(runOn);
  assert.equal(mailsTo(user).filter((m) => /prescription check/.test(m.subject)).length, 2);

  // The pharmacist approves it: the plan runs; the notice goes out, and 3 days later the card is charged.
  const approved = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/refills/${planId}/review`, { approve: true, unitsAllowed: 2 });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  assert.equal(approved.json.status, 'active');
  assert.deepEqual(await followUp(), []);
  assert.ok(
    !((await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/refills')).json.items as { id: string }[]).some((p) => p.id === planId),
  );
  await runAt(runOn);
  await runAt(addDays(runOn, 3));
  const all = await app.db.select().from(orders).where(eq(orders.userId, user.user.id));
  const refillOrder = all.find((o) => o.prescriptionId === prescriptionId);
  assert.ok(refillOrder, 'the refill placed its order');
  // Not a third check of the same prescription: the order starts confirmed, under the pharmacist's approval.
  assert.equal(refillOrder.status, 'Pending');
  const seen = await api(apiUrl, user, 'GET', `/api/Order/${refillOrder.id}`);
  assert.equal(seen.status, 200, JSON.stringify(seen.json));
  assert.equal(seen.json.review?.decision, 'approved');
  assert.match(seen.json.review?.pharmacistName ?? '', /Ngozi Eze/);
  app.refillClock.set(new Date());
});

test('a pharmacist’s refusal is kept with its reason, told to the patient without naming the medicine outside the mail’s body, and nothing is charged', async () => {
  const phone = '0803 555 0148';
  const { user, addressId, cardId, prescriptionId } = await patient(phone);
  const made = await api(apiUrl, user, 'POST', '/api/refills', {
    medicineId: pom.id,
    quantity: 1,
    everyWeeks: 2,
    addressId,
    cardId,
    autoPay: true,
    prescriptionId,
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const planId = made.json.id as string;
  const runOn = made.json.nextRunOn as string;
  const review = (body: Record<string, unknown>) => api(apiUrl, pharmacist, 'POST', `/api/pharmacist/refills/${planId}/review`, body);

  // A refusal needs a reason: the patient reads it.
  const bare = await review({ approve: false });
  assert.equal(bare.status, 400, JSON.stringify(bare.json));
  assert.equal((await review({ approve: false, reason: '  ' })).status, 400);
  const reason = 'The prescription is for 25 mg, not 50 mg. Ask your doctor for a new one.';
  const refused = await review({ approve: false, reason: `  ${reason} ` });
  assert.equal(refused.status, 200, JSON.stringify(refused.json));
  assert.equal(refused.json.status, 'needs-prescription');
  assert.equal(refused.json.prescriptionId, null);
  assert.equal(refused.json.prescriptionRefusal.reason, reason);
  assert.equal(refused.json.prescriptionRefusal.byName, 'Ngozi Eze');
  // Decided once: the plan has left the queue and cannot be refused again.
  assert.equal((await review({ approve: false, reason })).status, 409);
  assert.ok(
    !((await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/refills')).json.items as { id: string }[]).some((p) => p.id === planId),
  );

  // The patient's plan says so, with the reason.
  const mine = (await api(apiUrl, user, 'GET', '/api/refills')).json.items as {
    id: string;
    prescriptionRefusal: { reason: string } | null;
  }[];
  assert.equal(mine.find((p) => p.id === planId)?.prescriptionRefusal?.reason, reason);

  // Told once by mail (the subject names no medicine; the body gives the reason) and once by SMS (no medicine, no reason).
  const mails = await readUntil(
    async () => mailsTo(user).filter((m) => /prescription was refused/.test(m.subject)),
    (found) => found.length > 0,
  );
  assert.equal(
    mails.length,
    1,
    mailsTo(user)
      .map((m) => m.subject)
      .join(' | '),
  );
  assert.doesNotMatch(mails[0]!.subject, /losartan/i);
  assert.match(mails[0]!.text, /1 × Losartan 50mg/);
  assert.ok(mails[0]!.text.includes(reason));
  assert.match(mails[0]!.text, /Nothing was sent or charged/);
  const sms = await readUntil(
    async () => (await textsTo('+2348035550148')).filter((m) => /refused the prescription/.test(m.text ?? '')),
    (found) => found.length === 1,
  );
  assert.doesNotMatch(sms[0]!.text ?? '', /losartan|25 mg/i);

  // The admin sees why it waits for the shopper.
  const followUp = (await api(apiUrl, admin, 'GET', '/api/admin/refills/failures')).json.items as { planId: string; reason: string }[];
  assert.deepEqual(
    followUp.filter((f) => f.planId === planId).map((f) => f.reason),
    [`Prescription refused by Ngozi Eze: ${reason}`],
  );

  // The refill's day comes: nothing is charged.
  await runAt(runOn);
  await runAt(addDays(runOn, 3));
  const refillPayments = (await app.db.select().from(payments).where(eq(payments.userId, user.user.id))).filter(
    (p) => p.paymentType === 'refill',
  );
  assert.equal(refillPayments.length, 0);
  assert.equal(
    (await api(apiUrl, admin, 'GET', '/api/admin/refills/failures')).json.items.find((f: { planId: string }) => f.planId === planId)
      ?.reason,
    `Prescription refused by Ngozi Eze: ${reason}`,
  );

  // Another prescription attached: the refusal no longer stands, and it waits for a pharmacist again.
  const next = await upload(apiUrl, user, { bytes: await png(), name: 'rx-2.png', type: 'image/png' });
  assert.equal(next.status, 201, JSON.stringify(next.json));
  const attached = await api(apiUrl, user, 'POST', `/api/refills/${planId}/prescription`, { prescriptionId: next.json.id });
  assert.equal(attached.status, 200, JSON.stringify(attached.json));
  assert.equal(attached.json.prescriptionRefusal, null);
  assert.equal(mailsTo(user).filter((m) => /prescription was refused/.test(m.subject)).length, 1, 'told once');
  app.refillClock.set(new Date());
});
