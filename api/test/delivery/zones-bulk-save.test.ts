// Issue 30, item 16: the admin's delivery zones are one table with one Save. PUT /api/delivery/zones
// takes every changed row in one request and applies them in one transaction: a bad row changes
// nothing, and the answer names the zones that really changed.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();
let admin: TestUser;
let shopper: TestUser;

type Zone = { code: string; state: string; fee: number; minDays: number; maxDays: number; delivered: boolean; window: string };
const zones = async () => (await app.inject({ url: '/api/delivery' })).json().zones as Zone[];
const save = (user: TestUser, rows: unknown[]) =>
  app.inject({ method: 'PUT', url: '/api/delivery/zones', headers: user.headers, payload: { zones: rows } });
const row = (z: Zone) => ({ code: z.code, fee: z.fee, minDays: z.minDays, maxDays: z.maxDays, delivered: z.delivered });

before(async () => {
  admin = await createAdmin(app);
  shopper = await createUser(app);
});

test('many zones are saved in one request; the answer names those that changed', async () => {
  const before = await zones();
  assert.ok(before.length >= 38, 'every state, Lagos and the FCT split');
  const kano = before.find((z) => z.code === 'kano')!;
  const yobe = before.find((z) => z.code === 'yobe')!;
  const enugu = before.find((z) => z.code === 'enugu')!;
  const res = await save(admin, [
    { ...row(kano), fee: 2800.5 },
    { ...row(yobe), minDays: 6, maxDays: 9, delivered: true },
    row(enugu), // sent unchanged
  ]);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().changed.sort(), ['kano', 'yobe']);
  assert.equal(res.json().zones.length, before.length);
  const after = await zones();
  assert.equal(after.find((z) => z.code === 'kano')!.fee, 2800.5);
  assert.equal(after.find((z) => z.code === 'yobe')!.window, '6–9 working days');
  assert.deepEqual(row(after.find((z) => z.code === 'enugu')!), row(enugu));
});

test('one bad row changes nothing: every row is checked in the same transaction', async () => {
  const before = await zones();
  const kano = before.find((z) => z.code === 'kano')!;
  const lagos = before.find((z) => z.state === 'Lagos')!;
  for (const [rows, field] of [
    [
      [
        { ...row(kano), fee: 1234 },
        { ...row(lagos), minDays: 5, maxDays: 2 },
      ],
      'zones[1].maxDays',
    ],
    [
      [
        { ...row(kano), fee: 1234 },
        { ...row(lagos), code: 'atlantis' },
      ],
      'zones[1].code',
    ],
    [
      [
        { ...row(kano), fee: 1234 },
        { ...row(lagos), fee: 10.555 },
      ],
      'zones[1].fee',
    ],
    [
      [
        { ...row(kano), fee: 1234 },
        { ...row(kano), fee: 99 },
      ],
      'zones',
    ],
  ] as const) {
    const res = await save(admin, [...rows]);
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().errors[0].field, field);
  }
  assert.deepEqual(await zones(), before);
});

test('the API still takes numbers only: "2,800" as a fee is refused', async () => {
  const [first] = await zones();
  const res = await save(admin, [{ ...row(first), fee: '2,800' }]);
  assert.equal(res.statusCode, 400);
  assert.equal((await zones())[0].fee, first.fee);
});

test('only admins save zones', async () => {
  const [first] = await zones();
  assert.equal((await save(shopper, [{ ...row(first), fee: 1 }])).statusCode, 403);
  assert.equal((await app.inject({ method: 'PUT', url: '/api/delivery/zones', payload: { zones: [row(first)] } })).statusCode, 401);
  assert.equal((await zones())[0].fee, first.fee);
});
