// Diagnosis for the catalogue's reads on a seeded database (e.g. the bench's, kept with
// BENCH_KEEP_DATABASE=1): for each search (or the plain list), the statements the repository runs,
// each with EXPLAIN (ANALYZE, BUFFERS) after one warm execution, and the mean time of the whole
// repository call over a few rounds.
//   DATABASE_URL=postgres://... tsx bench/explain-catalogue.ts [--plans] [--rounds N] [--terms] [--suggest] ['term' | @page=N] ...
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/platform/db/client';
import * as schema from '../src/platform/db/schema/index';
import { CatalogueRepository } from '../src/domains/catalogue/catalogue-repository';
import { SuggestRepository } from '../src/domains/catalogue/suggest-repository';
import { SearchVocabularyRepository } from '../src/domains/catalogue/search-vocabulary-repository';
import { planSearch } from '../src/domains/catalogue/search-vocabulary';
import { expandAbbreviations } from '../src/domains/catalogue/search-synonyms';
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
// Searches are read as the service reads them: abbreviations expanded, then the vocabulary's plan.
const vocabulary = (await new SearchVocabularyRepository(db).terms()).map(({ term, kind, target, language }) => ({
  term,
  kind,
  target,
  language,
}));
const listSearch = (search: string, slice: { limit: number; offset: number }) => {
  const text = expandAbbreviations(search.trim().replace(/\s+/g, ' '));
  return repository.listMedicines({ search: text, plan: planSearch(text, vocabulary), slice });
};

const call = (target: string) => {
  const pageAt = /^@page=(\d+)$/.exec(target);
  const [search, page] = pageAt ? [undefined, Number(pageAt[1])] : target.split('@p');
  const n = pageAt ? Number(page) : Number(page ?? 1);
  const slice = { limit: 20, offset: (n - 1) * 20 };
  return search === undefined ? repository.listMedicines({ slice }) : listSearch(search, slice);
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
      await listSearch(term, { limit, offset: 0 });
      const started = performance.now();
      for (let i = 0; i < 3; i++) await listSearch(term, { limit, offset: 0 });
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
if (args.includes('--suggest')) {
  // The suggestions' medicine query for what a shopper has typed of every bench term (its first 2
  // to 6 letters), 3 times each: mean and percentiles, and the slowest prefixes.
  const suggest = new SuggestRepository(db);
  const typed = [...new Set(searchTerms(GENERATED_WORDS).flatMap((t) => [2, 3, 4, 6].map((n) => t.slice(0, n).trim())))].filter(
    (t) => t.length >= 2,
  );
  const times: { text: string; ms: number }[] = [];
  for (const text of typed) {
    await suggest.medicines(text, 8);
    const started = performance.now();
    for (let i = 0; i < 3; i++) await suggest.medicines(text, 8);
    times.push({ text, ms: (performance.now() - started) / 3 });
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(2);
  console.log(
    `\nsuggest, ${typed.length} prefixes: mean ${(sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(2)} ms, p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}; slowest:`,
  );
  for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`  ${t.ms.toFixed(2).padStart(7)} ms  ${t.text}`);
}
await pool.end();
