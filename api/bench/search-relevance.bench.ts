// npm run bench:search
// Relevance of medicine search on the seeded catalogue: every labelled query of
// search-relevance-queries.json goes through the real API (the app as the API tests build it, on
// an in-memory PGlite database with the first-start seed) and counts as a hit when one of its
// medicines is among the first three results. Prints hit@3 and the share of empty answers over the
// queries the catalogue can serve, the p95 of the answers' server time, and the failing queries.
// It then runs search-relevance-held-out.json the same way: queries written after the vocabulary and
// never used to tune it, printed on their own, so a set search was fitted to is not the only figure.
// SEARCH_BENCH_PATH chooses the route (default the search answer, `/api/medicine/search?q=`; `/api/medicine?search=` is the shop's list, ranked the same).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { testConfig } from '../test/helpers/build-test-app';

type LabelledQuery = { query: string; group: string; hits: string[]; servable?: boolean };
type Found = { name: string };

const readSet = (name: string) =>
  (JSON.parse(fs.readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as { queries: LabelledQuery[] }).queries;
const SETS = [
  { label: 'labelled set', queries: readSet('search-relevance-queries.json') },
  { label: 'held-out set', queries: readSet('search-relevance-held-out.json') },
];
const route = process.env.SEARCH_BENCH_PATH ?? '/api/medicine/search?q=';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The names a route answered, whether it is the plain list (an array) or the search answer ({ results }). */
function names(body: unknown): string[] {
  const list = Array.isArray(body) ? body : ((body as { results?: Found[] }).results ?? []);
  return (list as Found[]).map((m) => m.name);
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Runs one set of labelled queries and prints its figures. */
async function runSet(app: App, label: string, queries: LabelledQuery[]) {
  const times: number[] = [];
  const failures: string[] = [];
  const byGroup = new Map<string, { hits: number; total: number }>();
  let servable = 0;
  let hits = 0;
  let empty = 0;
  let unservedEmpty = 0;
  for (const q of queries) {
    const started = performance.now();
    const res = await app.inject({ url: `${route}${encodeURIComponent(q.query)}` });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${q.query}: ${res.statusCode} ${res.body}`);
    const found = names(res.json());
    if (q.servable === false) {
      if (found.length === 0) unservedEmpty += 1;
      continue;
    }
    servable += 1;
    const group = byGroup.get(q.group) ?? { hits: 0, total: 0 };
    byGroup.set(q.group, group);
    group.total += 1;
    if (found.length === 0) empty += 1;
    if (found.slice(0, 3).some((name) => q.hits.includes(name))) {
      hits += 1;
      group.hits += 1;
    } else {
      failures.push(`  [${q.group}] "${q.query}" → ${found.length ? found.slice(0, 3).join(' | ') : '(nothing)'}`);
    }
  }
  times.sort((a, b) => a - b);
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  console.log(`${label}, search relevance (${route}…): ${queries.length} queries, ${servable} the catalogue can serve`);
  for (const [group, g] of byGroup) console.log(`  ${group.padEnd(16)} hit@3 ${pct(g.hits, g.total)} (${g.hits}/${g.total})`);
  if (failures.length) console.log(`misses (${failures.length}):\n${failures.join('\n')}`);
  if (queries.length > servable)
    console.log(`not sold here: ${queries.length - servable} queries, ${unservedEmpty} answered with no medicine`);
  console.log(`${label} hit@3: ${pct(hits, servable)} (${hits}/${servable})`);
  console.log(`${label} empty answers (servable queries): ${pct(empty, servable)} (${empty}/${servable})`);
  console.log(
    `${label} p95: ${percentile(times, 95).toFixed(1)} ms (p50 ${percentile(times, 50).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms)\n`,
  );
}

async function main() {
  const config = testConfig({ seed: true });
  const app = await buildApp(config);
  try {
    // One warm-up: the first request pays for compiling the route.
    await app.inject({ url: `${route}${encodeURIComponent('paracetamol')}` });
    for (const set of SETS) await runSet(app, set.label, set.queries);
  } finally {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

await main();
