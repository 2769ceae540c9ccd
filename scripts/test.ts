// npm test: every check of every workspace, side by side on this machine's cores, then the timing
// table (docs/testing.md has the budgets).
//
//   npm test                            everything (the API on PostgreSQL too when DATABASE_URL is set)
//   npm test -- --only=lint,journeys    some steps, by name (with the builds they need)
//   npm test -w catalog-mfe             a remote's own loop (also: npm run test:remote -- catalog-mfe)
//   TEST_CORES=3 npm test               more steps at once; TEST_JOURNEYS_AT_ONCE=1 one journey at a time
//
// The output of each step is kept in .test-logs/<step>.log; the run's log shows a failed step's
// output whole and a passed step's closing lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flags } from './lib/args';
import { REPO_ROOT } from './lib/stack';
import { sumCounts } from './lib/test-run/counts';
import { failureDigest } from './lib/test-run/failure-digest';
import { fullPlan, type PlanOptions, type Remote, REMOTES, remotePlan } from './lib/test-run/plan';
import { runSteps, type Step, stopAll } from './lib/test-run/run-steps';
import { timingTable } from './lib/test-run/timing-table';

const args = flags();
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// --remote=catalog-mfe, or --remote catalog-mfe (npm run test:remote -- catalog-mfe).
const remote = (args.has('remote') ? (args.get('remote') === 'true' ? positional[0] : args.get('remote')) : undefined) as
  | Remote
  | undefined;
if (args.has('remote') && !remote) {
  console.error(`Name the remote: npm run test:remote -- <${REMOTES.join('|')}>`);
  process.exit(2);
}
if (remote && !REMOTES.includes(remote)) {
  console.error(`Unknown remote "${remote}": one of ${REMOTES.join(', ')}`);
  process.exit(2);
}
const ci = process.env.CI === 'true' || process.env.CI === '1';
if (ci && !process.env.DATABASE_URL) {
  console.error('CI runs the API and the journeys on PostgreSQL too: set DATABASE_URL (.ci/run does).');
  process.exit(2);
}

// Lanes: one more than the cores. The journeys' lane keeps its core only about three quarters busy
// (much of a journey waits on its browser and its servers), so two other steps run beside it; on
// 2 cores the whole run took 17:12 with three lanes against 19:14 with two.
const cores = Number(process.env.TEST_CORES) || os.cpus().length + 1;
const options: PlanOptions = {
  root: REPO_ROOT,
  journeyConcurrency: Number(process.env.TEST_JOURNEYS_AT_ONCE) || 2,
  postgres: Boolean(process.env.DATABASE_URL),
};

/** The steps named by --only, and the steps they need. */
function withNeeds(all: Step[], names: string[]): Step[] {
  const wanted = new Set<string>();
  const add = (name: string) => {
    const step = all.find((s) => s.name === name);
    if (!step) throw new Error(`No step "${name}": ${all.map((s) => s.name).join(', ')}`);
    if (wanted.has(name)) return;
    wanted.add(name);
    (step.after ?? []).forEach(add);
  };
  names.forEach(add);
  return all.filter((s) => wanted.has(s.name));
}

let steps = remote ? remotePlan(options, remote) : fullPlan(options);
if (args.has('only')) steps = withNeeds(steps, args.get('only')!.split(','));
const budget = remote ? 180 : 1200;

process.on('SIGINT', () => {
  stopAll();
  setTimeout(() => process.exit(130), 6_000);
});

const began = Date.now();
console.log(
  `${remote ? `${remote}'s own loop` : 'Every test'}: ${steps.length} steps, up to ${cores} at once` +
    `${options.postgres ? '' : ' (no DATABASE_URL: the API on PGlite only, the journeys on PGlite)'}`,
);
const results = await runSteps(steps, { capacity: cores, logDir: path.join(REPO_ROOT, '.test-logs'), ci, print: (t) => console.log(t) });
const seconds = (Date.now() - began) / 1000;
console.log(timingTable(results, seconds, budget));
const failed = results.filter((r) => r.problem);
const all = sumCounts(results.flatMap((r) => (r.counts ? [r.counts] : [])));
if (failed.length) console.log(`\nFailed: ${failed.map((r) => `${r.step.name} (${r.problem})`).join('; ')}`);
for (const result of failed)
  if (result.logFile && fs.existsSync(result.logFile))
    console.log(failureDigest(result.step.name, fs.readFileSync(result.logFile, 'utf8')));
// The plain closing line: every test the run counted (a failed check without tests counts as one).
const failedChecks = failed.filter((r) => !r.counts || r.counts.failed === 0).length;
console.log(`\n${all.passed} passed, ${all.failed + failedChecks} failed`);
process.exit(failed.length ? 1 : 0);
