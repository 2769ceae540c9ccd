// npm test's step runner (scripts/lib/test-run) on small real steps: a test step that runs no test
// fails, one whose runner prints no counts fails, in CI a skipped test fails its step, a failing step
// stops the steps that need it, and the timing table names each step's result.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { runSteps } = await tsImport(path.join(root, 'scripts/lib/test-run/run-steps.ts'), import.meta.url);
const { timingTable } = await tsImport(path.join(root, 'scripts/lib/test-run/timing-table.ts'), import.meta.url);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-test-run-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));
const file = (name, text) => {
  fs.writeFileSync(path.join(work, name), text);
  return name;
};
const nodeTest = (name, text) => ({
  name,
  command: [process.execPath, '--test', '--test-reporter=spec', file(`${name}.test.mjs`, text)],
  cwd: work,
  counts: 'node',
  budgetSeconds: 60,
});

const steps = [
  nodeTest('passes', "import { test } from 'node:test';\ntest('one', () => {});\n"),
  nodeTest('empty', '// a suite whose tests were all deleted or never registered\n'),
  nodeTest('skips', "import { test } from 'node:test';\ntest('one', () => {});\ntest('two', { skip: 'not here' }, () => {});\n"),
  nodeTest('fails', "import { test } from 'node:test';\ntest('one', () => { throw new Error('no'); });\n"),
  { name: 'silent', command: [process.execPath, '-e', ''], cwd: work, counts: 'node', budgetSeconds: 60 },
  { name: 'after-failure', command: [process.execPath, '-e', ''], cwd: work, after: ['fails'], budgetSeconds: 60 },
  { name: 'check', command: [process.execPath, '-e', 'process.exit(3)'], cwd: work, budgetSeconds: 60 },
];

const run = (ci) => runSteps(steps, { capacity: 2, logDir: path.join(work, `logs-${ci}`), ci, print: () => undefined });

test('each step is judged by what it ran, not only by its exit code', async () => {
  const results = Object.fromEntries((await run(true)).map((r) => [r.step.name, r]));
  assert.equal(results.passes.problem, null);
  assert.deepEqual(results.passes.counts, { tests: 1, passed: 1, failed: 0, skipped: 0 });
  assert.equal(results.empty.problem, 'ran no test in empty.test.mjs');
  assert.match(results.skips.problem, /^skipped 1 /);
  assert.equal(results.fails.problem, '1 failed');
  assert.equal(results.silent.problem, 'printed no test counts');
  assert.equal(results['after-failure'].problem, 'not run: fails failed');
  assert.equal(results.check.problem, 'exited with code 3');
  assert.ok(results.passes.cpuSeconds >= 0, 'CPU time is measured');
});

test('outside CI a skipped test is reported, not failed', async () => {
  const skips = (await run(false)).find((r) => r.step.name === 'skips');
  assert.equal(skips.problem, null);
  assert.equal(skips.counts.skipped, 1);
});

test('the timing table lists every step with its result and the total', async () => {
  const results = await run(true);
  const table = timingTable(results, 12, 1200);
  for (const name of ['passes', 'empty', 'skips', 'fails', 'silent', 'after-failure', 'check', 'total (wall)']) {
    assert.match(table, new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s`, 'm'));
  }
  assert.match(table, /^empty .*FAILED: ran no test in empty\.test\.mjs$/m);
  assert.match(table, /^total \(wall\) .*3\/5 passed \(1 failed, 1 skipped\)\s+FAILED$/m);
});

test("the run's last lines say what failed: the node runner's failing tests with their errors, else the log's end", async () => {
  const { failureDigest } = await tsImport(path.join(root, 'scripts/lib/test-run/failure-digest.ts'), import.meta.url);
  const [failed] = await runSteps([steps.find((s) => s.name === 'fails')], {
    capacity: 1,
    logDir: path.join(work, 'logs-digest'),
    ci: false,
    print: () => undefined,
  });
  const digest = failureDigest('fails', fs.readFileSync(failed.logFile, 'utf8'));
  assert.match(digest, /^\n── fails: what failed\n/);
  assert.match(digest, /✖ one/);
  assert.match(digest, /Error: no/);
  assert.doesNotMatch(digest, /ℹ tests/, 'the counts are not part of it');
  const check = failureDigest('check', 'built 3 files\nerror TS2322: Type "a" is not assignable\n');
  assert.match(check, /error TS2322/);
  const lint = failureDigest(
    'lint',
    [
      '/repo/a.tsx',
      '  10:1  error  Function too long  max-lines-per-function',
      '/repo/b.ts',
      '  4:2  warning  any',
      '✖ 2 problems (1 error, 1 warning)',
    ]
      .concat(Array.from({ length: 40 }, (_, i) => `/repo/c${i}.ts\n  1:1  warning  any`))
      .join('\n'),
  );
  assert.match(lint, /\/repo\/a\.tsx\n {2}10:1 {2}error {2}Function too long/, 'the error and its file, however many warnings follow');
  assert.doesNotMatch(lint, /c39\.ts/);
});
