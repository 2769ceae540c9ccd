// npm run bench:admin-home -w api
// Seeds a fresh PostgreSQL database (on DATABASE_URL's server, default the local one) with the
// shop's seed plus BENCH_ORDERS (default 100,000) orders spread over the last year, starts the real
// server in its own process, and prints:
// - the admin home's latency (GET /api/admin/home, BENCH_REQUESTS requests, 4 at a time): p50, p95, max;
// - the orders CSV export of a month and of the whole year: rows, bytes, and the server's resident
//   memory (RSS) at its highest during the export against its level before: a streamed export
//   holds about the same for a year as for a month.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, startServer, stopServer } from './bench-support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 4;

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The server's resident memory (KB), read from /proc. */
function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function homeLatency(base: string, headers: Record<string, string>) {
  // Warm up (connections, plans), then measure.
  for (let i = 0; i < 10; i++) await fetch(`${base}/api/admin/home`, { headers }).then((r) => r.arrayBuffer());
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/admin/home`, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (!res.ok) failures++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `admin home (GET /api/admin/home, ${times.length} requests, ${CONCURRENCY} at a time): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms${failures ? `, ${failures} failed` : ''}`,
  );
  return failures;
}

async function exportMemory(base: string, headers: Record<string, string>, pid: number, label: string, query: string) {
  const before = rssKb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/reports/orders.csv${query}`, { headers });
  let bytes = 0;
  let lines = 0;
  // Read as a slow client would not: as fast as it comes, counting, never keeping it.
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(timer);
  peak = Math.max(peak, rssKb(pid));
  console.log(
    `orders CSV, ${label}: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s; server RSS ${(before / 1024).toFixed(0)} MB before, peak ${(peak / 1024).toFixed(0)} MB (+${((peak - before) / 1024).toFixed(1)} MB)`,
  );
  return res.ok ? 0 : 1;
}

async function main() {
  const database = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-bench-'));
  try {
    // The first start migrates and seeds the shop; then the orders are added.
    const first = await startServer(database.url, dataDir, '0');
    await stopServer(first.child);
    await seedOrders(database.url);
    const { child, port } = await startServer(database.url, dataDir, '10');
    try {
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/user/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin#Pharmacy2026' }),
      });
      if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
      const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
      let failures = await homeLatency(base, headers);
      const day = (d: Date) => new Date(d.getTime() + 3_600_000).toISOString().slice(0, 10);
      const now = new Date();
      failures += await exportMemory(
        base,
        headers,
        child.pid!,
        'last 30 days',
        `?from=${day(new Date(now.getTime() - 29 * 86_400_000))}&to=${day(now)}`,
      );
      failures += await exportMemory(
        base,
        headers,
        child.pid!,
        'last 366 days',
        `?from=${day(new Date(now.getTime() - 365 * 86_400_000))}&to=${day(now)}`,
      );
      if (failures) process.exitCode = 1;
    } finally {
      await stopServer(child);
    }
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
