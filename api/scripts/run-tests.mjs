// npm test -w api: every API test file, on PGlite and, with DATABASE_URL set (as in CI), on
// PostgreSQL, the two passes side by side (one core each on a 2-core machine).
//
//   node scripts/run-tests.mjs [--dist] [--only=pglite|postgres] [path filters...]
//
// Which API the tests exercise: the TypeScript source (through tsx) or the compiled production
// build (dist/, rebuilt first; test/helpers/compiled-api.mjs points every import of src/ at it).
// API_UNDER_TEST=src or dist chooses for every run; by default PGlite runs the source and
// PostgreSQL the compiled build, the production pairing. `--dist` is API_UNDER_TEST=dist.
//
// Files run in groups: one process imports a group's files in turn (test/helpers/test-group.ts), so
// Node's start-up and the API's import are paid once a group, not once a file; every file still
// builds its own app on a fresh database of its own. `*.postgres.test.ts` files (replicas, locks,
// a database going away) run in the PostgreSQL pass only. docs/testing.md has the budgets.
//
// API_TEST_PROCESSES: group processes at once in each pass (default 1 with both passes, 2 with one).
// API_TEST_GROUP_SIZE: files per group (default 10). API_TEST_ISOLATED=1: one file per process.
// API_TESTS_ONE_AT_A_TIME=1: the passes one after the other instead of side by side.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? null;
const filters = args.filter((a) => !a.startsWith('--'));
const underTest = args.includes('--dist') ? 'dist' : process.env.API_UNDER_TEST || null;
if (underTest && !['src', 'dist'].includes(underTest)) fail(`API_UNDER_TEST must be src or dist (got "${underTest}")`);
if (only && !['pglite', 'postgres'].includes(only)) fail(`--only must be pglite or postgres (got "${only}")`);
if (only === 'postgres' && !process.env.DATABASE_URL) fail('--only=postgres needs DATABASE_URL');

const POSTGRES_ONLY = /\.postgres\.test\.ts$/;
const GROUP_TIMEOUT_MS = Number(process.env.API_TEST_GROUP_TIMEOUT_MS) || 15 * 60_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function findTests(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = findTests(path.join(apiDir, 'test'))
  .map((f) => path.relative(apiDir, f))
  .filter((f) => filters.length === 0 || filters.some((needle) => f.includes(needle)))
  .sort();
if (files.length === 0) fail('No test files matched.');
// A group's files share one run, where a file that declares no test would pass unseen: refuse it.
const declareNone = files.filter((f) => !/\b(test|it|describe)(\.\w+)?\s*\(/.test(fs.readFileSync(path.join(apiDir, f), 'utf8')));
if (declareNone.length) fail(`Test files that declare no test: ${declareNone.join(', ')}`);

const runs = [];
if (only !== 'postgres') {
  runs.push({
    name: 'PGlite',
    env: { ...process.env, DATABASE_URL: '' },
    api: underTest ?? 'src',
    files: files.filter((f) => !POSTGRES_ONLY.test(f)),
  });
}
if (process.env.DATABASE_URL && only !== 'pglite') {
  runs.push({ name: 'PostgreSQL', env: process.env, api: underTest ?? 'dist', files });
}
const skippedPostgresOnly = process.env.DATABASE_URL ? [] : files.filter((f) => POSTGRES_ONLY.test(f));
if (skippedPostgresOnly.length) {
  console.log(`\nNot run without DATABASE_URL (PostgreSQL only): ${skippedPostgresOnly.join(', ')}`);
}
const runnable = runs.filter((run) => run.files.length > 0);
if (runnable.length === 0) fail('No test file of these runs in this configuration (PostgreSQL-only files need DATABASE_URL).');

if (runnable.some((run) => run.api === 'dist')) {
  const build = spawnSync(process.execPath, [path.join(apiDir, 'scripts', 'build.mjs')], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sideBySide = runnable.length > 1 && process.env.API_TESTS_ONE_AT_A_TIME !== '1';
const processes = Number(process.env.API_TEST_PROCESSES) || (sideBySide ? 1 : Math.max(1, Math.min(2, os.cpus().length)));
const results = sideBySide ? await Promise.all(runnable.map(runPass)) : await runInTurn(runnable);
for (const result of results) console.log(summaryLine(result));
const failed = results.some((r) => r.failedGroups > 0 || r.counts.fail + r.counts.cancelled > 0 || r.counts.tests === 0);
// The plain closing line: every test of every pass.
const total = results.reduce(
  (sum, r) => ({ pass: sum.pass + r.counts.pass, fail: sum.fail + r.counts.fail + r.counts.cancelled + r.failedGroups }),
  { pass: 0, fail: 0 },
);
console.log(`\n${total.pass} passed, ${total.fail} failed`);
process.exit(failed ? 1 : 0);

async function runInTurn(list) {
  const out = [];
  for (const run of list) out.push(await runPass(run));
  return out;
}

function groupsOf(list) {
  if (process.env.API_TEST_ISOLATED === '1') return list.map((f) => [f]);
  const size = Math.max(1, Number(process.env.API_TEST_GROUP_SIZE) || 10);
  const count = Math.ceil(list.length / size);
  // Dealt round-robin, so the slow folders (seeded catalogues, journeys of money) spread over groups.
  const groups = Array.from({ length: count }, () => []);
  list.forEach((file, i) => groups[i % count].push(file));
  return groups;
}

/** One pass (one database) of its files, `processes` groups at a time; resolves to its counts. */
async function runPass(run) {
  const compiled = run.api === 'dist';
  const groups = groupsOf(run.files);
  const started = Date.now();
  console.log(
    `\n# API tests on ${run.name}, ${compiled ? 'the compiled build (dist/)' : 'the TypeScript source'}: ` +
      `${run.files.length} files in ${groups.length} processes, ${processes} at a time`,
  );
  const counts = { tests: 0, pass: 0, fail: 0, skipped: 0, todo: 0, cancelled: 0 };
  let failedGroups = 0;
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const index = next++;
      const result = await runGroup(run, groups[index], compiled);
      const label = `[${run.name}] group ${index + 1}/${groups.length} (${groups[index].length} files, ${Math.round(result.ms / 1000)} s)`;
      // A group's output is printed whole when it ends, so the two passes' lines never interleave.
      process.stdout.write(`\n## ${label}: ${groups[index].join(' ')}\n${result.output}`);
      const found = countsIn(result.output);
      // A group that stopped without its counts, or failed with no failing test, failed all the same.
      if (result.timedOut || !found || (result.code !== 0 && found.fail + found.cancelled === 0)) {
        failedGroups += 1;
        console.log(`## ${label} exited with ${result.timedOut ? 'a time-out' : `code ${result.code}`}`);
      }
      if (found) for (const key of Object.keys(counts)) counts[key] += found[key];
    }
  };
  await Promise.all(Array.from({ length: Math.min(processes, groups.length) }, worker));
  return { name: run.name, files: run.files.length, counts, failedGroups, ms: Date.now() - started };
}

function runGroup(run, group, compiled) {
  const loader = compiled ? ['--import', './test/helpers/compiled-api.mjs'] : [];
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...loader, '--test', '--test-force-exit', '--test-reporter=spec', 'test/helpers/test-group.ts'],
    {
      cwd: apiDir,
      env: { ...run.env, API_UNDER_TEST: run.api, API_TEST_GROUP: JSON.stringify(group), FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    output += `\nThis group ran past ${GROUP_TIMEOUT_MS / 60_000} minutes and was stopped.\n`;
    child.kill('SIGKILL');
  }, GROUP_TIMEOUT_MS);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output, timedOut, ms: Date.now() - started });
    }),
  );
}

/** The runner's closing counts (spec: "ℹ pass 9", TAP: "# pass 9"), or null when it printed none. */
function countsIn(output) {
  const counts = {};
  for (const match of output.matchAll(/^(?:ℹ|#) (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)) counts[match[1]] = Number(match[2]);
  if (counts.tests === undefined) return null;
  return { tests: 0, pass: 0, fail: 0, skipped: 0, todo: 0, cancelled: 0, ...counts };
}

function summaryLine(r) {
  const c = r.counts;
  const broken = r.failedGroups ? `, ${r.failedGroups} group(s) that did not finish` : '';
  return (
    `API on ${r.name}: ${c.tests} tests in ${r.files} files, ${c.pass} passed, ${c.fail} failed, ` +
    `${c.skipped} skipped, ${c.cancelled} cancelled${broken} (${Math.round(r.ms / 1000)} s)`
  );
}
