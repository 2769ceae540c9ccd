// npm run bench -w api
// Seeds a fresh PostgreSQL database (on DATABASE_URL's server, default the local one) with the
// catalogue plus 10,000 generated medicines, starts the real server in its own process on a free
// port, and measures catalogue calls with autocannon beside a trivial route in the same run.
// Two passes on the same database: first with the catalogue read cache as configured
// (CATALOGUE_CACHE_SECONDS, default 10 s), then with it off (the queries' own cost; skip with
// BENCH_UNCACHED=0). Searches draw from a few hundred terms with a Zipf-like skew (see
// bench/search-terms.ts); list pages are random. BENCH_KEEP_DATABASE=1 keeps the seeded database
// (its URL is printed) for EXPLAIN.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, postgresCpuMs, processCpuMs, startServer, stopServer } from './bench-support';
import { BRANDS, CATEGORIES, DRUGS, FORMS, STRENGTHS } from './generated-catalogue';
import { searchTerms, zipfPicker } from './search-terms';

const GENERATED = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PAGE_SIZE = 20;

/** The catalogue (categories and a few named medicines, unless the server seeded its own) plus 10,000 generated medicines. */
async function seed(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: existing } = await client.query('SELECT id FROM medicine_categories');
    if (existing.length === 0) {
      for (const name of CATEGORIES) await client.query('INSERT INTO medicine_categories (name) VALUES ($1)', [name]);
    }
    const { rows: categories } = await client.query<{ id: string }>('SELECT id FROM medicine_categories ORDER BY name');
    const names: string[] = [];
    const prices: number[] = [];
    const categoryIds: string[] = [];
    const featured: boolean[] = [];
    for (let i = 0; i < GENERATED; i++) {
      const drug = DRUGS[i % DRUGS.length];
      names.push(
        `${drug} ${STRENGTHS[(i * 7) % STRENGTHS.length]} ${FORMS[(i * 3) % FORMS.length]} (${BRANDS[(i * 11) % BRANDS.length]} ${Math.floor(i / DRUGS.length) + 1})`,
      );
      prices.push(20_000 + ((i * 7919) % 2_000_000));
      categoryIds.push(categories[i % categories.length].id);
      featured.push(i % 97 === 0);
    }
    await client.query(
      `INSERT INTO medicines (name, price_kobo, description, dosage, side_effects, category_id, is_featured, image_url, medicine_class)
       SELECT n, p, 'Generated for the benchmark: ' || n, 'As directed by your pharmacist', 'See the leaflet', c, f,
              '/api/images/generated-0123456789abcdef-400.webp', 'otc'
       FROM unnest($1::text[], $2::int[], $3::uuid[], $4::bool[]) AS t(n, p, c, f)`,
      [names, prices, categoryIds, featured],
    );
    // A catalogue that has been up a while has been vacuumed (autovacuum): visibility map set,
    // so pages can be found with index-only scans. Done here so every run starts the same.
    await client.query('VACUUM ANALYZE medicines, medicine_name_words');
    const { rows } = await client.query<{ id: string }>('SELECT id FROM medicines ORDER BY random() LIMIT 1000');
    const { rows: count } = await client.query<{ n: string }>('SELECT count(*) AS n FROM medicines');
    console.log(`seeded: ${categories.length} categories, ${count[0].n} medicines`);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** autocannon's percentiles stop at p90 and p97.5: p97.5 bounds p95 from above. */
type Row = {
  name: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU per request, ms: the API's process and the database's PostgreSQL backends. */
  apiCpu: number;
  pgCpu: number;
};

/** Whose CPU a measurement counts: the server's process and its database's name. */
type Counted = { pid: number; database: string };

async function measure(
  name: string,
  port: number,
  counted: Counted,
  paths: () => string,
  duration = DURATION_S,
  headers: Record<string, string> = {},
): Promise<Row> {
  const [api0, pg0] = [processCpuMs(counted.pid), postgresCpuMs(counted.database)];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', headers, setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths() }) }],
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    apiCpu: (processCpuMs(counted.pid) - api0) / Math.max(1, result.requests.total),
    pgCpu: (postgresCpuMs(counted.database) - pg0) / Math.max(1, result.requests.total),
  };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

/** What a shopper has typed of a term when a suggestion request goes: its first 2 to 6 characters. */
function typedSoFar(term: string): string {
  const typed = term.slice(0, 2 + Math.floor(Math.random() * 5)).trim();
  return typed.length >= 2 ? typed : term.slice(0, 3);
}

/** A route to measure; `signedIn` ones carry the seeded admin's access token (the session check runs). */
type Target = [string, (session: Session) => string, { signedIn?: boolean }?];
type Session = { userId: string; headers: Record<string, string> };

/** Logs in as the seeded development admin, as the shop's client does. */
async function signIn(port: number): Promise<Session> {
  const res = await fetch(`http://127.0.0.1:${port}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin#Pharmacy2026' }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const { UserId } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { UserId: string };
  return { userId: UserId, headers: { authorization: `Bearer ${accessToken}` } };
}

/** One pass: the server started with the given cache setting, warmed up, each route measured, one table printed. */
async function pass(databaseUrl: string, dataDir: string, cacheSeconds: string, targets: Target[]): Promise<Row[]> {
  const { child, port } = await startServer(databaseUrl, dataDir, cacheSeconds);
  try {
    console.log('');
    console.log(
      `== catalogue read cache ${cacheSeconds === '0' ? 'OFF (CATALOGUE_CACHE_SECONDS=0): the queries themselves' : `ON (CATALOGUE_CACHE_SECONDS=${cacheSeconds})`}`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route, server on PostgreSQL (${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    const session = await signIn(port);
    const run = (target: Target, duration?: number) => {
      const [name, paths, options] = target;
      return measure(
        duration ? `warm-up ${name}` : name,
        port,
        { pid: child.pid!, database: new URL(databaseUrl).pathname.slice(1) },
        () => paths(session),
        duration,
        options?.signedIn ? session.headers : {},
      );
    };
    for (const target of targets) await run(target, 2);
    const rows: Row[] = [];
    for (const target of targets) rows.push(await run(target));
    const base = rows[0];
    console.log(
      [
        'route'.padEnd(58),
        'req/s'.padStart(9),
        'p50 ms'.padStart(8),
        'p97.5 ms'.padStart(9),
        'p99 ms'.padStart(8),
        'req/s vs trivial'.padStart(17),
        'p99 vs trivial'.padStart(15),
        'non-2xx'.padStart(8),
        'api cpu ms/req'.padStart(15),
        'pg cpu ms/req'.padStart(14),
      ].join(' '),
    );
    for (const row of rows) {
      console.log(
        [
          row.name.padEnd(58),
          row.rps.toFixed(0).padStart(9),
          String(row.p50).padStart(8),
          String(row.p97_5).padStart(9),
          String(row.p99).padStart(8),
          `${(row.rps / base.rps).toFixed(2)}x`.padStart(17),
          `${(row.p99 / Math.max(1, base.p99)).toFixed(2)}x`.padStart(15),
          String(row.non2xx + row.errors).padStart(8),
          row.apiCpu.toFixed(2).padStart(15),
          row.pgCpu.toFixed(2).padStart(14),
        ].join(' '),
      );
    }
    const list = rows[1];
    const search = rows[2];
    // The aims: with the read cache, list and search p99 within 20 ms; without it (the queries'
    // own cost), list p99 within 50 ms and search p99 within 100 ms.
    const [listAim, searchAim] = cacheSeconds === '0' ? [50, 100] : [20, 20];
    const verdict = (p99: number, aim: number) => `${p99 <= aim ? 'met' : 'NOT met'} (${p99} ms)`;
    console.log(
      `aim (cache ${cacheSeconds === '0' ? 'off' : `${cacheSeconds} s`}): list p99 <= ${listAim} ms: ${verdict(list.p99, listAim)}; ` +
        `search p99 <= ${searchAim} ms: ${verdict(search.p99, searchAim)}; load average after ${os.loadavg()[0].toFixed(1)}`,
    );
    // Suggestions as a shopper types (issue 54): p95 within 50 ms server-side (p97.5 bounds it).
    const suggest = rows.find((row) => row.name.startsWith('suggest'));
    if (suggest)
      console.log(
        `aim: suggest p95 <= 50 ms: ${suggest.p97_5 <= 50 ? 'met' : 'NOT met'} (p97.5 ${suggest.p97_5} ms, p99 ${suggest.p99} ms)`,
      );
    return rows;
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const database = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-bench-'));
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  try {
    // The first start migrates and seeds the catalogue; then the generated medicines are added.
    const first = await startServer(database.url, dataDir, '0');
    await stopServer(first.child);
    const ids = await seed(database.url);
    const pages = Math.ceil(GENERATED / PAGE_SIZE);
    const terms = searchTerms({ drugs: DRUGS, brands: BRANDS, strengths: STRENGTHS, forms: FORMS });
    const pickTerm = zipfPicker(terms);
    console.log(
      `search terms: ${terms.length} (Zipf-like: the 10 hottest draw ${(pickTerm.share(10) * 100).toFixed(0)}% of searches), e.g. ${terms
        .slice(0, 8)
        .map((t) => `'${t}'`)
        .join(', ')}`,
    );
    const searchPage = () => (Math.random() < 0.8 ? 1 : 2 + Math.floor(Math.random() * 3));
    const targets: Target[] = [
      ['trivial GET /healthz', () => '/healthz'],
      [
        `GetAllMedicines paged (pageSize ${PAGE_SIZE}, random page)`,
        () => `/api/medicine/GetAllMedicines?page=${1 + Math.floor(Math.random() * pages)}&pageSize=${PAGE_SIZE}`,
      ],
      [
        `GetAllMedicines search (${terms.length} terms, Zipf, pages 1-4)`,
        () => `/api/medicine/GetAllMedicines?search=${encodeURIComponent(pickTerm())}&page=${searchPage()}&pageSize=${PAGE_SIZE}`,
      ],
      [
        `suggest as typed (prefixes of 2-6 letters of ${terms.length} terms, Zipf)`,
        () => `/api/medicine/suggest?q=${encodeURIComponent(typedSoFar(pickTerm()))}`,
      ],
      ['medicine by id (random of 1,000)', () => `/api/medicine/${pick(ids)}`],
      ['signed in: own profile (token + session check)', (session) => `/api/user/user-profile/${session.userId}`, { signedIn: true }],
    ];
    const cacheSeconds = process.env.CATALOGUE_CACHE_SECONDS?.trim() || '10';
    const results = [await pass(database.url, dataDir, cacheSeconds, targets)];
    if (cacheSeconds !== '0' && process.env.BENCH_UNCACHED !== '0') results.push(await pass(database.url, dataDir, '0', targets));
    if (results.flat().some((r) => r.non2xx + r.errors > 0)) process.exitCode = 1;
  } finally {
    if (keep) console.log(`\nkept the database: ${database.url}`);
    else await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
