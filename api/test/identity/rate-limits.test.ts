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
      loginPerIp: { max: 6, windowMs: MINUTE },
      mailPerAccount: { max: 2, windowMs: MINUTE },
      mailPerIp: { max: 4, windowMs: MINUTE },
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

test('login is limited per IP, across accounts', async () => {
  for (let i = 0; i < 6; i++) assert.equal((await login(`spray_${i}`, 'wrong-password', '10.2.0.1')).statusCode, 401);
  const blocked = await login('spray_new', 'wrong-password', '10.2.0.1');
  assert.equal(blocked.statusCode, 429);
  assert.match(blocked.json().message, /from this network/);
  assert.equal((await login('spray_new', 'wrong-password', '10.2.0.2')).statusCode, 401);
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

test('a successful login clears the account’s failed attempts', async () => {
  await createUser(app, { userName: 'typo', email: 'typo@example.ng' });
  for (let round = 0; round < 2; round++) {
    assert.equal((await login('typo', 'wrong-password', `10.5.${round}.1`)).statusCode, 401);
    assert.equal((await login('typo', 'wrong-password', `10.5.${round}.2`)).statusCode, 401);
    assert.equal((await login('typo', TEST_PASSWORD, `10.5.${round}.3`)).statusCode, 200);
  }
});
