import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversationAccessLog, conversationMessages, conversationThreads, users } from '../../src/platform/db/schema/index';
import { workingSeconds } from '../../src/domains/ask-a-pharmacist/working-time';
import { DEFAULT_PHARMACIST_HOURS } from '../../src/platform/config/pharmacist-hours';
import { buildTestApp } from '../helpers/build-test-app';
import { giveHealthConsent } from '../helpers/consents';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

async function makePharmacist(app: FastifyInstance, firstName: string, registration: string): Promise<TestUser> {
  const pharmacist = await createUser(app, { firstName, lastName: 'Adeyemi' });
  await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: registration }).where(eq(users.id, pharmacist.user.id));
  return pharmacist;
}

async function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user ? user.headers : {} });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

async function ask(
  user: TestUser,
  message: string,
  extra: object = { topic: 'product', topicId: 'abc', subject: 'Amoxil 500mg Capsules' },
) {
  await giveHealthConsent(app, user, 'conversations');
  const res = await call(user, 'POST', '/api/conversations', { ...extra, message });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json;
}

test('a shopper asks about a medicine; a pharmacist answers from the queue, signed with name and PCN number', async () => {
  const ada = await createUser(app, { firstName: 'Ada' });
  const pharm = await makePharmacist(app, 'Bola', 'PCN/045678');
  const opened = await ask(ada, 'Can I take Amoxil with paracetamol?');
  assert.equal(opened.thread.status, 'waiting');
  assert.equal(opened.thread.subject, 'Amoxil 500mg Capsules');
  assert.deepEqual(opened.redFlags, []);
  assert.match(opened.expectedWait.text, /pharmacist/i);

  const queue = await call(pharm, 'GET', '/api/pharmacist/conversations');
  assert.equal(queue.status, 200);
  assert.equal(queue.json.find((t: { id: string }) => t.id === opened.thread.id)?.channel, 'shop', 'asked in the shop');
  assert.equal(opened.thread.channel, 'shop');

  const reply = await call(pharm, 'POST', `/api/conversations/${opened.thread.id}/messages`, {
    message: 'Yes, they can be taken together.',
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.json));
  assert.equal(reply.json.message.signedBy, 'Pharm. Bola Adeyemi, PCN/045678');

  const read = await call(ada, 'GET', `/api/conversations/${opened.thread.id}`);
  assert.equal(read.status, 200);
  assert.equal(read.json.status, 'answered');
  assert.deepEqual(
    read.json.messages.map((m: { author: string; signedBy: string | null }) => [m.author, m.signedBy]),
    [
      ['shopper', null],
      ['pharmacist', 'Pharm. Bola Adeyemi, PCN/045678'],
    ],
  );
  const after = await call(pharm, 'GET', '/api/pharmacist/conversations');
  assert.ok(!after.json.some((t: { id: string }) => t.id === opened.thread.id), 'answered threads leave the queue');
  const [row] = await app.db.select().from(conversationMessages).where(eq(conversationMessages.id, reply.json.message.id));
  assert.equal(typeof row.responseSeconds, 'number', 'the reply carries its response time');
});

test('only the shopper and pharmacists read a thread; every other signed-in attempt is refused (403) and logged', async () => {
  const ada = await createUser(app);
  const other = await createUser(app, { firstName: 'Chidi' });
  const admin = await createAdmin(app);
  const pharm = await makePharmacist(app, 'Kemi', '012345');
  const { thread } = await ask(ada, 'Is this syrup safe in pregnancy?', { topic: 'general' });

  assert.equal((await call(null, 'GET', `/api/conversations/${thread.id}`)).status, 401);
  assert.equal((await call(other, 'GET', `/api/conversations/${thread.id}`)).status, 403);
  assert.equal((await call(admin, 'GET', `/api/conversations/${thread.id}`)).status, 403, 'an admin is not a pharmacist');
  assert.equal((await call(other, 'POST', `/api/conversations/${thread.id}/messages`, { message: 'hi' })).status, 403);
  assert.equal((await call(ada, 'GET', `/api/conversations/${thread.id}`)).status, 200);
  assert.equal((await call(pharm, 'GET', `/api/conversations/${thread.id}`)).status, 200);
  assert.equal((await call(other, 'GET', '/api/pharmacist/conversations')).status, 403, 'the queue is for pharmacists');
  assert.equal((await call(other, 'GET', `/api/conversations/${thread.id}/access-log`)).status, 403);

  const log = await app.db.select().from(conversationAccessLog).where(eq(conversationAccessLog.threadId, thread.id));
  const seen = log.map((e) => [e.actorId, e.actor, e.allowed]);
  assert.deepEqual(
    seen.filter(([, , allowed]) => !allowed).length,
    3,
    'three refused attempts logged (two reads and a message), the anonymous one not',
  );
  assert.ok(seen.some(([id, actor, allowed]) => id === other.user.id && actor === 'other' && allowed === false));
  assert.ok(seen.some(([id, actor, allowed]) => id === admin.user.id && actor === 'other' && allowed === false));
  assert.ok(seen.some(([id, actor, allowed]) => id === pharm.user.id && actor === 'pharmacist' && allowed === true));
  assert.ok(seen.some(([id, actor, allowed]) => id === ada.user.id && actor === 'owner' && allowed === true));

  const shown = await call(ada, 'GET', `/api/conversations/${thread.id}/access-log`);
  assert.equal(shown.status, 200);
  assert.ok(shown.json.some((e: { actorName: string; allowed: boolean }) => e.actorName === 'Chidi Okafor' && !e.allowed));
  const mine = await call(other, 'GET', '/api/conversations');
  assert.deepEqual(mine.json, [], "another shopper's list does not hold it");
});

test('a red-flag message (English or Pidgin) is marked and goes first in the queue', async () => {
  const ada = await createUser(app);
  const pharm = await makePharmacist(app, 'Tobi', 'PCN/1');
  const calm = await ask(ada, 'What is the dose of vitamin C?', { topic: 'general' });
  const urgent = await ask(ada, 'My papa chest dey pain am well well', { topic: 'general' });
  assert.deepEqual(urgent.redFlags, ['chest-pain']);
  assert.equal(urgent.thread.redFlag, true);
  const queue = (await call(pharm, 'GET', '/api/pharmacist/conversations')).json as { id: string; redFlag: boolean }[];
  const ids = queue.map((t) => t.id);
  assert.ok(ids.indexOf(urgent.thread.id) < ids.indexOf(calm.thread.id), 'the emergency is ahead of an older question');
  const followUp = await call(ada, 'POST', `/api/conversations/${calm.thread.id}/messages`, { message: "Now she can't breathe" });
  assert.deepEqual(followUp.json.redFlags, ['breathing']);
  const [row] = await app.db.select().from(conversationThreads).where(eq(conversationThreads.id, calm.thread.id));
  assert.equal(row.redFlag, true);
});

test('response time counts only pharmacist hours; the admin sees the median and 90th percentile', async () => {
  const hours = DEFAULT_PHARMACIST_HOURS; // Mon-Sat 08:00-20:00 Lagos (UTC+1)
  // Saturday 19:50 Lagos to Monday 08:10 Lagos: 10 minutes on Saturday, 10 on Monday.
  assert.equal(workingSeconds(hours, new Date('2026-11-28T18:50:00Z'), new Date('2026-11-30T07:10:00Z')), 20 * 60);
  // Within one morning: exactly the gap.
  assert.equal(workingSeconds(hours, new Date('2026-11-26T08:00:00Z'), new Date('2026-11-26T08:07:30Z')), 450);
  // Sunday alone: nothing.
  assert.equal(workingSeconds(hours, new Date('2026-11-29T09:00:00Z'), new Date('2026-11-29T15:00:00Z')), 0);

  const admin = await createAdmin(app);
  const ada = await createUser(app);
  const pharm = await makePharmacist(app, 'Ngozi', 'PCN/77');
  // Ten answered questions whose waits (in pharmacist hours) were 1..10 minutes.
  for (let i = 1; i <= 10; i++) {
    const { thread } = await ask(ada, `Question ${i}`, { topic: 'general' });
    const reply = await call(pharm, 'POST', `/api/conversations/${thread.id}/messages`, { message: 'Answer' });
    await app.db
      .update(conversationMessages)
      .set({ responseSeconds: i * 60 })
      .where(eq(conversationMessages.id, reply.json.message.id));
  }
  const figures = await call(admin, 'GET', '/api/admin/conversations/figures?days=30');
  assert.equal(figures.status, 200, JSON.stringify(figures.json));
  const rows = await app.db
    .select({ s: conversationMessages.responseSeconds })
    .from(conversationMessages)
    .where(eq(conversationMessages.author, 'pharmacist'));
  const values = rows.flatMap((r) => (r.s === null ? [] : [r.s])).sort((a, b) => a - b);
  const cont = (p: number) => {
    const at = p * (values.length - 1);
    const lo = Math.floor(at);
    return values[lo] + (values[Math.min(lo + 1, values.length - 1)] - values[lo]) * (at - lo);
  };
  assert.equal(figures.json.replies, values.length);
  assert.equal(figures.json.medianResponseSeconds, Math.round(cont(0.5)));
  assert.equal(figures.json.p90ResponseSeconds, Math.round(cont(0.9)));
  assert.equal((await call(ada, 'GET', '/api/admin/conversations/figures')).status, 403);
});

test('the expected wait is told to anyone, signed in or not', async () => {
  const res = await call(null, 'GET', '/api/pharmacist/expected-wait');
  assert.equal(res.status, 200);
  assert.equal(typeof res.json.onDutyNow, 'boolean');
  assert.match(res.json.text, res.json.onDutyNow ? /on duty until 20:00/ : /back .* from 08:00/);
});
