// The release store: every build of a remote published once under its own version
// (<store>/remotes/<remote>/<version>/...), never overwritten, and releases.json naming, per remote,
// the stable version, an optional canary with its share of shoppers, and the stable versions in the
// order they went live (what --rollback walks back through). The site server (and nginx, pointed at
// the same folder) serves these files; the runtime configuration is written from releases.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface RemoteReleases {
  stable: string | null;
  canary: string | null;
  percent: number;
  /** Stable versions in the order they went live, the current one last. */
  history: string[];
  /** Every version published, oldest first (pruned to the newest `keep`). */
  published: string[];
}

export interface ReleaseState {
  remotes: Record<string, RemoteReleases>;
}

export const STATE_FILE = 'releases.json';
export const DEFAULT_KEEP = 5;
export const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+-[0-9a-f]{10}$/;

export function readState(store: string): ReleaseState {
  const file = path.join(store, STATE_FILE);
  if (!fs.existsSync(file)) return { remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseState;
}

/** Written to a temporary file and renamed, so a reader never sees half a file. */
export function writeState(store: string, state: ReleaseState): void {
  fs.mkdirSync(store, { recursive: true });
  const file = path.join(store, STATE_FILE);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

function remoteState(state: ReleaseState, remote: string): RemoteReleases {
  state.remotes[remote] ??= { stable: null, canary: null, percent: 0, history: [], published: [] };
  return state.remotes[remote];
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** `<package version>-<first 10 hex of the SHA-256 of every file's path and bytes>`: the same build, the same version. */
export function versionOf(buildDir: string, packageVersion: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(buildDir, file)));
    hash.update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

export function versionDir(store: string, remote: string, version: string): string {
  if (!VERSION.test(version)) throw new Error(`${version} is not a release version`);
  return path.join(store, 'remotes', remote, version);
}

/**
 * Copies a build into the store under its version. A version already there is the same bytes (the
 * version is their hash) and is left untouched: a published release is never written again.
 */
export function publish(store: string, remote: string, buildDir: string, packageVersion: string): { version: string; existed: boolean } {
  if (!fs.existsSync(path.join(buildDir, 'remoteEntry.js'))) throw new Error(`${buildDir} holds no remoteEntry.js: build ${remote} first`);
  const version = versionOf(buildDir, packageVersion);
  const target = versionDir(store, remote, version);
  if (fs.existsSync(target)) return { version, existed: true };
  const staging = `${target}.staging-${process.pid}`;
  fs.cpSync(buildDir, staging, { recursive: true });
  // Published files are read-only: nothing in the release process may change one in place.
  for (const file of listFiles(staging)) fs.chmodSync(path.join(staging, file), 0o444);
  fs.renameSync(staging, target);
  return { version, existed: false };
}

/** Keeps the newest `keep` published versions, and always the stable, the canary and the one before the stable. */
export function prune(store: string, remote: string, state: ReleaseState, keep: number): string[] {
  const releases = remoteState(state, remote);
  const wanted = new Set([...releases.published.slice(-keep), releases.stable, releases.canary, releases.history.at(-2)]);
  const removed = releases.published.filter((version) => !wanted.has(version));
  for (const version of removed) {
    const dir = versionDir(store, remote, version);
    if (fs.existsSync(dir)) {
      for (const file of listFiles(dir)) fs.chmodSync(path.join(dir, file), 0o644);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  releases.published = releases.published.filter((version) => wanted.has(version));
  releases.history = releases.history.filter((version) => releases.published.includes(version));
  return removed;
}

function recordPublished(releases: RemoteReleases, version: string): void {
  releases.published = [...releases.published.filter((v) => v !== version), version];
}

/** Makes `version` the stable release of `remote` (ending any canary). */
export function goLive(state: ReleaseState, remote: string, version: string): void {
  const releases = remoteState(state, remote);
  recordPublished(releases, version);
  if (releases.stable !== version) releases.history.push(version);
  releases.stable = version;
  releases.canary = null;
  releases.percent = 0;
}

/** Sends `percent` % of shoppers to `version`; the rest keep the stable release. */
export function startCanary(state: ReleaseState, remote: string, version: string, percent: number): void {
  const releases = remoteState(state, remote);
  if (!releases.stable) throw new Error(`${remote} has no stable release yet: release it once without --canary first`);
  if (!(percent > 0 && percent < 100)) throw new Error('--canary takes a share between 1 and 99 (percent)');
  recordPublished(releases, version);
  releases.canary = version;
  releases.percent = percent;
}

/** The canary becomes the stable release. */
export function promote(state: ReleaseState, remote: string): string {
  const releases = remoteState(state, remote);
  if (!releases.canary) throw new Error(`${remote} has no canary to promote`);
  const version = releases.canary;
  goLive(state, remote, version);
  return version;
}

/** Everyone goes back to the stable release; the canary's files stay published. */
export function abort(state: ReleaseState, remote: string): string {
  const releases = remoteState(state, remote);
  if (!releases.canary) throw new Error(`${remote} has no canary to abort`);
  const version = releases.canary;
  releases.canary = null;
  releases.percent = 0;
  return version;
}

/**
 * One step back: a running canary is aborted; otherwise the stable release goes back to the one
 * before it. Only releases.json changes: no file of any release is written.
 */
export function rollback(store: string, state: ReleaseState, remote: string): { from: string; to: string } {
  const releases = remoteState(state, remote);
  if (releases.canary) {
    const from = abort(state, remote);
    return { from, to: releases.stable! };
  }
  const [previous, current] = releases.history.slice(-2);
  if (!current || !previous) throw new Error(`${remote} has no earlier release to go back to`);
  if (!fs.existsSync(versionDir(store, remote, previous))) throw new Error(`${remote} ${previous} is no longer in the store`);
  releases.history.pop();
  releases.stable = previous;
  return { from: current, to: previous };
}

/** The runtime configuration's value for a remote: its entry URL, or `{ stable, canary, percent }` during a canary. */
export function configEntry(
  state: ReleaseState,
  remote: string,
  base: string,
): string | { stable: string; canary: string; percent: number } | null {
  const releases = state.remotes[remote];
  if (!releases?.stable) return null;
  const url = (version: string) => `${base}/${version}/remoteEntry.js`;
  if (!releases.canary || releases.percent <= 0) return url(releases.stable);
  return { stable: url(releases.stable), canary: url(releases.canary), percent: releases.percent };
}
