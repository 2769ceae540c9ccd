// Attacks the outside run tried and the API already refused, kept here so they stay refused
// (docs/security.md lists each with the defence). Real HTTP against the listening API.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { medicines } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { multipartBody } from '../helpers/catalogue';
import { checkoutBody, createMedicines } from '../helpers/commerce';
import { request } from '../helpers/http-client';
import { createAdmin, createUser, login, TEST_PASSWORD } from '../helpers/users';

const app = await buildTestApp();
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  request(`${apiUrl}${path}`, { method, headers, body });

test('mass assignment: isAdmin and stored fields sent by a shopper are ignored', async () => {
  const signup = await call(
    'POST',
    '/api/user/register',
    {},
    {
      firstName: 'Mallory',
      lastName: 'Admin',
      email: 'mallory@example.ng',
      userName: 'mallory',
      password: TEST_PASSWORD,
      isAdmin: true,
    },
  );
  assert.equal(signup.status, 201);
  const mallory = await createUser(app, { userName: 'mallory2', email: 'mallory2@example.ng' });
  const edit = await call('PUT', `/api/user/edit-profile?userId=${mallory.user.id}`, mallory.headers, {
    firstName: 'Mal',
    isAdmin: true,
    passwordHash: 'x',
    emailConfirmedAt: null,
  });
  assert.equal(edit.status, 200);
  const pair = await login(app, 'mallory2', TEST_PASSWORD);
  assert.equal(decodeJwt(pair.accessToken).role, 'user');
  assert.equal((await call('GET', '/api/user', { authorization: `Bearer ${pair.accessToken}` })).status, 403);
});

test('IDOR: another shopper’s cart, orders, payments and profile are refused', async () => {
  const ada = await createUser(app);
  const eve = await createUser(app);
  const [medicine] = await createMedicines(app, [{ name: 'Idor Vitamin C', price: 900 }]);
  assert.equal(
    (await call('POST', '/api/carts/add', ada.headers, { medicineId: medicine.id, quantity: 1, userId: ada.user.id })).status,
    200,
  );
  for (const [method, path, body] of [
    ['GET', `/api/carts/getcartitems?userId=${ada.user.id}`],
    ['POST', '/api/carts/add', { medicineId: medicine.id, quantity: 1, userId: ada.user.id }],
    ['DELETE', `/api/carts/clearcart/${ada.user.id}`],
    ['GET', `/api/Order/user/${ada.user.id}`],
    ['GET', `/api/user/user-profile/${ada.user.id}`],
    ['PUT', `/api/user/edit-profile?userId=${ada.user.id}`, { firstName: 'Eve' }],
    ['POST', '/api/payment/initiate', checkoutBody(ada, 900)],
  ] as [string, string, unknown?][]) {
    const res = await call(method, path, eve.headers, body);
    assert.equal(res.status, 403, `${method} ${path}: ${res.status} ${res.text}`);
  }
  const cart = await call('GET', `/api/carts/getcartitems?userId=${ada.user.id}`, ada.headers);
  assert.equal(JSON.stringify(cart.json()).includes('Idor Vitamin C'), true, 'the victim’s cart is untouched');
});

test('price and quantity tampering: the server prices from the catalogue and wants whole quantities of at least 1', async () => {
  const buyer = await createUser(app);
  const [medicine] = await createMedicines(app, [{ name: 'Tamper Amoxil', price: 2500 }]);
  for (const quantity of [0, -1, 1.5, 'two', 1e9]) {
    const res = await call('POST', '/api/carts/add', buyer.headers, { medicineId: medicine.id, quantity, userId: buyer.user.id });
    assert.equal(res.status, 400, `quantity ${quantity}: ${res.status}`);
  }
  assert.equal(
    (await call('POST', '/api/carts/add', buyer.headers, { medicineId: medicine.id, quantity: 2, userId: buyer.user.id, price: 1 })).status,
    200,
  );
  const underpay = await call('POST', '/api/payment/initiate', buyer.headers, checkoutBody(buyer, 1));
  assert.ok([400, 409].includes(underpay.status), `${underpay.status} ${underpay.text}`);
  const [stored] = await app.db.select().from(medicines);
  assert.ok(stored.priceKobo > 0);
});

test('JWT forgery and confusion: alg none, a foreign key, a tampered payload and a non-access token are refused', async () => {
  const victim = await createUser(app);
  const pair = await login(app, victim.user.userName, TEST_PASSWORD);
  const claims = decodeJwt(pair.accessToken);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, role: 'admin' })}.`;
  const foreign = await new SignJWT({ ...claims, role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('x'.repeat(48)));
  const [head, , signature] = pair.accessToken.split('.');
  const tampered = `${head}.${encode({ ...claims, role: 'admin' })}.${signature}`;
  const notAccess = await new SignJWT({ ...claims, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('y'.repeat(48)));
  for (const token of [none, foreign, tampered, notAccess, 'garbage']) {
    const res = await call('GET', '/api/user', { authorization: `Bearer ${token}` });
    assert.equal(res.status, 401, token.slice(0, 20));
  }
});

test('upload spoofing: HTML, SVG and a script named .png are refused by content', async () => {
  const admin = await createAdmin(app);
  for (const [data, filename, type] of [
    ['<html><script>alert(1)</script></html>', 'photo.png', 'image/png'],
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg', 'image/svg+xml'],
    ['#!/bin/sh\nrm -rf /', 'run.jpg', 'image/jpeg'],
  ]) {
    const form = multipartBody([{ name: 'file', data, filename, contentType: type }]);
    const res = await call('POST', '/api/medicine/uploadImage', { ...admin.headers, ...form.headers }, form.payload);
    assert.ok([400, 415].includes(res.status), `${filename}: ${res.status}`);
  }
});

test('stored XSS: markup is kept as text and only ever served as JSON with nosniff', async () => {
  const admin = await createAdmin(app);
  const name = '<script>alert("xss")</script> Pharmacy';
  const added = await call('POST', '/api/pharmacies/addPharmacy', admin.headers, {
    name,
    location: 'Yaba',
    contact: '0803 000 0000',
    deliveryRange: '5 km',
  });
  assert.equal(added.status, 201);
  const list = await call('GET', '/api/pharmacies');
  assert.match(String(list.headers['content-type']), /^application\/json/);
  assert.equal(list.headers['x-content-type-options'], 'nosniff');
  assert.ok(list.json().some((p: { name: string }) => p.name === name));
});

test('SQL metacharacters are data, not SQL', async () => {
  await createMedicines(app, [{ name: 'Sqli Panadol', price: 300 }]);
  for (const search of ["'; DROP TABLE medicines; --", "' OR '1'='1", '%', '_', '\\', "Panadol' UNION SELECT password_hash FROM users--"]) {
    const res = await call('GET', `/api/medicine?search=${encodeURIComponent(search)}`);
    assert.equal(res.status, 200, search);
    assert.ok(!JSON.stringify(res.json()).includes('argon2'), search);
  }
  assert.ok((await app.db.select().from(medicines)).length > 0);
});

test('path traversal on images never leaves the image folder', async () => {
  for (const path of [
    '/api/images/..%2f..%2fpackage.json',
    '/api/images/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/images/....//....//etc/passwd',
    '/api/images/..%5c..%5cpackage.json',
  ]) {
    const res = await call('GET', path);
    assert.ok([400, 404].includes(res.status), `${path}: ${res.status}`);
    assert.ok(!res.text.includes('root:') && !res.text.includes('"workspaces"'), path);
  }
});
