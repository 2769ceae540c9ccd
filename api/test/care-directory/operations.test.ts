import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { NEW_ID } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

let admin: TestUser;
let shopper: TestUser;

before(async () => {
  admin = await createAdmin(app);
  shopper = await createUser(app);
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('pharmacies', () => {
  const valid = {
    pharmacyId: NEW_ID,
    name: 'HealthPlus Ikeja',
    location: '12 Allen Avenue, Ikeja, Lagos',
    contact: '+234 803 123 4567',
    deliveryRange: '15 km',
  };

  test('adding is admin only: anonymous 401, plain user 403', async () => {
    assert.equal((await app.inject({ method: 'POST', url: '/api/pharmacies/addPharmacy', payload: valid })).statusCode, 401);
    assert.equal((await post('/api/pharmacies/addPharmacy', valid, shopper.headers)).statusCode, 403);
    assert.deepEqual((await app.inject({ url: '/api/pharmacies' })).json(), []);
  });

  test('an admin adds a pharmacy and everyone sees it, with the spec field names', async () => {
    const res = await post('/api/pharmacies/addPharmacy', valid);
    assert.equal(res.statusCode, 201);
    const pharmacy = res.json();
    assert.notEqual(pharmacy.pharmacyId, NEW_ID);
    // A new pharmacy is a location that delivers nowhere until an admin says (pharmacy-locations.test.ts).
    const location = { kind: 'pharmacy', address: '', state: null, latitude: null, longitude: null, openingHours: '' };
    const unrouted = { ...location, deliveryStates: [], deliveryLgas: [], isPickupPoint: false };
    assert.deepEqual({ ...pharmacy, pharmacyId: undefined }, { ...valid, ...unrouted, pharmacyId: undefined });
    const list = await app.inject({ url: '/api/pharmacies' });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json(), [pharmacy]);
  });

  test('every pharmacy field is required', async () => {
    for (const field of ['name', 'location', 'contact', 'deliveryRange']) {
      for (const value of [undefined, '', '  ']) {
        const res = await post('/api/pharmacies/addPharmacy', { ...valid, [field]: value });
        assert.equal(res.statusCode, 400, `${field}=${JSON.stringify(value)}`);
        assert.equal(res.json().errors[0].field, field);
      }
    }
    const long = await post('/api/pharmacies/addPharmacy', { ...valid, location: 'x'.repeat(201) });
    assert.equal(long.statusCode, 400);
    assert.equal((await app.inject({ url: '/api/pharmacies' })).json().length, 1);
  });

  test('a delivery range sent as a number is kept as text', async () => {
    const res = await post('/api/pharmacies/addPharmacy', { ...valid, name: 'MedPlus Wuse', deliveryRange: 10 });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().deliveryRange, '10');
  });

  test('an id other than the all-zero one is refused', async () => {
    const res = await post('/api/pharmacies/addPharmacy', { ...valid, pharmacyId: '7d0c2b1e-4a8f-4c55-9e1a-0b9d7f3c2a11' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'pharmacyId');
  });
});

describe('ambulances', () => {
  test('adding is admin only: anonymous 401, plain user 403', async () => {
    const body = { id: NEW_ID, name: 'Lagos Rapid Response 1', location: 'Yaba, Lagos', availability: true };
    assert.equal((await app.inject({ method: 'POST', url: '/api/ambulance/addAmbulance', payload: body })).statusCode, 401);
    assert.equal((await post('/api/ambulance/addAmbulance', body, shopper.headers)).statusCode, 403);
  });

  test('an admin adds ambulances; the list answers them by name with availability', async () => {
    const a = await post('/api/ambulance/addAmbulance', {
      id: NEW_ID,
      name: 'Lagos Rapid Response 1',
      location: 'Yaba, Lagos',
      availability: false,
    });
    assert.equal(a.statusCode, 201);
    assert.deepEqual(
      { ...(a.json() as object), id: undefined },
      { id: undefined, name: 'Lagos Rapid Response 1', location: 'Yaba, Lagos', availability: false },
    );
    const b = await post('/api/ambulance/addAmbulance', { name: 'Abuja Care Ambulance', location: 'Garki, Abuja' });
    assert.equal(b.statusCode, 201);
    assert.equal(b.json().availability, true);
    const list = await app.inject({ url: '/api/ambulance/ambulances' });
    assert.deepEqual(
      list.json().map((x: { name: string }) => x.name),
      ['Abuja Care Ambulance', 'Lagos Rapid Response 1'],
    );
  });

  test('name and location are required', async () => {
    for (const payload of [{ location: 'Yaba' }, { name: 'X' }, { name: ' ', location: 'Yaba' }, { name: 'X', location: '' }]) {
      const res = await post('/api/ambulance/addAmbulance', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    const notBoolean = await post('/api/ambulance/addAmbulance', { name: 'X', location: 'Y', availability: 'sometimes' });
    assert.equal(notBoolean.statusCode, 400);
    assert.equal(notBoolean.json().errors[0].field, 'availability');
  });
});

describe('laboratories', () => {
  test('adding is admin only: anonymous 401, plain user 403', async () => {
    const body = { id: NEW_ID, name: 'Synlab Victoria Island', location: 'Victoria Island, Lagos', description: 'Blood tests' };
    assert.equal((await app.inject({ method: 'POST', url: '/api/laboratory/addLaboratory', payload: body })).statusCode, 401);
    assert.equal((await post('/api/laboratory/addLaboratory', body, shopper.headers)).statusCode, 403);
  });

  test('an admin adds a laboratory; both list paths answer it, the description as inert text', async () => {
    const description = 'Full blood count, malaria parasite tests <script>alert(1)</script>';
    const res = await post('/api/laboratory/addLaboratory', {
      id: NEW_ID,
      name: 'Synlab Victoria Island',
      location: 'Victoria Island, Lagos',
      description,
    });
    assert.equal(res.statusCode, 201);
    for (const url of ['/api/laboratories/laboratories', '/api/laboratory/getAllAmbulances']) {
      const list = await app.inject({ url });
      assert.equal(list.statusCode, 200);
      assert.deepEqual(list.json(), [res.json()]);
      assert.equal(list.json()[0].description, description);
    }
  });

  test('name and location are required; the description is bounded', async () => {
    assert.equal((await post('/api/laboratory/addLaboratory', { name: 'Lab' })).statusCode, 400);
    assert.equal((await post('/api/laboratory/addLaboratory', { location: 'Ibadan' })).statusCode, 400);
    const long = await post('/api/laboratory/addLaboratory', { name: 'Lab', location: 'Ibadan', description: 'x'.repeat(4001) });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().errors[0].field, 'description');
  });
});

describe('operations lists', () => {
  test('carry ETag and Cache-Control, answer 304 on a match, and page on request', async () => {
    for (const url of [
      '/api/pharmacies',
      '/api/ambulance/ambulances',
      '/api/laboratories/laboratories',
      '/api/Pharmacies',
      '/api/AMBULANCE/Ambulances',
    ]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'public, no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
      assert.equal(again.statusCode, 304);
    }
    const page = await app.inject({ url: '/api/ambulance/ambulances?page=2&pageSize=1' });
    assert.deepEqual(
      page.json().map((x: { name: string }) => x.name),
      ['Lagos Rapid Response 1'],
    );
    assert.equal(page.headers['x-total-count'], '2');
    assert.equal((await app.inject({ url: '/api/pharmacies?pageSize=1000' })).statusCode, 400);
  });
});
