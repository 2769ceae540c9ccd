import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withClock } from '../../src/domains/privacy/incidents';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const HOUR = 3_600_000;

describe('data incidents', () => {
  it('are recorded by an admin with a 72-hour clock and the shopper notice template, and marked when the regulator is told', async () => {
    const admin = await createAdmin(app);
    const discoveredAt = new Date(Date.now() - 10 * HOUR);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/incidents',
      headers: admin.headers,
      payload: {
        title: 'Lost courier tablet',
        description: 'A rider’s tablet with delivery addresses was stolen.',
        discoveredAt: discoveredAt.toISOString(),
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const incident = created.json();
    assert.equal(incident.regulatorDeadline, new Date(discoveredAt.getTime() + 72 * HOUR).toISOString());
    assert.ok(incident.hoursLeft === 61 || incident.hoursLeft === 62);
    assert.equal(incident.overdue, false);
    assert.match(incident.shopperNotice, /Nigeria Data Protection Commission/);

    const told = await app.inject({
      method: 'POST',
      url: `/api/admin/privacy/incidents/${incident.id}`,
      headers: admin.headers,
      payload: { regulatorNotifiedAt: new Date().toISOString() },
    });
    assert.equal(told.statusCode, 200, told.body);
    assert.equal(told.json().status, 'regulator-notified');
    const list = await app.inject({ method: 'GET', url: '/api/admin/privacy/incidents', headers: admin.headers });
    assert.ok(list.json().items.some((i: { id: string }) => i.id === incident.id));
  });

  it('shows a clock run out as overdue', () => {
    const base = {
      id: 'x',
      title: 't',
      description: 'd',
      dataAffected: '',
      shoppersAffected: 0,
      shopperNotice: 'n',
      status: 'open' as const,
      recordedBy: null,
    };
    const discoveredAt = new Date('2026-01-01T00:00:00Z');
    const row = { ...base, discoveredAt, regulatorNotifiedAt: null, createdAt: discoveredAt };
    assert.equal(withClock(row, new Date('2026-01-03T23:00:00Z')).overdue, false);
    assert.equal(withClock(row, new Date('2026-01-04T00:00:01Z')).overdue, true);
    assert.equal(
      withClock({ ...row, regulatorNotifiedAt: new Date('2026-01-03T00:00:00Z') }, new Date('2026-02-01T00:00:00Z')).overdue,
      false,
    );
  });

  it('are for admins only, and refuse bad ids and future times', async () => {
    const shopper = await createUser(app);
    const admin = await createAdmin(app);
    assert.equal((await app.inject({ method: 'GET', url: '/api/admin/privacy/incidents', headers: shopper.headers })).statusCode, 403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/incidents/nope',
      headers: admin.headers,
      payload: { status: 'closed' },
    });
    assert.equal(bad.statusCode, 400);
    const future = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/incidents',
      headers: admin.headers,
      payload: { title: 'Later', description: 'Not yet', discoveredAt: new Date(Date.now() + 48 * HOUR).toISOString() },
    });
    assert.equal(future.statusCode, 400);
  });
});
