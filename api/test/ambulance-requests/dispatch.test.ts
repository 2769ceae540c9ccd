import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ambulanceRequests, ambulances } from '../../src/platform/db/schema/index';
import { REQUEST_LIMITS } from '../../src/domains/ambulance-requests/dispatch-service';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

let client = 0;
/** Each call from its own client address: the per-address limits (issue 47 finding 9) are tested in security/fourth-attack-run-abuse. */
async function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  client++;
  const remoteAddress = `10.47.${Math.floor(client / 250)}.${(client % 250) + 1}`;
  const res = await app.inject({ method, url, payload, headers: user ? user.headers : {}, remoteAddress });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

let n = 0;
/** A request from a different phone and address each time (the limits are per phone and per address). */
async function requestAmbulance(extra: object = {}) {
  n++;
  const res = await call(null, 'POST', '/api/ambulance-requests', {
    address: `${n} Admiralty Way, Lekki Phase 1`,
    landmark: 'Opposite the filling station',
    phone: `0803 000 ${String(1000 + n)}`,
    whatHappened: 'My father collapsed',
    patient: 'someone-else',
    ...extra,
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json as { id: string; trackingCode: string; status: string };
}

async function addAmbulance(name: string, crewPhone = '08090001111', availability = true) {
  const [row] = await app.db.insert(ambulances).values({ name, location: 'Lekki', crewPhone, availability }).returning();
  return row;
}

test('a caller, signed out, requests an ambulance and follows it: requested → assigned (crew phone) → on the way → arrived → closed', async () => {
  const dispatcher = await createAdmin(app);
  const unit = await addAmbulance('LK-01 Lekki Unit', '0809 555 0101');
  const req = await requestAmbulance({ latitude: 6.4474, longitude: 3.4723 });
  assert.equal(req.status, 'requested');
  const track = (code = req.trackingCode) => call(null, 'GET', `/api/ambulance-requests/${req.id}?code=${encodeURIComponent(code)}`);
  assert.equal((await track()).json.crewPhone, null);
  assert.equal((await track('wrong-code')).status, 403);
  assert.equal((await call(null, 'GET', `/api/ambulance-requests/${req.id}`)).status, 403);

  const board = await call(dispatcher, 'GET', '/api/dispatch/board');
  assert.equal(board.status, 200);
  assert.ok(board.json.requests.some((r: { id: string; phone: string }) => r.id === req.id && r.phone === `0803 000 ${1000 + n}`));
  assert.ok(board.json.ambulances.some((a: { id: string; available: boolean }) => a.id === unit.id && a.available));

  const assigned = await call(dispatcher, 'POST', `/api/dispatch/requests/${req.id}/assign`, { ambulanceId: unit.id });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.json));
  let seen = (await track()).json;
  assert.deepEqual([seen.status, seen.ambulanceName, seen.crewPhone], ['assigned', 'LK-01 Lekki Unit', '0809 555 0101']);
  assert.equal(
    (await call(dispatcher, 'POST', `/api/dispatch/requests/${req.id}/status`, { status: 'closed' })).status,
    409,
    'not closed before it arrived',
  );
  for (const status of ['on_the_way', 'arrived', 'closed']) {
    const moved = await call(dispatcher, 'POST', `/api/dispatch/requests/${req.id}/status`, { status });
    assert.equal(moved.status, 200, JSON.stringify(moved.json));
    seen = (await track()).json;
    assert.equal(seen.status, status);
  }
  const after = await call(dispatcher, 'GET', '/api/dispatch/board');
  assert.ok(
    after.json.ambulances.some((a: { id: string; available: boolean }) => a.id === unit.id && a.available),
    'free again once closed',
  );
});

test('only an available ambulance is assigned: busy or out of service is refused', async () => {
  const dispatcher = await createAdmin(app);
  const unit = await addAmbulance('IK-02 Ikeja Unit');
  const off = await addAmbulance('IK-03 in the workshop', '0809', false);
  const first = await requestAmbulance();
  const second = await requestAmbulance();
  assert.equal((await call(dispatcher, 'POST', `/api/dispatch/requests/${first.id}/assign`, { ambulanceId: unit.id })).status, 200);
  const busy = await call(dispatcher, 'POST', `/api/dispatch/requests/${second.id}/assign`, { ambulanceId: unit.id });
  assert.equal(busy.status, 409);
  assert.match(busy.json.message, /already on another call/);
  assert.equal((await call(dispatcher, 'POST', `/api/dispatch/requests/${second.id}/assign`, { ambulanceId: off.id })).status, 409);
  const shopper = await createUser(app);
  assert.equal((await call(shopper, 'GET', '/api/dispatch/board')).status, 403);
  assert.equal((await call(shopper, 'POST', `/api/dispatch/requests/${second.id}/assign`, { ambulanceId: unit.id })).status, 403);
});

test('two dispatchers assigning the same ambulance at once give one assignment', async () => {
  const [alice, bayo] = [await createAdmin(app), await createAdmin(app)];
  for (let round = 0; round < 5; round++) {
    const unit = await addAmbulance(`RACE-${round}`);
    const [a, b] = [await requestAmbulance(), await requestAmbulance()];
    const answers = await Promise.all([
      call(alice, 'POST', `/api/dispatch/requests/${a.id}/assign`, { ambulanceId: unit.id }),
      call(bayo, 'POST', `/api/dispatch/requests/${b.id}/assign`, { ambulanceId: unit.id }),
    ]);
    assert.deepEqual(answers.map((x) => x.status).sort(), [200, 409], JSON.stringify(answers.map((x) => x.json)));
    const rows = await app.db.select().from(ambulanceRequests).where(eq(ambulanceRequests.ambulanceId, unit.id));
    assert.equal(rows.length, 1, 'one request holds the ambulance');
    // And two ambulances for the same request: one wins.
    const [u1, u2] = [await addAmbulance(`RACE-${round}-x`), await addAmbulance(`RACE-${round}-y`)];
    const c = await requestAmbulance();
    const both = await Promise.all([
      call(alice, 'POST', `/api/dispatch/requests/${c.id}/assign`, { ambulanceId: u1.id }),
      call(bayo, 'POST', `/api/dispatch/requests/${c.id}/assign`, { ambulanceId: u2.id }),
    ]);
    assert.deepEqual(both.map((x) => x.status).sort(), [200, 409]);
  }
});

test('requests are limited per phone and per address; a cancelled or false request is recorded', async () => {
  const dispatcher = await createAdmin(app);
  const phone = '+234 812 345 6789';
  for (let i = 0; i < REQUEST_LIMITS.perPhone.max; i++) {
    const res = await call(null, 'POST', '/api/ambulance-requests', {
      address: `Flat ${i}, 4 Bode Thomas`,
      phone,
      whatHappened: 'Fall',
      patient: 'self',
    });
    assert.equal(res.status, 201);
  }
  const samePhone = await call(null, 'POST', '/api/ambulance-requests', {
    address: 'Elsewhere 9',
    phone: '08123456789',
    whatHappened: 'Fall',
    patient: 'self',
  });
  assert.equal(samePhone.status, 429, 'the same number written another way');
  assert.match(samePhone.json.message, /112/);
  for (let i = 0; i < REQUEST_LIMITS.perAddress.max; i++) {
    const res = await call(null, 'POST', '/api/ambulance-requests', {
      address: '7 Allen Avenue, Ikeja',
      phone: `0701000000${i}`,
      whatHappened: 'Fall',
      patient: 'self',
    });
    assert.equal(res.status, 201);
  }
  const sameAddress = await call(null, 'POST', '/api/ambulance-requests', {
    address: '7,  ALLEN avenue  Ikeja',
    phone: '07019999999',
    whatHappened: 'Fall',
    patient: 'self',
  });
  assert.equal(sameAddress.status, 429);

  const prank = await requestAmbulance();
  const marked = await call(dispatcher, 'POST', `/api/dispatch/requests/${prank.id}/status`, {
    status: 'false_alarm',
    reason: 'Nobody at the address',
  });
  assert.equal(marked.status, 200);
  const withdrawn = await requestAmbulance();
  const cancelled = await call(
    null,
    'POST',
    `/api/ambulance-requests/${withdrawn.id}/cancel?code=${encodeURIComponent(withdrawn.trackingCode)}`,
  );
  assert.equal(cancelled.status, 200);
  assert.equal(cancelled.json.status, 'cancelled');
  const rows = await app.db.select().from(ambulanceRequests).where(eq(ambulanceRequests.id, prank.id));
  assert.deepEqual([rows[0].status, rows[0].endReason], ['false_alarm', 'Nobody at the address']);
  const figures = await call(dispatcher, 'GET', '/api/admin/dispatch/figures');
  assert.equal(figures.status, 200);
  assert.ok(figures.json.falseAlarms >= 1 && figures.json.cancelled >= 1);
});
