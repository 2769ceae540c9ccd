// Diagnosis for the catalogue's reads on a seeded database (e.g. the bench's, kept with
// BENCH_KEEP_DATABASE=1): for each search (or the plain list), the statements the repository runs,
// each with EXPLAIN (ANALYZE, BUFFERS) after one warm execution, and the mean time of the whole
// repository call over a few rounds.
//   DATABASE_URL=postgres://... tsx bench/explain-catalogue.ts [--plans] [--rounds N] ['term' | @page=N] ...
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/platform/db/client';
import * as schema from '../src/platform/db/schema/index';
import { CatalogueRepository } from '../src/domains/catalogue/catalogue-repository';
import { GENERATED_WORDS } from './generated-catalogue';
import { searchTerms } from './search-terms';

const args = process.argv.slice(2);
const plans = args.includes('--plans');
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 50;
const targets = args.filter((a, i) => !a.startsWith('--') && (roundsAt < 0 || i !== roundsAt + 1));

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const logged: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql: string, params: unknown[]) => logged.push({ sql, params }) },
}) as unknown as Database;
const repository = new CatalogueRepository(db);

const call = (target: string) => {
  const pageAt = /^@page=(\d+)$/.exec(target);
  const [search, page] = pageAt ? [undefined, Number(pageAt[1])] : target.split('@p');
  const n = pageAt ? Number(page) : Number(page ?? 1);
  return repository.listMedicines({ search, slice: { limit: 20, offset: (n - 1) * 20 } });
};

for (const target of targets) {
  logged.length = 0;
  const result = await call(target);
  const statements = [...logged];
  console.log(`\n### ${target}: ${result.total} found, ${result.rows.length} on the page, ${statements.length} statements`);
  if (plans) {
    for (const { sql, params } of statements) {
      await pool.query(sql, params);
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log('--', sql.replace(/\s+/g, ' ').slice(0, 400));
      console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await call(target);
  console.log(`mean of ${rounds} calls: ${((performance.now() - started) / rounds).toFixed(2)} ms`);
}
if (args.includes('--terms')) {
  // Every bench search term, page 1 and then the read cache's head (the first 100 results): the
  // slowest, and the mean weighted as the bench draws them (Zipf-like).
  const terms = searchTerms(GENERATED_WORDS);
  const weights = terms.map((_, k) => 1 / (k + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  for (const limit of [20, 100]) {
    const times: { term: string; ms: number; weight: number }[] = [];
    for (const [k, term] of terms.entries()) {
      await repository.listMedicines({ search: term, slice: { limit, offset: 0 } });
      const started = performance.now();
      for (let i = 0; i < 3; i++) await repository.listMedicines({ search: term, slice: { limit, offset: 0 } });
      times.push({ term, ms: (performance.now() - started) / 3, weight: weights[k] / sum });
    }
    times.sort((a, b) => b.ms - a.ms);
    const weighted = times.reduce((a, t) => a + t.ms * t.weight, 0);
    const plain = times.reduce((a, t) => a + t.ms, 0) / times.length;
    console.log(
      `\n${terms.length} terms, ${limit} rows: mean ${plain.toFixed(2)} ms, Zipf-weighted mean ${weighted.toFixed(2)} ms; slowest:`,
    );
    for (const t of times.slice(0, 15)) console.log(`  ${t.ms.toFixed(2).padStart(7)} ms  ${t.term}`);
  }
}
await pool.end();
