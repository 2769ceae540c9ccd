import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser } from '../helpers/users';

// The pharmacy form's location fields (kind, address, state, coordinates, hours, states and LGAs
// delivered to, pickup point): an admin edits them, the server checks each and how they go together.

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app);
const added = await app.inject({
  method: 'POST',
  url: '/api/pharmacies/addPharmacy',
  headers: admin.headers,
  payload: { name: 'MedPlus Wuse', location: 'Wuse 2, Abuja', contact: '0803 000 0000', deliveryRange: '10 km' },
});
const pharmacyId: string = added.json().pharmacyId;
let version = 1;

const edit = (payload: object, headers = admin.headers) =>
  app.inject({ method: 'PATCH', url: `/api/pharmacies/${pharmacyId}`, headers, payload: { version, ...payload } });

const ABUJA = {
  address: '12 Aminu Kano Crescent, Wuse 2',
  state: 'FCT',
  latitude: 9.0765,
  longitude: 7.4986,
  openingHours: 'Mon–Sat 8:00–21:00',
  deliveryStates: ['FCT', 'Niger'],
  deliveryLgas: [' Abuja Municipal ', 'Bwari'],
  isPickupPoint: true,
};

test('an admin sets a pharmacy’s location fields; the directory shows them; a shopper may not', async () => {
  assert.equal((await edit(ABUJA, shopper.headers)).statusCode, 403);
  const res = await edit(ABUJA);
  assert.equal(res.statusCode, 200, res.body);
  version = res.json().version;
  const { pharmacyId: _id, version: _v, updatedAt: _u, hidden: _h, ...fields } = res.json();
  assert.deepEqual(fields, {
    name: 'MedPlus Wuse',
    location: 'Wuse 2, Abuja',
    contact: '0803 000 0000',
    deliveryRange: '10 km',
    kind: 'pharmacy',
    ...ABUJA,
    deliveryLgas: ['Abuja Municipal', 'Bwari'],
  });
  const points = await app.inject({ url: '/api/pickup-points?state=FCT', headers: shopper.headers });
  assert.deepEqual(
    points.json().map((p: { name: string }) => p.name),
    ['MedPlus Wuse'],
  );
});

test('each field is checked: unknown states, coordinates outside Nigeria, repeated states, bad kinds', async () => {
  for (const [body, field] of [
    [{ state: 'Atlantis' }, 'state'],
    [{ deliveryStates: ['Lagos', 'Lagos'] }, 'deliveryStates'],
    [{ deliveryStates: ['Gotham'] }, 'deliveryStates'],
    [{ latitude: 51.5 }, 'latitude'],
    [{ longitude: -0.12 }, 'longitude'],
    [{ kind: 'depot' }, 'kind'],
    [{ deliveryLgas: ['  '] }, 'deliveryLgas'],
    [{ openingHours: 'x'.repeat(201) }, 'openingHours'],
    [{ isPickupPoint: 'yes' }, 'isPickupPoint'],
  ] as const) {
    const res = await edit(body);
    assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    assert.match(JSON.stringify(res.json()), new RegExp(field), JSON.stringify(body));
  }
});

test('the fields go together: both coordinates or neither; a pickup point needs an address and is not a warehouse', async () => {
  for (const [body, field] of [
    [{ latitude: null }, 'latitude'],
    [{ address: '' }, 'address'],
    [{ state: null }, 'state'],
    [{ kind: 'warehouse' }, 'isPickupPoint'],
  ] as const) {
    const res = await edit(body);
    assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    assert.equal(res.json().errors?.[0]?.field, field, JSON.stringify(body));
  }
  const neither = await edit({ latitude: null, longitude: null, isPickupPoint: false, address: '' });
  assert.equal(neither.statusCode, 200, neither.body);
  assert.deepEqual([neither.json().latitude, neither.json().longitude, neither.json().isPickupPoint], [null, null, false]);
});
