// `npm run release -- <remote> [flags]`: publishes a remote's build as a new immutable version and
// points the runtime configuration at it, or moves the pointer (canary, promote, abort, rollback).
// docs/releases.md is the guide for a team that owns one remote.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { flags } from './lib/args';
import { REPO_ROOT } from './lib/stack';
import { canaryTelemetry, judgeCanary } from './lib/releases/canary-check';
import { RELEASED_REMOTES, writeRuntimeConfig } from './lib/releases/runtime-config';
import { abort, DEFAULT_KEEP, goLive, promote, prune, publish, readState, rollback, startCanary, writeState } from './lib/releases/store';

const [remote, ...rest] = process.argv.slice(2);
const options = flags(rest);
const remotes = Object.values(RELEASED_REMOTES) as string[];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!remote || !remotes.includes(remote))
  fail(
    `usage: npm run release -- <${remotes.join('|')}> [--canary=PERCENT] [--promote] [--abort] [--rollback] [--status] [--from=DIR] [--keep=N]`,
  );

const store = path.resolve(options.get('store') ?? process.env.RELEASES_DIR ?? path.join(REPO_ROOT, '.releases'));
const baseConfig = path.resolve(options.get('base-config') ?? path.join(REPO_ROOT, 'deploy', 'runtime-config.json'));
const keep = Number(options.get('keep') ?? DEFAULT_KEEP);
const state = readState(store);

function buildAndPublish(): string {
  let buildDir = options.get('from');
  if (!buildDir) {
    console.log(`Building ${remote} for production...`);
    execFileSync('npm', ['run', 'build', '-w', remote], { cwd: REPO_ROOT, stdio: 'inherit' });
    buildDir = path.join(REPO_ROOT, remote, 'dist');
  }
  const packageVersion = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;
  const { version, existed } = publish(store, remote, path.resolve(buildDir), packageVersion);
  console.log(existed ? `${remote} ${version} was already published (same files): not written again` : `Published ${remote} ${version}`);
  return version;
}

/**
 * Says whether the canary's error rate in the telemetry (per visitor) is over the remote's budget.
 * Anonymous telemetry alone never aborts a canary: an over-budget canary is reported (and the
 * command exits 3 for the scheduler's alert) for a person to confirm with --abort.
 */
async function checkCanary(): Promise<boolean> {
  const canary = state.remotes[remote]?.canary;
  if (!canary) fail(`${remote} has no canary to check`);
  const budget = (
    JSON.parse(fs.readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { release?: { maxErrorRate: number } }
  ).release;
  const maxErrorRate = budget?.maxErrorRate ?? 0.05;
  const key = Object.entries(RELEASED_REMOTES).find(([, folder]) => folder === remote)![0];
  const apiUrl = options.get('api') ?? process.env.RELEASE_API_URL ?? 'http://localhost:8080';
  const row = await canaryTelemetry(apiUrl, key, canary, Number(options.get('hours') ?? 1));
  const { verdict, reports, errorRate } = judgeCanary(row, maxErrorRate, Number(options.get('min-reports') ?? 20));
  const summary = `${remote} canary ${canary}: ${reports} visitors, error rate ${(errorRate * 100).toFixed(1)} % (budget ${(maxErrorRate * 100).toFixed(1)} %)`;
  if (verdict !== 'failing') {
    console.log(`${summary}: ${verdict === 'healthy' ? 'within budget, left running' : 'too few reports to judge yet, left running'}`);
    return false;
  }
  console.log(
    `${summary}: over budget, left running: the telemetry alone never aborts a canary; check the site, then run --abort to send every shopper to ${state.remotes[remote].stable}`,
  );
  process.exit(3);
}

try {
  if (options.has('check-canary')) {
    if (!(await checkCanary())) process.exit(0);
  } else if (options.has('status')) {
    console.log(JSON.stringify(state.remotes[remote] ?? null, null, 2));
    process.exit(0);
  } else if (options.has('rollback')) {
    const { from, to } = rollback(store, state, remote);
    console.log(`${remote}: back from ${from} to ${to} (nothing rebuilt)`);
  } else if (options.has('promote')) {
    console.log(`${remote}: canary ${promote(state, remote)} is now stable`);
  } else if (options.has('abort')) {
    console.log(`${remote}: canary ${abort(state, remote)} stopped; every shopper runs ${state.remotes[remote].stable}`);
  } else {
    const version = buildAndPublish();
    if (options.has('canary')) {
      startCanary(state, remote, version, Number(options.get('canary')));
      console.log(`${remote}: ${version} is the canary for ${options.get('canary')} % of shoppers`);
    } else {
      goLive(state, remote, version);
      console.log(`${remote}: ${version} is live`);
    }
    const removed = prune(store, remote, state, keep);
    if (removed.length) console.log(`Removed old releases: ${removed.join(', ')}`);
  }
  writeState(store, state);
  console.log(`Runtime configuration: ${writeRuntimeConfig(store, baseConfig)}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
