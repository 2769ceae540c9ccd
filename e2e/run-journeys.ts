// The journeys, a few at a time (each boots its own stack and browser), longest first by
// journey-weights.json, so a short one never waits for a long one at the end of the run. Each
// file's output is printed whole when it ends; the last lines give the counts of every file and
// each file's time, to keep journey-weights.json true.
//
//   tsx run-journeys.ts [file names...]     (default: every journeys/*.test.ts)
//   JOURNEYS_AT_ONCE=N                      (default 2)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
// A file is stopped as hung at four times its usual time (journey-weights.json), at least ten minutes:
// a busy machine slows every journey, and a slow one is not a hung one.
const fileTimeoutMs = (file: string) => Number(process.env.JOURNEY_TIMEOUT_MS) || Math.max(10 * 60_000, 4 * (weights[file] ?? 60) * 1000);
const atOnce = Math.max(1, Number(process.env.JOURNEYS_AT_ONCE) || 2);

const weights = JSON.parse(fs.readFileSync(path.join(e2eDir, 'journey-weights.json'), 'utf8')) as Record<string, number>;
const named = process.argv.slice(2).map((f) => path.basename(f));
const files = fs
  .readdirSync(path.join(e2eDir, 'journeys'))
  .filter((f) => f.endsWith('.test.ts') && (named.length === 0 || named.includes(f)))
  .sort((a, b) => (weights[b] ?? 30) - (weights[a] ?? 30) || a.localeCompare(b));
const unknown = named.filter((f) => !files.includes(f));
if (unknown.length || files.length === 0) {
  console.error(`No journey ${unknown.join(', ') || 'at all'} in e2e/journeys`);
  process.exit(1);
}

interface Counts {
  tests: number;
  pass: number;
  fail: number;
  skipped: number;
  cancelled: number;
}

function countsIn(output: string): Counts | null {
  const found: Record<string, number> = {};
  for (const m of output.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)) found[m[1]] = Number(m[2]);
  if (found.tests === undefined) return null;
  return {
    tests: found.tests,
    pass: found.pass ?? 0,
    fail: found.fail ?? 0,
    skipped: (found.skipped ?? 0) + (found.todo ?? 0),
    cancelled: found.cancelled ?? 0,
  };
}

/** Each running journey's process group: stopped with this runner (SIGTERM from npm test, Ctrl-C). */
const groups = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

function runFile(file: string): Promise<{ output: string; code: number; seconds: number; timedOut: boolean }> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-force-exit', '--test-reporter=spec', path.join('journeys', file)],
    {
      cwd: e2eDir,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  groups.add(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    output += `\n${file} ran past ${Math.round(fileTimeoutMs(file) / 60_000)} minutes and was stopped.\n`;
    process.kill(-child.pid!, 'SIGKILL');
  }, fileTimeoutMs(file));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      groups.delete(child.pid!);
      resolve({ output, code: code ?? 1, seconds: (Date.now() - started) / 1000, timedOut });
    }),
  );
}

// The stacks run the API's compiled build: brought up to date once here (a no-op when it is).
const apiBuild = spawnSync(process.execPath, [path.join(e2eDir, '..', 'api', 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (apiBuild.status !== 0) process.exit(apiBuild.status ?? 1);

const total: Counts = { tests: 0, pass: 0, fail: 0, skipped: 0, cancelled: 0 };
const times: [string, number, string][] = [];
let broken = 0;
let next = 0;
const began = Date.now();
console.log(`Journeys: ${files.length} files, ${atOnce} at a time, longest first`);
async function worker() {
  while (next < files.length) {
    const file = files[next++];
    const result = await runFile(file);
    const counts = countsIn(result.output);
    const failed = result.timedOut || !counts || (result.code !== 0 && counts.fail + counts.cancelled === 0);
    if (failed) broken += 1;
    if (counts) for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
    const verdict = failed || (counts && counts.fail + counts.cancelled > 0) ? 'FAILED' : 'passed';
    times.push([file, result.seconds, verdict]);
    process.stdout.write(`\n## ${file}: ${verdict} in ${Math.round(result.seconds)} s\n${result.output}`);
  }
}
await Promise.all(Array.from({ length: Math.min(atOnce, files.length) }, worker));

console.log(`\nEach journey's time (seconds; journey-weights.json orders the next run by it):`);
for (const [file, seconds, verdict] of times.sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(Math.round(seconds)).padStart(4)}  ${file}  ${verdict}`);
const failures = total.fail + total.cancelled + broken;
console.log(
  `Journeys: ${total.tests} tests in ${files.length} files, ${total.pass} passed, ${total.fail} failed, ${total.skipped} skipped, ` +
    `${total.cancelled} cancelled${broken ? `, ${broken} file(s) that did not finish` : ''} (${Math.round((Date.now() - began) / 1000)} s)`,
);
console.log(`\n${total.pass} passed, ${failures} failed`);
process.exit(failures > 0 || total.tests === 0 ? 1 : 0);
