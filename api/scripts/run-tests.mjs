// Node 20's test runner does not expand globs: find test/**/*.test.ts here and run them,
// one file at a time (each file builds its own app and database).
//
// Which API the tests exercise: the TypeScript source (through tsx) or the compiled production
// build (dist/, rebuilt first; test/helpers/compiled-api.mjs points every import of src/ at it).
// API_UNDER_TEST=src or dist chooses for every run; by default PGlite runs the source and, with
// DATABASE_URL set (as in CI), PostgreSQL runs the compiled build, the production pairing.
// `--dist` is API_UNDER_TEST=dist.
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const filters = args.filter((a) => a !== '--dist');
const underTest = args.includes('--dist') ? 'dist' : process.env.API_UNDER_TEST || null;
if (underTest && !['src', 'dist'].includes(underTest)) {
  console.error(`API_UNDER_TEST must be src or dist (got "${underTest}")`);
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
if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}
// PGlite always; with DATABASE_URL set, PostgreSQL as well (each test file makes a fresh database there).
const runs = [{ name: 'PGlite', env: { ...process.env, DATABASE_URL: '' }, api: underTest ?? 'src' }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: process.env, api: underTest ?? 'dist' });
if (runs.some((run) => run.api === 'dist')) {
  const build = spawnSync(process.execPath, [path.join(apiDir, 'scripts', 'build.mjs')], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The two runs go side by side (one core each on a 2-core machine), each line marked with its
// database; API_TESTS_ONE_AT_A_TIME=1 runs them one after the other, unmarked.
const sideBySide = runs.length > 1 && process.env.API_TESTS_ONE_AT_A_TIME !== '1';
const statuses = [];
if (sideBySide) statuses.push(...(await Promise.all(runs.map((run) => runTests(run, `[${run.name}] `)))));
else for (const run of runs) statuses.push(await runTests(run, ''));
process.exit(statuses.some((s) => s !== 0) ? 1 : 0);

/** One run of every test file, one file at a time; resolves to its exit status. */
function runTests(run, mark) {
  const compiled = run.api === 'dist';
  console.log(`\n${mark}# API tests on ${run.name}, ${compiled ? 'the compiled build (dist/)' : 'the TypeScript source'}`);
  const loader = compiled ? ['--import', './test/helpers/compiled-api.mjs'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...loader, '--test', '--test-concurrency=1', ...files], {
    cwd: apiDir,
    env: { ...run.env, API_UNDER_TEST: run.api },
    stdio: mark ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (mark) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      readline.createInterface({ input: from }).on('line', (line) => to.write(`${mark}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
