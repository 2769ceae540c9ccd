import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { retainedDispensingRecords } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { ALL_TABLES, seedShopperRows } from '../helpers/shopper-rows';
import { TEST_PASSWORD, createUser, login as signIn } from '../helpers/users';

const app = await buildTestApp();
const NAME = { firstName: 'Zebulon', lastName: 'Quillfeather' };
const PHONE = '+2348039876543';

/** The tables in which a text appears anywhere in a row (every column, as text). */
async function tablesHolding(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of ALL_TABLES) {
    const name = getTableConfig(table).name;
    const query = sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${needle}%`}`;
    const { rows } = (await app.db.execute(query)) as unknown as { rows: { n: number }[] };
    if (Number(rows[0].n) > 0) found.push(name);
  }
  return found;
}

describe('erasing an account', () => {
  it('leaves the name, e-mail and phone only in the retained dispensing record, and signing in fails', async () => {
    const shopper = await createUser(app, NAME);
    const { email } = shopper.user;
    const fullName = `${NAME.firstName} ${NAME.lastName}`;
    // The shopper's row in every table that holds their data, their name where a row names them.
    await seedShopperRows(
      app,
      { id: shopper.user.id, email, phone: PHONE, name: fullName },
      {
        'orders.deliveryAddress': { recipient: fullName, phone: PHONE, street: '3 Awolowo Road', city: 'Ikoyi' },
        'orders.shippingAddress': `${fullName}, 3 Awolowo Road, Ikoyi`,
        'saved_addresses.recipient': fullName,
        'contact_messages.name': fullName,
        'conversation_messages.body': `Hello, this is ${fullName}`,
        'audit_entries.actorName': fullName,
        'prescription_access_log.actorName': fullName,
        'conversation_access_log.actorName': fullName,
        'lab_result_access_log.actorName': fullName,
        'notification_outbox.recipient': PHONE,
      },
    );
    // The phone on the account itself, given in the profile.
    const phoneSet = await app.inject({
      method: 'PUT',
      url: `/api/user/edit-profile?userId=${shopper.user.id}`,
      headers: shopper.headers,
      payload: { phone: `0${PHONE.slice(4)}` },
    });
    assert.equal(phoneSet.json().phone, PHONE);
    const login = () =>
      app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username: shopper.user.userName, password: TEST_PASSWORD } });
    // A session signed in through the real endpoint, on another device.
    const session = await signIn(app, shopper.user.userName, TEST_PASSWORD);
    assert.ok((await tablesHolding(NAME.lastName)).length > 3, 'the seeded rows name the shopper');

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/erase',
      headers: shopper.headers,
      payload: { password: 'not-my-password', confirm: 'erase' },
    });
    assert.equal(wrong.statusCode, 401, wrong.body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/erase',
      headers: shopper.headers,
      payload: { password: TEST_PASSWORD, confirm: 'erase' },
    });
    assert.equal(res.statusCode, 204);

    // The retained dispensing record names the patient (minimised: no e-mail, phone or address); nothing else does.
    for (const needle of [NAME.firstName, NAME.lastName]) {
      assert.deepEqual(await tablesHolding(needle), ['retained_dispensing_records'], `only the retained record holds ${needle}`);
    }
    for (const needle of [email, PHONE.slice(4)]) assert.deepEqual(await tablesHolding(needle), [], `no table holds ${needle}`);
    const [kept] = await app.db.select().from(retainedDispensingRecords).where(eq(retainedDispensingRecords.patientName, fullName));
    assert.ok(kept.retainUntil > kept.dispensedAt, 'kept for the configured period');
    assert.match(kept.retainedBecause, /erased/);
    const after = await login();
    assert.equal(after.statusCode, 400, 'the login answers as for a wrong password');
    assert.equal(after.json().message, 'Invalid username or password.');
    const again = await app.inject({
      method: 'GET',
      url: '/api/account/consents',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    assert.equal(again.statusCode, 401, 'the session of the erased account has ended');
    const renew = await app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken: session.refreshToken } });
    assert.notEqual(renew.statusCode, 200, 'its refresh token renews nothing');
  });

  it('is one transaction: when one domain fails to erase, nothing is erased and nothing retained', async () => {
    const name = { firstName: 'Ottoline', lastName: 'Brackenbury' };
    const shopper = await createUser(app, name);
    const fullName = `${name.firstName} ${name.lastName}`;
    const phone = '+2348031112222';
    await seedShopperRows(
      app,
      { id: shopper.user.id, email: shopper.user.email, phone, name: fullName },
      { 'saved_addresses.recipient': fullName, 'contact_messages.name': fullName, 'audit_entries.actorName': fullName },
    );
    const erase = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/erase',
        headers: shopper.headers,
        payload: { password: TEST_PASSWORD, confirm: 'erase' },
      });
    const holding = async () => ({ name: await tablesHolding(name.lastName), phone: await tablesHolding(phone.slice(4)) });
    const before = await holding();
    assert.ok(before.name.includes('saved_addresses') && !before.name.includes('retained_dispensing_records'));
    // The safety reports refuse the erasure's update: a domain late in the sequence fails after the
    // dispensing record was copied and the cart, addresses and contact messages were erased.
    await app.db.execute(
      sql.raw(`create function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await app.db.execute(
      sql.raw('create trigger refuse_for_test before update on safety_reports for each row execute function refuse_for_test()'),
    );
    try {
      assert.equal((await erase()).statusCode, 500);
    } finally {
      await app.db.execute(sql.raw('drop trigger refuse_for_test on safety_reports'));
      await app.db.execute(sql.raw('drop function refuse_for_test()'));
    }
    assert.deepEqual(await holding(), before, 'every row as it was, and no retained record');

    assert.equal((await erase()).statusCode, 204, 'erased once the domain works again');
    assert.deepEqual(await holding(), { name: ['retained_dispensing_records'], phone: [] });
  });

  it('needs the confirmation word', async () => {
    const shopper = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/erase',
      headers: shopper.headers,
      payload: { password: TEST_PASSWORD },
    });
    assert.equal(res.statusCode, 400);
  });
});
