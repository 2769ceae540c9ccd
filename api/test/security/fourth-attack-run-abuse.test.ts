// The abuse and authorization findings of the fourth outside attack run (issue 47, findings 7-10,
// 13, 15, 17; docs/security.md, "Fourth attack run"), each reproduced as the tester did it, on
// PGlite and (with DATABASE_URL) PostgreSQL.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  auditEntries,
  laboratories,
  labSlots,
  labTests,
  notificationOutbox,
  phoneVerifications,
  users,
} from '../../src/platform/db/schema/index';
import { judgeCanary, type TelemetryRow } from '../../../scripts/lib/releases/canary-check';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser, makePharmacist, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

const app = await buildTestApp();

async function call(
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ method, url, payload, headers: { ...(user ? user.headers : {}), ...headers } });
  return { status: res.statusCode, json: res.body && res.headers['content-type']?.toString().includes('json') ? res.json() : null, res };
}

const isPharmacist = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0].isPharmacist;
const actions = async (userId: string) =>
  (await app.db.select().from(auditEntries).where(eq(auditEntries.entityId, userId)).orderBy(auditEntries.at)).map((e) => [
    e.actorId,
    e.action,
  ]);

test('10. an admin alone never reaches health data: a second admin account cannot make them a pharmacist or lab staff; a different pharmacist must approve, and every step is audited', async () => {
  const tunde = await createAdmin(app, { firstName: 'Tunde', lastName: 'Bakare' });
  // The tester's sock puppet: a second admin with another mailbox.
  const puppet = await createAdmin(app, { firstName: 'Sock', lastName: 'Puppet', email: 'puppet@example.ng' });
  const asked = await call(puppet, 'PUT', `/api/admin/users/${tunde.user.id}/pharmacist`, {
    pharmacist: true,
    pcnRegistrationNumber: 'PCN/047010',
  });
  assert.equal(asked.status, 200, JSON.stringify(asked.json));
  assert.equal(asked.json.isPharmacist, false, 'a request, not a grant');
  assert.ok(asked.json.accessRequestId);
  assert.equal(await isPharmacist(tunde.user.id), false);
  assert.equal((await call(tunde, 'GET', '/api/pharmacist/reviews')).status, 403);

  // Neither the requester nor the grantee decides, even once they are pharmacists themselves.
  const decide = (who: TestUser, approve = true) =>
    call(who, 'POST', `/api/pharmacist/health-access-requests/${asked.json.accessRequestId}`, { approve });
  assert.equal((await decide(puppet)).status, 403, 'the requester is not a pharmacist');
  await makePharmacist(app, puppet, 'PCN/047011');
  const byRequester = await decide(puppet);
  assert.equal(byRequester.status, 403, JSON.stringify(byRequester.json));
  assert.equal(byRequester.json.code, 'health-access-two-people');
  assert.equal((await decide(tunde)).status, 403, 'the grantee is not a pharmacist yet');
  assert.equal(await isPharmacist(tunde.user.id), false);

  // A different, existing pharmacist approves: now, and once.
  const ngozi = await makePharmacist(app, await createUser(app, { firstName: 'Ngozi', lastName: 'Eze' }), 'PCN/047012');
  const pending = await call(ngozi, 'GET', '/api/pharmacist/health-access-requests');
  assert.ok(pending.json.some((r: { id: string }) => r.id === asked.json.accessRequestId));
  const approved = await decide(ngozi);
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  assert.equal(approved.json.state, 'approved');
  assert.equal(await isPharmacist(tunde.user.id), true);
  assert.equal((await decide(ngozi)).status, 409, 'decided once');
  assert.deepEqual(await actions(tunde.user.id), [
    [puppet.user.id, 'request-pharmacist'],
    [ngozi.user.id, 'approve-pharmacist'],
  ]);

  // A laboratory binding opens lab results: the same two people, and audited.
  const [lab] = await app.db.insert(laboratories).values({ name: 'Yaba Lab 47', location: 'Lagos' }).returning();
  const bola = await createAdmin(app, { firstName: 'Bola', lastName: 'Ade' });
  assert.equal(
    (await call(bola, 'PUT', `/api/admin/users/${bola.user.id}/laboratory`, { laboratoryId: lab.id })).status,
    403,
    'not oneself',
  );
  const bind = await call(puppet, 'PUT', `/api/admin/users/${bola.user.id}/laboratory`, { laboratoryId: lab.id });
  assert.equal(bind.status, 200, JSON.stringify(bind.json));
  assert.equal(bind.json.laboratoryId, null, 'not bound before a pharmacist approves');
  assert.equal((await call(bola, 'GET', '/api/lab/bookings')).status, 403);
  const bound = await call(ngozi, 'POST', `/api/pharmacist/health-access-requests/${bind.json.accessRequestId}`, { approve: true });
  assert.equal(bound.status, 200, JSON.stringify(bound.json));
  assert.equal((await call(bola, 'GET', '/api/lab/bookings')).status, 200);
  assert.equal((await call(puppet, 'PUT', `/api/admin/users/${bola.user.id}/laboratory`, { laboratoryId: null })).status, 200);
  assert.deepEqual(await actions(bola.user.id), [
    [puppet.user.id, 'request-laboratory-staff'],
    [ngozi.user.id, 'approve-laboratory-staff'],
    [puppet.user.id, 'revoke-laboratory-staff'],
  ]);
  const [entry] = await app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, bola.user.id), eq(auditEntries.action, 'request-laboratory-staff')));
  assert.deepEqual(entry.changes.laboratory, { from: null, to: 'Yaba Lab 47' });
});

const codeSentTo = async (phone: string) => {
  const rows = await app.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, phone));
  const texts = rows.filter((r) => r.template === 'phone-code').map((r) => (r.payload as { text: string }).text);
  return /(\d{6})/.exec(texts.at(-1) ?? '')?.[1];
};
const consentWordings = async (user: TestUser) =>
  (await call(user, 'GET', '/api/account/consents')).json.items as { purpose: string; channel: string; wordingVersion: string }[];

test("7. an SMS or WhatsApp consent needs a number the shopper proved with a code; a stranger's number typed at sign-up gets no texts", async () => {
  const ada = await createUser(app);
  const stranger = '0803 555 4701';
  const sms = (await consentWordings(ada)).find((c) => c.purpose === 'order-updates' && c.channel === 'sms')!;
  const given = await call(ada, 'POST', '/api/account/consents', {
    purpose: 'order-updates',
    channel: 'sms',
    wordingVersion: sms.wordingVersion,
    phone: stranger,
  });
  assert.equal(given.status, 409, JSON.stringify(given.json));
  assert.equal(given.json.code, 'phone-not-verified');
  for (const channel of ['whatsapp']) {
    const w = (await consentWordings(ada)).find((c) => c.purpose === 'order-updates' && c.channel === channel)!;
    const res = await call(ada, 'POST', '/api/account/consents', {
      purpose: 'order-updates',
      channel,
      wordingVersion: w.wordingVersion,
      phone: stranger,
    });
    assert.equal(res.status, 409, `${channel}: ${JSON.stringify(res.json)}`);
  }

  // Sign-up's "SMS updates" with a stranger's number: recorded, but no text goes there.
  const email = `rx47-${Date.now()}@example.ng`;
  const signUp = await call(null, 'POST', '/api/user/register', {
    firstName: 'Eve',
    lastName: 'Prank',
    userName: `eve_${Date.now().toString(36)}`,
    email,
    password: 'Kola-nut#Ikeja2026',
    smsUpdates: { phone: '0803 555 4702', wordingVersion: sms.wordingVersion },
  });
  assert.equal(signUp.status, 201, JSON.stringify(signUp.json));
  const [eve] = await app.db.select().from(users).where(eq(users.email, email));
  await app.notifications.notify({
    eventKey: `test47:${eve.id}`,
    userId: eve.id,
    email: null,
    text: { template: 'order-placed', params: { orderNumber: 'EPH-47' } },
  });
  assert.deepEqual(
    await app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.eventKey, `test47:${eve.id}`)),
    [],
  );
  // Her consents page says the number waits for its code.
  const eveSms = (await app.consents.list(eve.id)).find((c) => c.purpose === 'order-updates' && c.channel === 'sms');
  assert.deepEqual([eveSms?.given?.phone, eveSms?.given?.phoneVerified], ['+2348035554702', false]);

  // Ada proves her own number with the code sent to it: then the consent is given.
  const mine = '0803 555 4703';
  assert.equal((await call(ada, 'POST', '/api/account/phone-verification', { phone: mine })).status, 200);
  const code = await codeSentTo('+2348035554703');
  assert.ok(code);
  assert.equal((await call(ada, 'POST', '/api/account/phone-verification/confirm', { phone: mine, code })).status, 200);
  const ok = await call(ada, 'POST', '/api/account/consents', {
    purpose: 'order-updates',
    channel: 'sms',
    wordingVersion: sms.wordingVersion,
    phone: mine,
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.json));
  const adaSms = (ok.json.items as { purpose: string; channel: string; given: { phone: string; phoneVerified: boolean } | null }[]).find(
    (c) => c.purpose === 'order-updates' && c.channel === 'sms',
  );
  assert.deepEqual(adaSms?.given && [adaSms.given.phone, adaSms.given.phoneVerified], ['+2348035554703', true]);
});

test('8. SMS pumping through phone codes: capped per account and per number (per hour and day, shared limiter), the spike audited for the admin and counted', async () => {
  // One shopper, twenty numbers, as fast as possible: five codes an hour per account.
  const pumper = await createUser(app);
  // Numbers of this run only (the counters may be shared through Redis).
  const block = String(100 + Math.floor(Math.random() * 900));
  const answers = [];
  for (let i = 0; i < 20; i++) {
    answers.push((await call(pumper, 'POST', '/api/account/phone-verification', { phone: `0806 ${block} ${String(1000 + i)}` })).status);
  }
  assert.deepEqual(answers.filter((s) => s === 200).length, 5, answers.join(','));
  const refused = await call(pumper, 'POST', '/api/account/phone-verification', { phone: `0806 ${block} 2000` });
  assert.equal(refused.status, 429);
  assert.equal(refused.json.code, 'phone-code-limit');
  assert.ok(refused.res.headers['retry-after']);

  // Four accounts, one number: three codes an hour to a number, whoever asks.
  const victim = `0806 ${block} 3000`;
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await call(await createUser(app), 'POST', '/api/account/phone-verification', { phone: victim })).status);
  }
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  const texts = await app.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, `+234806${block}3000`));
  assert.equal(texts.length, 3);

  // The admin sees the spike: an audit entry per cap reached, and the Prometheus counter.
  // The refusal does not wait for its audit entry: the entries are read once both are in (or the deadline passes).
  const alerts = await readUntil(
    () => app.db.select().from(auditEntries).where(eq(auditEntries.action, 'phone-code-cap-reached')),
    (found) => found.length >= 2,
  );
  assert.ok(alerts.some((a) => a.entityId === pumper.user.id));
  assert.ok(alerts.length >= 2, JSON.stringify(alerts.map((a) => a.changes)));
  const metrics = await app.inject({ method: 'GET', url: '/metrics' });
  assert.match(metrics.body, /abuse_refusals_total\{what="phone-code",cap="account-hour"[^}]*\} [1-9]/);
  assert.match(metrics.body, /abuse_refusals_total\{what="phone-code",cap="number-hour"[^}]*\} [1-9]/);
});

test('17. parallel wrong codes are judged once each: never more than five, on PostgreSQL too (one atomic conditional update)', async () => {
  const ada = await createUser(app);
  const phone = '0803 555 4717';
  assert.equal((await call(ada, 'POST', '/api/account/phone-verification', { phone })).status, 200);
  const code = (await codeSentTo('+2348035554717'))!;
  const wrong = code === '000000' ? '111111' : '000000';
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => call(ada, 'POST', '/api/account/phone-verification/confirm', { phone, code: wrong })),
  );
  const judged = answers.filter((a) => a.status === 400).length;
  assert.ok(judged <= 5, `${judged} wrong codes were judged (at most 5 allowed)`);
  assert.equal(answers.filter((a) => a.status === 409).length, 20 - judged);
  const [row] = await app.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, ada.user.id));
  assert.equal(row.attempts, 5);
  const right = await call(ada, 'POST', '/api/account/phone-verification/confirm', { phone, code });
  assert.equal(right.status, 409, 'locked: even the right code needs a new one');
  assert.equal(right.json.code, 'code-locked');
});

const ambulance = (i: number, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/ambulance-requests',
    remoteAddress,
    headers,
    payload: {
      address: `${i} Ozumba Mbadiwe, Victoria Island`,
      phone: `0809 ${String(4700000 + i)}`,
      whatHappened: 'Collapsed',
      patient: 'self',
    },
  });

test('9. fake emergencies: limited per client address and device (no account needed), repeats marked, a flood closed in one action, a refusal always says 112 / 767', async () => {
  // The tester's burst: thirty requests from one client in a moment, each with another phone and address.
  const burst = [];
  for (let i = 0; i < 30; i++) burst.push(await ambulance(i, '10.9.0.47'));
  const created = burst.filter((r) => r.statusCode === 201);
  assert.ok(created.length <= 10, `${created.length} requests from one client in a moment`);
  const refused = burst.find((r) => r.statusCode === 429)!;
  assert.equal(refused.json().code, 'call-emergency-line');
  assert.match(refused.json().message, /112/);
  assert.match(refused.json().message, /767 in Lagos/);
  assert.match(String(created[0].headers['set-cookie']), /ep_device=/, 'a browser gets a device id');

  // One device moving between addresses (mobile data, then Wi-Fi): three an hour.
  const device = { 'x-device-id': 'device-47-flood-aaaa' };
  const fromDevice = [];
  for (let i = 0; i < 5; i++) fromDevice.push((await ambulance(100 + i, `10.9.1.${i + 1}`, device)).statusCode);
  assert.deepEqual(fromDevice, [201, 201, 201, 429, 429]);

  // The board marks repeats; the dispatcher closes the whole source at once.
  const dispatcher = await createAdmin(app);
  const board = (await call(dispatcher, 'GET', '/api/dispatch/board')).json.requests as {
    id: string;
    possibleRepeat: boolean;
    status: string;
  }[];
  const flood = board.filter((r) => created.some((c) => c.json().id === r.id));
  assert.equal(flood[0].possibleRepeat, false);
  assert.ok(
    flood.slice(1).every((r) => r.possibleRepeat),
    'every later one is a possible repeat',
  );
  const closed = await call(dispatcher, 'POST', `/api/dispatch/requests/${flood[0].id}/close-source`, { reason: 'Prank flood' });
  assert.equal(closed.status, 200, JSON.stringify(closed.json));
  assert.equal(closed.json.closed.length, created.length);
  const after = (await call(dispatcher, 'GET', '/api/dispatch/board')).json.requests as { id: string; status: string }[];
  assert.ok(after.filter((r) => created.some((c) => c.json().id === r.id)).every((r) => r.status === 'false_alarm'));
  // Someone else's real emergency from another network is untouched and still accepted.
  assert.equal((await ambulance(999, '10.9.2.1')).statusCode, 201);
});

test('13. lab slots cannot be hoarded: at most one unpaid hold per slot and two open at once per shopper, even in parallel', async () => {
  const [lab] = await app.db.insert(laboratories).values({ name: 'Hoard Lab 47', location: 'Lagos' }).returning();
  const [fbc] = await app.db
    .insert(labTests)
    .values({ laboratoryId: lab.id, name: 'Full blood count', priceKobo: 500_000, sampleType: 'Blood', turnaroundHours: 24 })
    .returning();
  const slotAt = async (hours: number) =>
    (
      await app.db
        .insert(labSlots)
        .values({ laboratoryId: lab.id, area: 'Yaba', startsAt: new Date(Date.now() + hours * 3_600_000), capacity: 5, homeFeeKobo: null })
        .returning()
    )[0];
  const [a, b, c] = [await slotAt(48), await slotAt(49), await slotAt(50)];
  const hoarder = await createUser(app);
  const book = (slotId: string, who: TestUser = hoarder) =>
    call(who, 'POST', '/api/labs/bookings', { testId: fbc.id, slotId, mode: 'lab' });
  // Every place of slot A at once, as the tester did.
  const grab = await Promise.all([1, 2, 3, 4, 5].map(() => book(a.id)));
  assert.equal(grab.filter((r) => r.status === 201).length, 1, grab.map((r) => r.status).join(','));
  const refused = grab.find((r) => r.status === 409)!;
  assert.equal(refused.json.code, 'lab-hold-limit');
  assert.equal((await book(b.id)).status, 201, 'a second slot');
  const third = await book(c.id);
  assert.equal(third.status, 409, 'two unpaid holds open at once at most');
  assert.equal(third.json.code, 'lab-hold-limit');
  const [slotA] = await app.db.select().from(labSlots).where(eq(labSlots.id, a.id));
  assert.equal(slotA.booked, 1, 'four places of slot A are still free for others');
  assert.equal((await book(a.id, await createUser(app))).status, 201);
});

test('15. anonymous telemetry cannot abort a canary or hide a failing one: judged per visitor with the release cookie, limited per visitor, and never aborting alone', async () => {
  const version = '4.7.0-00000000f1';
  const report = (kind: 'load' | 'failure', visitor: string | null, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/telemetry/remotes',
      remoteAddress,
      headers: visitor ? { cookie: `epharmacy.visitor=${visitor}` } : {},
      payload: {
        events: [{ remote: 'catalog', version, kind, canary: true, ...(kind === 'failure' ? { stage: 'chunk' } : { durationMs: 300 }) }],
      },
    });
  // Thirty real visitors load the canary without trouble.
  for (let i = 0; i < 30; i++) assert.equal((await report('load', `realvisitor${i}`, `10.15.0.${i + 1}`)).statusCode, 202);
  // The attacker: fifty failures without the cookie, and sixty with one made-up visitor id.
  for (let i = 0; i < 50; i++) await report('failure', null, '10.15.9.9');
  for (let i = 0; i < 60; i++) assert.equal((await report('failure', 'attackervisitor', '10.15.9.9')).statusCode, 202);
  assert.equal((await report('failure', 'attackervisitor', '10.15.9.9')).statusCode, 429, 'limited per visitor');

  const admin = await createAdmin(app);
  const rows = (await call(admin, 'GET', '/api/admin/telemetry/remotes?hours=1')).json as TelemetryRow[];
  const row = rows.find((r) => r.remote === 'catalog' && r.version === version)!;
  assert.equal(row.visitors, 31);
  assert.equal(row.failingVisitors, 1);
  assert.ok(row.errorRate > 0.7, 'the report count the attacker moved');
  const verdict = judgeCanary(row, 0.05, 20);
  assert.equal(verdict.verdict, 'healthy', `one visitor is one voice: ${JSON.stringify(verdict)}`);
  assert.equal(verdict.reports, 31);

  // The other way round: a failing canary cannot be hidden under a flood of "load" reports from one script.
  const bad = '4.7.0-00000000f2';
  for (let i = 0; i < 10; i++)
    await app.inject({
      method: 'POST',
      url: '/api/telemetry/remotes',
      remoteAddress: `10.15.1.${i + 1}`,
      headers: { cookie: `epharmacy.visitor=failing${i}` },
      payload: { events: [{ remote: 'catalog', version: bad, kind: 'failure', stage: 'render', canary: true }] },
    });
  for (let i = 0; i < 60; i++)
    await app.inject({
      method: 'POST',
      url: '/api/telemetry/remotes',
      remoteAddress: '10.15.9.10',
      headers: { cookie: 'epharmacy.visitor=hider' },
      payload: {
        events: Array.from({ length: 20 }, () => ({ remote: 'catalog', version: bad, kind: 'load', durationMs: 100, canary: true })),
      },
    });
  const badRow = ((await call(admin, 'GET', '/api/admin/telemetry/remotes?hours=1')).json as TelemetryRow[]).find(
    (r) => r.version === bad,
  )!;
  assert.ok(badRow.errorRate < 0.05, 'per report, the flood hides it');
  assert.equal(judgeCanary(badRow, 0.05, 5).verdict, 'failing', 'per visitor it still fails');

  // And the release tool never aborts on telemetry alone: it reports, and a person runs --abort.
  const tool = fs.readFileSync(path.join(import.meta.dirname, '../../../scripts/release.ts'), 'utf8');
  const check = tool.slice(tool.indexOf('async function checkCanary'), tool.indexOf('try {'));
  assert.doesNotMatch(check, /abort\(state/);
});
