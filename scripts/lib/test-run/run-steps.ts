// Runs the test steps side by side on this machine's cores: a step starts once the steps it needs
// have passed and its cores are free, its output goes to a log file of its own (printed when it ends,
// so two steps' lines never interleave), and what it ran is read from its runner's closing lines.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type CountFormat, filesWithoutTests, readCounts, type TestCounts } from './counts';

export interface Step {
  /** The step's row in the timing table. */
  name: string;
  /** The command, as argv. */
  command: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Steps that must pass before this one starts. */
  after?: string[];
  /** Cores it keeps busy (default 1). */
  cores?: number;
  /** A step that runs tests, and how its runner reports them; none for checks (lint, builds). */
  counts?: CountFormat;
  /** Its budget on a 2-core machine (docs/testing.md); a step over it is flagged in the table. */
  budgetSeconds: number;
}

export interface StepResult {
  step: Step;
  /** Seconds after the run began that it started (null: it never ran). */
  startedAt: number | null;
  seconds: number;
  /** CPU seconds (user + system) of everything it ran, when known. */
  cpuSeconds: number | null;
  counts: TestCounts | null;
  /** Why it failed, or null when it passed. */
  problem: string | null;
  logFile: string;
}

export interface RunOptions {
  capacity: number;
  logDir: string;
  /** CI: a skipped test fails its step (everything a test needs is installed there). */
  ci: boolean;
  print: (text: string) => void;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Why a finished step failed, or null. */
function problemOf(step: Step, code: number, output: string, ci: boolean, timedOut: boolean): string | null {
  const counts = step.counts ? readCounts(step.counts, output) : null;
  const empty = step.counts ? filesWithoutTests(output) : [];
  if (timedOut) return `ran past its time limit (${clock(limitSeconds(step))}) and was stopped`;
  if (step.counts && counts === null) return code === 0 ? 'printed no test counts' : `exited with code ${code}`;
  if (counts && counts.failed > 0) return `${counts.failed} failed`;
  if (code !== 0) return `exited with code ${code}`;
  if (counts && counts.tests === 0) return 'ran no test';
  if (empty.length) return `ran no test in ${empty.map((f) => path.basename(f)).join(', ')}`;
  if (counts && ci && counts.skipped > 0) return `skipped ${counts.skipped} (in CI every test runs)`;
  return null;
}

/**
 * A step is stopped at three times its budget (at least 15 minutes): a hang fails, it does not wait
 * for CI's limit, and a step that is only slow on a busy machine is not taken for a hung one.
 */
const limitSeconds = (step: Step) => Math.max(900, step.budgetSeconds * 3);

function runOne(step: Step, logFile: string): Promise<{ code: number; output: string; timedOut: boolean }> {
  const log = fs.openSync(logFile, 'w');
  fs.writeSync(log, `$ ${step.command.join(' ')}   (in ${step.cwd})\n`);
  // A process group of its own: stopping the step stops what it started (servers, browsers). Bash's
  // `time` adds the CPU seconds of everything the step ran as its log's last line .
  const timed = ['bash', '-c', 'TIMEFORMAT="cpu-seconds %U %S"; time "$@"', 'bash', ...step.command];
  // A step is a run of its own, even when npm test itself runs inside a test (its runner would
  // otherwise report to that test instead of printing its counts).
  const { NODE_TEST_CONTEXT: _inTest, ...env } = process.env;
  const child = spawn(timed[0], timed.slice(1), {
    cwd: step.cwd,
    env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1', ...step.env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      stopGroup(child.pid!);
    },
    limitSeconds(step) * 1000,
  );
  running.add(child.pid!);
  return new Promise((resolve) => {
    const finish = (code: number) => {
      clearTimeout(timer);
      running.delete(child.pid!);
      fs.closeSync(log);
      resolve({ code, output: fs.readFileSync(logFile, 'utf8'), timedOut });
    };
    child.on('error', (error) => {
      fs.writeSync(log, `\n${String(error)}\n`);
      finish(127);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** SIGTERM to a step's process group (a runner stops what it started), SIGKILL five seconds later. */
function stopGroup(pid: number): void {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 5_000).unref();
}

const running = new Set<number>();
/** Stops every step still running (Ctrl-C). */
export function stopAll(): void {
  for (const pid of running) stopGroup(pid);
}

/** What a step printed, as the run's log shows it: whole when it failed, its closing lines when it passed. */
function report(result: StepResult, output: string): string {
  const lines = output.trimEnd().split('\n');
  const shown = result.problem ? lines : lines.slice(-12);
  const head = `\n━━ ${result.step.name}: ${result.problem ? `FAILED (${result.problem})` : 'passed'} in ${clock(result.seconds)}`;
  const cut = shown.length < lines.length ? `   (last ${shown.length} lines; all of it in ${result.logFile})` : '';
  return `${head}${cut}\n${shown.join('\n')}\n`;
}

export async function runSteps(steps: Step[], options: RunOptions): Promise<StepResult[]> {
  fs.mkdirSync(options.logDir, { recursive: true });
  const began = Date.now();
  const results = new Map<string, StepResult>();
  const pending = [...steps];
  const active = new Map<string, Promise<void>>();
  let usedCores = 0;
  const heartbeat = setInterval(() => {
    const names = [...active.keys()].join(', ');
    options.print(`… ${clock((Date.now() - began) / 1000)} in: running ${names}; ${pending.length} waiting`);
  }, 60_000);

  const start = (step: Step) => {
    const cores = Math.min(step.cores ?? 1, options.capacity);
    usedCores += cores;
    const logFile = path.join(options.logDir, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
    const startedAt = (Date.now() - began) / 1000;
    options.print(`▶ ${clock(startedAt)} ${step.name}`);
    const done = runOne(step, logFile).then(({ code, output, timedOut }) => {
      usedCores -= cores;
      const counts = step.counts ? readCounts(step.counts, output) : null;
      const cpu = /^cpu-seconds ([\d.]+) ([\d.]+)$/m.exec(output);
      const result: StepResult = {
        step,
        startedAt,
        seconds: (Date.now() - began) / 1000 - startedAt,
        cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : null,
        counts,
        problem: problemOf(step, code, output, options.ci, timedOut),
        logFile,
      };
      results.set(step.name, result);
      options.print(report(result, output));
      active.delete(step.name);
    });
    active.set(step.name, done);
  };

  try {
    while (pending.length || active.size) {
      for (const step of [...pending]) {
        const needs = step.after ?? [];
        const failedNeed = needs.find((name) => results.has(name) && results.get(name)!.problem);
        if (failedNeed) {
          pending.splice(pending.indexOf(step), 1);
          const problem = `not run: ${failedNeed} failed`;
          results.set(step.name, { step, startedAt: null, seconds: 0, cpuSeconds: null, counts: null, problem, logFile: '' });
          continue;
        }
        if (!needs.every((name) => results.has(name))) continue;
        const fits = usedCores + Math.min(step.cores ?? 1, options.capacity) <= options.capacity;
        if (fits || active.size === 0) {
          pending.splice(pending.indexOf(step), 1);
          start(step);
        }
      }
      if (active.size) await Promise.race(active.values());
      else if (pending.length) {
        // Nothing runs and nothing can start: a step needs one that is not in this run.
        for (const step of pending.splice(0)) {
          const missing = (step.after ?? []).filter((name) => !results.has(name));
          results.set(step.name, {
            step,
            startedAt: null,
            seconds: 0,
            cpuSeconds: null,
            counts: null,
            problem: `not run: needs ${missing.join(', ')}`,
            logFile: '',
          });
        }
      }
    }
  } finally {
    clearInterval(heartbeat);
  }
  return steps.map((step) => results.get(step.name)!);
}
