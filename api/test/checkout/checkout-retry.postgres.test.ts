// A checkout's transaction chosen as a deadlock's victim on PostgreSQL (here against another
// session that holds the payments table, as a migration's ALTER TABLE does, and then wants the same
// shopper's checkout lock) is run again instead of answering the shopper with an error.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, test } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/client';
import { migrateDatabase } from '../../src/platform/db/migrate';
import { pgErrorCode } from '../../src/platform/lib/pg-errors';
import { PaymentsRepository } from '../../src/domains/payments/payments-repository';
import { postgresUrl } from '../helpers/postgres-only';

const serverUrl = postgresUrl();
const CHECKOUT_LOCK_SPACE = 50802028;

async function freshDatabase(): Promise<string> {
  const name = `epharmacy_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  after(async () => {
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => drop.end());
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

test('a checkout transaction aborted as a deadlock victim is run again and stores one payment', async () => {
  const url = await freshDatabase();
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: null, pgliteTemplate: null });
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  try {
    await migrateDatabase(handle);
    const {
      rows: [{ id: userId }],
    } = await other.query(
      "insert into users (first_name, last_name, email, user_name, password_hash) values ('Ada', 'Obi', 'ada@example.ng', 'ada', 'x') returning id",
    );
    const repository = new PaymentsRepository(handle.db);

    // The other session holds the payments table against inserts, and waits long before looking for
    // deadlocks, so the checkout's session (1 s, the default) is the one that finds it and is aborted.
    await other.query("set deadlock_timeout = '30s'");
    await other.query('begin');
    await other.query('lock table payments in share mode');

    const retries: string[] = [];
    let attempts = 0;
    const checkout = repository.underCheckoutLock(
      userId,
      async (locked) => {
        attempts += 1;
        return locked.insert({
          userId,
          email: 'ada@example.ng',
          amountKobo: 152_500,
          currency: 'NGN',
          reference: `retry-${crypto.randomUUID()}`,
          status: 'pending',
          paymentType: 'paystack',
          shippingAddress: 'Lagos',
          billingAddress: 'Lagos',
        });
      },
      (err) => retries.push(pgErrorCode(err) ?? 'unknown'),
    );

    // Once the checkout holds the shopper's lock and waits for the table, the other session asks for that lock: a cycle.
    for (;;) {
      const { rows } = await other.query(
        "select count(*)::int n from pg_locks where not granted and locktype = 'relation' and relation = 'payments'::regclass",
      );
      if (rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await other.query('select pg_advisory_xact_lock($1, hashtext($2))', [CHECKOUT_LOCK_SPACE, userId]);
    await other.query('commit');

    const payment = await checkout;
    assert.deepEqual(retries, ['40P01'], 'the first try was the deadlock victim');
    assert.equal(attempts, 2);
    const { rows } = await other.query('select reference, amount_kobo from payments where user_id = $1', [userId]);
    assert.deepEqual(rows, [{ reference: payment.reference, amount_kobo: 152_500 }], 'one payment: the aborted try left nothing');
  } finally {
    await other.end();
    await handle.close();
  }
});
