// The findings of the outside attack run (docs/security.md), each reproduced over real HTTP: the
// API listening on a port, and `npm start`'s site server in front of it where the finding was
// about that hop. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createSiteServer } from '../../../scripts/lib/site-server';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { multipartBody } from '../helpers/catalogue';
import { rawExchange, request } from '../helpers/http-client';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, login, TEST_PASSWORD } from '../helpers/users';

const MINUTE = 60_000;
const GENEROUS = { max: 100_000, windowMs: MINUTE };
const app = await buildTestApp({
  config: {
    rateLimits: {
      global: GENEROUS,
      loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
      loginFailuresPerIp: { max: 1000, windowMs: 15 * MINUTE },
      loginSlowdown: { after: 30, stepMs: 100, maxDelayMs: 3000 },
      mailPerAccount: GENEROUS,
      // Contact form and mailed links per client address: small, so a test can exhaust it.
      mailPerIp: { max: 3, windowMs: MINUTE },
      registerPerIp: GENEROUS,
      telemetryPerIp: GENEROUS,
    },
  },
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-site-'));
const site = createSiteServer({ root: siteRoot, port: 0, apiUrl });
let siteUrl = '';
before(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise((resolve) => site.close(resolve));
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('1. U+0000 anywhere that reaches PostgreSQL is a 400 naming the field, never a 500', async () => {
  const admin = await createAdmin(app);
  const shopper = await createUser(app);
  const [medicine] = await createMedicines(app, [{ name: 'Nul-test Paracetamol', price: 500 }]);
  const nul = 'a\u0000b';
  const cases: { name: string; method: string; path: string; body?: unknown; headers?: Record<string, string>; field: string }[] = [
    {
      name: 'register',
      method: 'POST',
      path: '/api/user/register',
      field: 'firstName',
      body: { firstName: nul, lastName: 'Eze', email: 'nul@example.ng', userName: 'nul_user', password: TEST_PASSWORD },
    },
    { name: 'login', method: 'POST', path: '/api/user/authenticate', field: 'username', body: { username: nul, password: 'x' } },
    {
      name: 'edit-profile',
      method: 'PUT',
      path: `/api/user/edit-profile?userId=${shopper.user.id}`,
      headers: shopper.headers,
      field: 'lastName',
      body: { lastName: nul },
    },
    {
      name: 'contact',
      method: 'POST',
      path: '/api/contact/send-email',
      field: 'message',
      body: { name: 'Ngozi', email: 'ngozi@example.ng', message: nul },
    },
    {
      name: 'add-medicine',
      method: 'POST',
      path: '/api/medicine/add-medicine',
      headers: admin.headers,
      field: 'description',
      body: {
        id: '00000000-0000-0000-0000-000000000000',
        name: 'Ok',
        price: 100,
        description: nul,
        imageUrl: '/x.webp',
        dosage: 'd',
        sideEffects: 's',
        categoryId: medicine.categoryId,
        isFeatured: false,
        medicineClass: 'otc',
      },
    },
    {
      name: 'addPharmacy',
      method: 'POST',
      path: '/api/pharmacies/addPharmacy',
      headers: admin.headers,
      field: 'name',
      body: { name: nul, location: 'Ikeja', contact: '0803', deliveryRange: '5 km' },
    },
    {
      name: 'Order/place reference',
      method: 'POST',
      path: '/api/Order/place',
      headers: shopper.headers,
      field: 'reference',
      body: { userId: shopper.user.id, reference: nul },
    },
    { name: 'payment verify', method: 'GET', path: '/api/payment/verify/ref%00x', headers: shopper.headers, field: 'ref' },
    { name: 'medicine search', method: 'GET', path: '/api/medicine?search=%00', field: 'search' },
    { name: 'category search', method: 'GET', path: '/api/medicine-categories?search=para%00', field: 'search' },
    {
      name: 'nested array value',
      method: 'POST',
      path: '/api/contact/send-email',
      field: 'name',
      body: { name: '\u0000', email: 'ngozi@example.ng', message: 'hello' },
    },
    {
      name: 'lone surrogate',
      method: 'POST',
      path: '/api/contact/send-email',
      field: 'message',
      body: { name: 'Ngozi', email: 'ngozi@example.ng', message: 'broken \ud800 half' },
    },
  ];
  for (const c of cases) {
    for (const base of [apiUrl, siteUrl]) {
      const res = await request(`${base}${c.path}`, { method: c.method, headers: c.headers, body: c.body });
      assert.equal(res.status, 400, `${c.name} via ${base === apiUrl ? 'API' : 'site server'}: ${res.status} ${res.text}`);
      assert.equal(res.json().errors?.[0]?.field, c.field, `${c.name}: ${res.text}`);
      assert.match(res.json().message, /can't be stored/);
    }
  }
  // Ordinary text, accents and emoji still pass.
  const fine = await request(`${apiUrl}/api/medicine?search=${encodeURIComponent('Paracétamol 💊')}`);
  assert.equal(fine.status, 200);
});

test('2. behind the site server each client keeps its own limits; a client-sent X-Forwarded-For counts for nothing', async () => {
  const contact = (from: string, extra: Record<string, string> = {}) =>
    request(`${siteUrl}/api/contact/send-email`, {
      method: 'POST',
      from,
      headers: extra,
      body: { name: 'Ifeoma', email: 'ifeoma@example.ng', message: 'Do you deliver to Enugu?' },
    });
  for (let i = 0; i < 3; i++) assert.equal((await contact('127.0.0.2')).status, 200);
  const exhausted = await contact('127.0.0.2');
  assert.equal(exhausted.status, 429);
  // Another shopper on another address is untouched.
  assert.equal((await contact('127.0.0.3')).status, 200);
  // Claiming to be someone else in a header changes nothing: the site server names the client itself.
  assert.equal((await contact('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).status, 429);
  // Straight to the API from an address that is not a trusted proxy, the header is ignored too.
  const direct = await request(`${apiUrl}/api/contact/send-email`, {
    method: 'POST',
    from: '127.0.0.4',
    headers: { 'x-forwarded-for': '127.0.0.3' },
    body: { name: 'Ifeoma', email: 'ifeoma@example.ng', message: 'Hello' },
  });
  assert.equal(direct.status, 200);
  for (let i = 0; i < 2; i++)
    await request(`${apiUrl}/api/contact/send-email`, {
      method: 'POST',
      from: '127.0.0.4',
      body: { name: 'I', email: 'i@example.ng', message: 'Hi' },
    });
  assert.equal((await contact('127.0.0.3')).status, 200, 'the forged header must not have spent 127.0.0.3’s allowance');
});

test('3. logout, a password reset and a revoked refresh family end the access tokens at once', async () => {
  const profile = (userId: string, token: string) => request(`${apiUrl}/api/user/user-profile/${userId}`, { headers: bearer(token) });

  const leaver = await createUser(app, { userName: 'sec_leaver', email: 'sec.leaver@example.ng' });
  const session = await login(app, 'sec_leaver', TEST_PASSWORD);
  const other = await login(app, 'sec_leaver', TEST_PASSWORD);
  assert.equal((await profile(leaver.user.id, session.accessToken)).status, 200);
  await request(`${apiUrl}/api/user/logout`, { method: 'POST', body: { refreshToken: session.refreshToken } });
  const afterLogout = await profile(leaver.user.id, session.accessToken);
  assert.equal(afterLogout.status, 401);
  assert.match(afterLogout.json().message, /session has ended/);
  assert.equal((await profile(leaver.user.id, other.accessToken)).status, 200, 'another login of the same account goes on');

  const forgetful = await createUser(app, { userName: 'sec_reset', email: 'sec.reset@example.ng' });
  const before = await login(app, 'sec_reset', TEST_PASSWORD);
  await request(`${apiUrl}/api/user/send-reset-email/sec.reset@example.ng`, { method: 'POST', from: '127.0.0.9' });
  await app.identity.settled(); // the mail is sent after the answer
  const mail = readOutbox(app)
    .filter((m) => m.to === 'sec.reset@example.ng')
    .at(-1)!;
  const code = new URL(mail.links.find((l) => l.includes('/resetss?'))!).searchParams.get('code')!;
  const reset = await request(`${apiUrl}/api/user/reset-password`, {
    method: 'POST',
    body: { email: 'sec.reset@example.ng', newPassword: 'New-Pass#Abuja2026', confirmPassword: 'New-Pass#Abuja2026', emailToken: code },
  });
  assert.equal(reset.status, 200);
  assert.equal((await profile(forgetful.user.id, before.accessToken)).status, 401);

  const victim = await createUser(app, { userName: 'sec_stolen', email: 'sec.stolen@example.ng' });
  const first = await login(app, 'sec_stolen', TEST_PASSWORD);
  const renewed = await request(`${apiUrl}/api/user/refresh`, { method: 'POST', body: { RefreshToken: first.refreshToken } });
  const live = renewed.json().AccessToken as string;
  assert.equal((await profile(victim.user.id, live)).status, 200);
  // The old refresh token is presented again (stolen): the whole family ends, its fresh access token too.
  assert.equal((await request(`${apiUrl}/api/user/refresh`, { method: 'POST', body: { RefreshToken: first.refreshToken } })).status, 403);
  assert.equal((await profile(victim.user.id, live)).status, 401);
});

test('4. the login lock counts per account, whichever name is typed, and closes only the address it came from (real HTTP)', async () => {
  await createUser(app, { userName: 'sec_lock', email: 'sec.lock@example.ng' });
  const attempt = (username: string, password: string, from: string) =>
    request(`${apiUrl}/api/user/authenticate`, { method: 'POST', from, body: { username, password } });
  for (let i = 0; i < 5; i++) assert.equal((await attempt('sec_lock', 'wrong-guess', '127.0.0.5')).status, 400);
  for (let i = 0; i < 5; i++) assert.equal((await attempt('SEC.LOCK@example.ng', 'wrong-guess', '127.0.0.5')).status, 400);
  const closed = await attempt('sec.lock@example.ng', TEST_PASSWORD, '127.0.0.5');
  assert.equal(closed.status, 400, 'no more answers about this password from that address');
  assert.equal((await attempt('sec.lock@example.ng', TEST_PASSWORD, '127.0.0.7')).status, 200);
});

test('4b. 200 successful logins from one address (a carrier NAT) all get in', async () => {
  const shoppers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => createUser(app, { userName: `nat_${i}`, email: `nat.${i}@example.ng` })),
  );
  let ok = 0;
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(
      shoppers.map((s) =>
        request(`${apiUrl}/api/user/authenticate`, {
          method: 'POST',
          from: '127.0.0.8',
          body: { username: s.user.userName, password: TEST_PASSWORD },
        }),
      ),
    );
    ok += answers.filter((a) => a.status === 200).length;
  }
  assert.equal(ok, 200);
});

test('5. registration does not tell who has an account; edit-profile neither', async () => {
  await createUser(app, { firstName: 'Amaka', userName: 'sec_amaka', email: 'sec.amaka@example.ng' });
  const body = (email: string, userName: string) => ({ firstName: 'Someone', lastName: 'Else', email, userName, password: TEST_PASSWORD });
  const fresh = await request(`${apiUrl}/api/user/register`, { method: 'POST', body: body('sec.fresh@example.ng', 'sec_fresh') });
  const used = await request(`${apiUrl}/api/user/register`, { method: 'POST', body: body('Sec.Amaka@example.ng', 'sec_other') });
  assert.equal(used.status, fresh.status);
  assert.equal(used.json().message, fresh.json().message);
  assert.deepEqual(Object.keys(used.json()).sort(), Object.keys(fresh.json()).sort());
  const notice = readOutbox(app).filter((m) => m.to === 'sec.amaka@example.ng' && /tried to sign up/.test(m.subject));
  assert.equal(notice.length, 1);

  const changer = await createUser(app, { userName: 'sec_changer', email: 'sec.changer@example.ng' });
  const edit = (email: string) =>
    request(`${apiUrl}/api/user/edit-profile?userId=${changer.user.id}`, { method: 'PUT', headers: changer.headers, body: { email } });
  const toUsed = await edit('sec.amaka@example.ng');
  assert.equal(toUsed.status, 200);
  assert.equal(toUsed.json().email, 'sec.changer@example.ng');
  assert.match(toUsed.json().message, /link to confirm your new address/);
  await app.identity.settled(); // the mail is sent after the answer
  // Nothing was taken over: the other account keeps its email, the changer keeps theirs.
  const mine = await request(`${apiUrl}/api/user/user-profile/${changer.user.id}`, { headers: changer.headers });
  assert.equal(mine.json().email, 'sec.changer@example.ng');
  assert.equal(readOutbox(app).filter((m) => m.to === 'sec.amaka@example.ng' && /another account/.test(m.subject)).length, 1);
  const toFree = await edit('sec.changer2@example.ng');
  assert.equal(toFree.status, toUsed.status);
  assert.equal(toFree.json().message, toUsed.json().message);
});

test('6. admin routes with a large body limit refuse an anonymous caller before reading the body', async () => {
  for (const route of ['/api/medicine/add-medicine', '/api/medicine/addCategory', '/api/medicine/uploadImage']) {
    // Declares 6 MB but sends none of it: an answer can only come from a check made before the body.
    const answer = await rawExchange(
      apiUrl,
      `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${6 * 1024 * 1024}\r\n\r\n{"name":`,
      { timeoutMs: 3000 },
    );
    assert.match(answer, /^HTTP\/1\.1 401 /, `${route}: ${answer.slice(0, 80)}`);
    assert.match(answer, /"message":"Please log in first\."/);
  }
});

test('7a. a body over the API limit through the site server is a 413 with JSON, not a 502', async () => {
  const shopper = await createUser(app);
  const big = JSON.stringify({ name: 'x', email: 'a@b.ng', message: 'y'.repeat(2 * 1024 * 1024) });
  for (const base of [apiUrl, siteUrl]) {
    const res = await request(`${base}/api/contact/send-email`, {
      method: 'POST',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      body: big,
    });
    assert.equal(res.status, 413, `${base}: ${res.status} ${res.text.slice(0, 100)}`);
    assert.match(res.json().message, /too large/);
  }
});

test('7b. malformed requests get JSON; wrong methods 405 with Allow; two files 400; the webhook has a limit', async () => {
  for (const base of [apiUrl, siteUrl]) {
    const answer = await rawExchange(base, 'GET /api/medicine HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 400 /, answer);
    assert.match(answer, /content-type: application\/json/i);
    assert.match(answer, /"message":"The request is malformed/);
  }

  for (const base of [apiUrl, siteUrl]) {
    // (PUT: DELETE and PATCH /api/medicine/{id} exist, and a name there is a malformed id.)
    const wrong = await request(`${base}/api/medicine/GetAllMedicines`, { method: 'PUT' });
    assert.equal(wrong.status, 405);
    assert.match(String(wrong.headers.allow), /GET/);
    assert.match(wrong.json().message, /not allowed/);
    const withParam = await request(`${base}/api/Order/track/${crypto.randomUUID()}`, { method: 'POST' });
    assert.equal(withParam.status, 405);
    assert.equal(withParam.headers.allow, 'GET, HEAD');
  }
  assert.equal((await request(`${apiUrl}/api/no-such-call`, { method: 'DELETE' })).status, 404);

  const admin = await createAdmin(app);
  const png = await (await import('../helpers/catalogue')).makeImage('png', 300, 300);
  const two = multipartBody([
    { name: 'file', data: png, filename: 'a.png', contentType: 'image/png' },
    { name: 'file', data: png, filename: 'b.png', contentType: 'image/png' },
  ]);
  const res = await request(`${apiUrl}/api/medicine/uploadImage`, {
    method: 'POST',
    headers: { ...admin.headers, ...two.headers },
    body: two.payload,
  });
  assert.equal(res.status, 400);
  assert.match(res.json().message, /exactly one picture/);

  let limited = 0;
  for (let i = 0; i < 305 && limited === 0; i++) {
    const hook = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      remoteAddress: '10.9.9.9',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'bad' },
      payload: '{}',
    });
    if (hook.statusCode === 429) limited = i + 1;
    else assert.equal(hook.statusCode, 401);
  }
  assert.equal(limited, 301, 'the 301st webhook call in a minute from one address is refused');
});
