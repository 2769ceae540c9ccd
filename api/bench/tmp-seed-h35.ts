import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, stopServer } from './bench-support';
const ORDERS = 100_000;
async function seedOrders(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const { rows: users } = await client.query<{ id: string }>(`select id from users order by created_at limit 1`);
    await client.query(`create temp table bench_orders as
      select i, gen_random_uuid() as id, 'BENCH-' || i as reference,
             now() - ((i::bigint * 7919) % (365 * 86400)) * interval '1 second' as at,
             m.id as medicine_id, m.name, m.price_kobo, 1 + i % 3 as quantity,
             case when i % 20 = 0 then 'Canceled' when i % 20 = 1 then 'AwaitingReview' when i % 20 in (2, 3) then 'Pending'
                  when i % 20 = 4 then 'Processing' when i % 20 = 5 then 'Shipped' else 'Delivered' end as status
      from generate_series(1, ${ORDERS}) i
      join lateral (select id, name, price_kobo from medicines order by name offset (i % 60) limit 1) m on true`);
    await client.query(
      `insert into payments (user_id, email, amount_kobo, reference, status, payment_type, shipping_address, billing_address, paid_at, created_at)
       select $1, 'bench@example.ng', price_kobo * quantity, reference, 'success', 'medicine', '12 Allen Avenue, Ikeja', '12 Allen Avenue, Ikeja', at, at from bench_orders`,
      [users[0].id],
    );
    await client.query(
      `insert into orders (id, user_id, payment_reference, total_kobo, status, created_at, updated_at)
       select id, $1, reference, price_kobo * quantity, status, at, at from bench_orders`,
      [users[0].id],
    );
    await client.query(
      `insert into order_lines (order_id, medicine_id, medicine_name, unit_price_kobo, quantity)
       select id, medicine_id, name, price_kobo, quantity from bench_orders`,
    );
    await client.query(`insert into order_status_events (order_id, status, at) select id, status, at from bench_orders`);
    await client.query('VACUUM ANALYZE payments, orders, order_lines, order_status_events');
    const { rows } = await client.query<{ n: string }>('select count(*) as n from orders');
    console.log(`seeded: ${rows[0].n} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}


const url = 'postgres://postgres@127.0.0.1:5432/h35_bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h35-seed-'));
const first = await startServer(url, dataDir, '0');
await stopServer(first.child);
await seedOrders(url);
