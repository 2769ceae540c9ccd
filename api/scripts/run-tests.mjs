// Node 20's test runner does not expand globs: find test/**/*.test.ts here and run them,
// one file at a time (each file builds its own app and database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);

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
const runs = [{ name: 'PGlite', env: { ...process.env, DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: process.env });
let status = 0;
for (const run of runs) {
  console.log(`\n# API tests on ${run.name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: apiDir,
    env: run.env,
    stdio: 'inherit',
  });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
