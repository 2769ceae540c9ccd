import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser, TEST_PASSWORD } from '../helpers/users';

const MINUTE = 60_000;
const app = await buildTestApp({
  config: {
    rateLimits: {
      global: { max: 10_000, windowMs: MINUTE },
      loginPerAccount: { max: 3, windowMs: MINUTE },
      loginFailuresPerIp: { max: 6, windowMs: MINUTE },
      loginSlowdown: { after: 3, stepMs: 50, maxDelayMs: 200 },
      mailPerAccount: { max: 2, windowMs: MINUTE },
      mailPerIp: { max: 4, windowMs: MINUTE },
      registerPerIp: { max: 3, windowMs: MINUTE },
      telemetryPerIp: { max: 3, windowMs: MINUTE },
    },
  },
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username, password }, remoteAddress: ip });

test('failed logins for an account close it to the address they came from, not to its owner elsewhere or on a known device', async () => {
  const owner = await createUser(app, { userName: 'guarded', email: 'guarded@example.ng' });
  const first = await login('guarded', TEST_PASSWORD, '10.1.0.50');
  assert.equal(first.statusCode, 200);
  const cookie = String(first.headers['set-cookie']).split(';')[0];
  assert.match(cookie, /^ep_known_device=/);
  for (let i = 0; i < 3; i++) assert.equal((await login('guarded', 'wrong-password', '10.1.0.1')).statusCode, 400);
  // From that address the right password is answered as a wrong one: guessing there has stopped.
  const closed = await login('GUARDED', TEST_PASSWORD, '10.1.0.1');
  assert.equal(closed.statusCode, 400);
  assert.equal(closed.json().message, 'Invalid username or password.');
  assert.equal((await login('guarded', TEST_PASSWORD, '10.1.0.99')).statusCode, 200, 'the owner elsewhere');
  const known = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: owner.user.email, password: TEST_PASSWORD },
    remoteAddress: '10.1.0.1',
    headers: { cookie },
  });
  assert.equal(known.statusCode, 200, 'the owner on a device they logged in from before, even from that address');
});

test('failed logins from one address are refused only past a flood, across accounts; a right password still gets in', async () => {
  await createUser(app, { userName: 'flood_neighbour', email: 'flood.neighbour@example.ng' });
  for (let i = 0; i < 6; i++) assert.equal((await login(`spray_${i}`, 'wrong-password', '10.2.0.1')).statusCode, 400);
  const blocked = await login('spray_new', 'wrong-password', '10.2.0.1');
  assert.equal(blocked.statusCode, 429);
  assert.match(blocked.json().message, /failed logins from this network/);
  assert.equal((await login('spray_new', 'wrong-password', '10.2.0.2')).statusCode, 400);
  assert.equal((await login('flood_neighbour', TEST_PASSWORD, '10.2.0.1')).statusCode, 200);
});

test('the same account is counted whichever of its names is typed', async () => {
  await createUser(app, { userName: 'twonames', email: 'two.names@example.ng' });
  assert.equal((await login('twonames', 'wrong-password', '10.6.0.1')).statusCode, 400);
  assert.equal((await login('TWO.NAMES@example.ng', 'wrong-password', '10.6.0.1')).statusCode, 400);
  assert.equal((await login('TwoNames', 'wrong-password', '10.6.0.1')).statusCode, 400);
  assert.equal((await login('two.names@example.ng', TEST_PASSWORD, '10.6.0.1')).statusCode, 400);
  assert.equal((await login('two.names@example.ng', TEST_PASSWORD, '10.6.0.2')).statusCode, 200);
});

test('successful logins never count against an address', async () => {
  const shopper = await createUser(app, { userName: 'carrier_nat', email: 'carrier.nat@example.ng' });
  for (let i = 0; i < 12; i++) assert.equal((await login(shopper.user.userName, TEST_PASSWORD, '10.7.0.1')).statusCode, 200);
});

test('reset mail is limited per address and per IP', async () => {
  const send = (email: string, ip: string) => app.inject({ method: 'POST', url: `/api/User/send-reset-email/${email}`, remoteAddress: ip });
  assert.equal((await send('limit@example.ng', '10.3.0.1')).statusCode, 200);
  assert.equal((await send('limit@example.ng', '10.3.0.2')).statusCode, 200);
  assert.equal((await send('limit@example.ng', '10.3.0.3')).statusCode, 429);

  assert.equal((await send('a1@example.ng', '10.4.0.1')).statusCode, 200);
  assert.equal((await send('a2@example.ng', '10.4.0.1')).statusCode, 200);
  assert.equal((await send('a3@example.ng', '10.4.0.1')).statusCode, 200);
  assert.equal((await send('a4@example.ng', '10.4.0.1')).statusCode, 200);
  assert.equal((await send('a5@example.ng', '10.4.0.1')).statusCode, 429);
});

test('sign-ups are limited per address, so usernames cannot be probed without end', async () => {
  const signup = (userName: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: ip,
      payload: { firstName: 'Probe', lastName: 'Er', email: `${userName}@example.ng`, userName, password: TEST_PASSWORD },
    });
  await createUser(app, { userName: 'taken_name', email: 'taken.name@example.ng' });
  assert.equal((await signup('taken_name', '10.8.0.1')).statusCode, 409);
  assert.equal((await signup('free_name_1', '10.8.0.1')).statusCode, 201);
  assert.equal((await signup('free_name_2', '10.8.0.1')).statusCode, 201);
  const limited = await signup('free_name_3', '10.8.0.1');
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().message, /sign-ups from this network/);
  assert.equal((await signup('free_name_3', '10.8.0.2')).statusCode, 201);
});

test('a successful login clears the account’s failed attempts', async () => {
  await createUser(app, { userName: 'typo', email: 'typo@example.ng' });
  for (let round = 0; round < 2; round++) {
    assert.equal((await login('typo', 'wrong-password', '10.5.0.1')).statusCode, 400);
    assert.equal((await login('typo', 'wrong-password', '10.5.0.1')).statusCode, 400);
    assert.equal((await login('typo', TEST_PASSWORD, '10.5.0.1')).statusCode, 200);
  }
});

test('a browser stays a known device for each account that logged in there; a forged entry is not one', async () => {
  const parent = await createUser(app, { userName: 'shared_parent', email: 'shared.parent@example.ng' });
  const child = await createUser(app, { userName: 'shared_child', email: 'shared.child@example.ng' });
  const fromBrowser = (username: string, password: string, cookie: string, ip = '10.9.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/user/authenticate',
      payload: { username, password },
      remoteAddress: ip,
      headers: { cookie },
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];
  const first = await fromBrowser('shared_parent', TEST_PASSWORD, '');
  const both = cookieOf(await fromBrowser('shared_child', TEST_PASSWORD, cookieOf(first)));
  for (const name of ['shared_parent', 'shared_child']) {
    for (let i = 0; i < 3; i++) assert.equal((await login(name, 'wrong-password', '10.9.0.1')).statusCode, 400);
  }
  assert.equal((await fromBrowser(parent.user.userName, TEST_PASSWORD, both)).statusCode, 200);
  assert.equal((await fromBrowser(child.user.userName, TEST_PASSWORD, both)).statusCode, 200);

  for (let i = 0; i < 3; i++) assert.equal((await login('shared_parent', 'wrong-password', '10.9.0.2')).statusCode, 400);
  const forged = `ep_known_device=${parent.user.id}.${Math.floor(Date.now() / 1000) + 3600}.bm90LWEtc2lnbmF0dXJl`;
  assert.equal((await fromBrowser('shared_parent', TEST_PASSWORD, forged, '10.9.0.2')).statusCode, 400);
  assert.equal((await fromBrowser('shared_parent', TEST_PASSWORD, both, '10.9.0.2')).statusCode, 200);
});
