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
    },
  },
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username, password }, remoteAddress: ip });

test('login is limited per account, whatever the IP', async () => {
  await createUser(app, { userName: 'guarded', email: 'guarded@example.ng' });
  for (let i = 0; i < 3; i++) assert.equal((await login('guarded', 'wrong-password', `10.1.0.${i}`)).statusCode, 401);
  const blocked = await login('GUARDED', TEST_PASSWORD, '10.1.0.99');
  assert.equal(blocked.statusCode, 429);
  assert.match(blocked.json().message, /Too many login attempts for this account/);
  assert.ok(Number(blocked.headers['retry-after']) > 0);
});

test('failed logins from one address are refused only past a flood, across accounts', async () => {
  for (let i = 0; i < 6; i++) assert.equal((await login(`spray_${i}`, 'wrong-password', '10.2.0.1')).statusCode, 401);
  const blocked = await login('spray_new', 'wrong-password', '10.2.0.1');
  assert.equal(blocked.statusCode, 429);
  assert.match(blocked.json().message, /failed logins from this network/);
  assert.equal((await login('spray_new', 'wrong-password', '10.2.0.2')).statusCode, 401);
});

test('the same account is locked whichever of its names is typed', async () => {
  await createUser(app, { userName: 'twonames', email: 'two.names@example.ng' });
  assert.equal((await login('twonames', 'wrong-password', '10.6.0.1')).statusCode, 401);
  assert.equal((await login('TWO.NAMES@example.ng', 'wrong-password', '10.6.0.2')).statusCode, 401);
  assert.equal((await login('TwoNames', 'wrong-password', '10.6.0.3')).statusCode, 401);
  const byEmail = await login('two.names@example.ng', TEST_PASSWORD, '10.6.0.4');
  assert.equal(byEmail.statusCode, 429);
  assert.match(byEmail.json().message, /for this account/);
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
    assert.equal((await login('typo', 'wrong-password', `10.5.${round}.1`)).statusCode, 401);
    assert.equal((await login('typo', 'wrong-password', `10.5.${round}.2`)).statusCode, 401);
    assert.equal((await login('typo', TEST_PASSWORD, `10.5.${round}.3`)).statusCode, 200);
  }
});
