// The release command (`npm run release`, scripts/release.ts) on builds made here (no webpack): every
// build published once under its own version, the runtime configuration pointed at it, canaries,
// promote, abort, one-step rollback that rewrites no release's file, and old versions pruned.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-release-test-'));
const store = path.join(work, 'store');
const baseConfig = path.join(root, 'deploy', 'runtime-config.json');
const VERSION = /^1\.0\.0-[0-9a-f]{10}$/;

test.after(() => {
  // Published files are read-only; make them writable to clean up.
  spawnSync('chmod', ['-R', 'u+w', work]);
  fs.rmSync(work, { recursive: true, force: true });
});

/** A stand-in build of a remote: its entry, a page chunk and its route manifest. */
function fakeBuild(name, marker) {
  const dir = path.join(work, `${name}-${marker}`);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} ${marker} */ var entry = 1;\n`);
  fs.writeFileSync(path.join(dir, 'pages.0123456789.js'), `/* page of ${marker} */\n`);
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ remote: name, routes: [] }));
  fs.writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
  return dir;
}

function release(remote, ...args) {
  const result = spawnSync(tsx, ['scripts/release.ts', remote, `--store=${store}`, `--base-config=${baseConfig}`, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}` };
}

const state = () => JSON.parse(fs.readFileSync(path.join(store, 'releases.json'), 'utf8')).remotes;
const config = () => JSON.parse(fs.readFileSync(path.join(store, 'runtime-config.json'), 'utf8'));

/** Every release file's path and SHA-256 (releases.json and runtime-config.json are pointers, not releases). */
function releaseFiles(dir = path.join(store, 'remotes')) {
  const files = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    files[path.relative(store, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

const versions = {};

test('a release publishes the build under its content version and points the runtime configuration at it', () => {
  const out = release('catalog-mfe', `--from=${fakeBuild('catalog', 'v1')}`);
  assert.ok(out.ok, out.out);
  versions.v1 = state()['catalog-mfe'].stable;
  assert.match(versions.v1, VERSION);
  const published = path.join(store, 'remotes', 'catalog-mfe', versions.v1);
  assert.equal(fs.readFileSync(path.join(published, 'remoteEntry.js'), 'utf8'), '/* catalog v1 */ var entry = 1;\n');
  assert.ok(fs.existsSync(path.join(published, 'assets', 'logo.svg')));
  assert.equal(config().remotes.catalog, `/remotes/catalog-mfe/${versions.v1}/remoteEntry.js`);
  assert.equal(config().remotes.account, '/remotes/account-mfe/remoteEntry.js', 'a remote never released stays in place');
  assert.equal(fs.statSync(path.join(published, 'remoteEntry.js')).mode & 0o222, 0, 'published files are read-only');

  assert.ok(release('account-mfe', `--from=${fakeBuild('account', 'v1')}`).ok);
  assert.ok(release('admin-mfe', `--from=${fakeBuild('admin', 'v1')}`).ok);
  assert.match(config().remotes.admin, /^https:\/\/admin\.shop\.example\.ng\/1\.0\.0-[0-9a-f]{10}\/remoteEntry\.js$/);
});

test('the same build released again is the same version, not written again', () => {
  const before = releaseFiles();
  const out = release('catalog-mfe', `--from=${fakeBuild('catalog', 'v1')}`);
  assert.ok(out.ok, out.out);
  assert.match(out.out, /already published/);
  assert.equal(state()['catalog-mfe'].stable, versions.v1);
  assert.deepEqual(releaseFiles(), before);
});

test('a canary sends its share of shoppers to the new version; abort and promote move only the pointer', () => {
  assert.ok(release('catalog-mfe', `--from=${fakeBuild('catalog', 'v2')}`, '--canary=50').ok);
  const catalog = state()['catalog-mfe'];
  versions.v2 = catalog.canary;
  assert.notEqual(versions.v2, versions.v1);
  assert.deepEqual(config().remotes.catalog, {
    stable: `/remotes/catalog-mfe/${versions.v1}/remoteEntry.js`,
    canary: `/remotes/catalog-mfe/${versions.v2}/remoteEntry.js`,
    percent: 50,
  });
  const files = releaseFiles();
  assert.ok(release('catalog-mfe', '--abort').ok);
  assert.equal(config().remotes.catalog, `/remotes/catalog-mfe/${versions.v1}/remoteEntry.js`);
  assert.ok(release('catalog-mfe', '--promote').ok === false, 'nothing to promote after an abort');
  assert.ok(release('catalog-mfe', `--from=${fakeBuild('catalog', 'v2')}`, '--canary=50').ok);
  assert.ok(release('catalog-mfe', '--promote').ok);
  assert.equal(config().remotes.catalog, `/remotes/catalog-mfe/${versions.v2}/remoteEntry.js`);
  assert.deepEqual(releaseFiles(), files, 'abort, the same canary again and promote wrote no release file');
});

test('--rollback points back to the previous version, rebuilding nothing; every other file stays byte for byte', () => {
  assert.ok(release('catalog-mfe', `--from=${fakeBuild('catalog', 'v3')}`).ok);
  versions.v3 = state()['catalog-mfe'].stable;
  const before = releaseFiles();
  const otherConfig = { ...config().remotes, catalog: undefined };
  const out = release('catalog-mfe', '--rollback');
  assert.ok(out.ok, out.out);
  assert.match(out.out, /nothing rebuilt/);
  assert.equal(config().remotes.catalog, `/remotes/catalog-mfe/${versions.v2}/remoteEntry.js`);
  assert.deepEqual({ ...config().remotes, catalog: undefined }, otherConfig);
  assert.deepEqual(releaseFiles(), before, "no release's file (v3's included) was written or removed");
  assert.ok(release('catalog-mfe', '--rollback').ok);
  assert.equal(state()['catalog-mfe'].stable, versions.v1);
  const last = release('catalog-mfe', '--rollback');
  assert.equal(last.ok, false);
  assert.match(last.out, /no earlier release/);
});

test('only the newest N versions are kept, and never the live one or the one before it', () => {
  for (const marker of ['v4', 'v5', 'v6']) assert.ok(release('catalog-mfe', `--from=${fakeBuild('catalog', marker)}`, '--keep=2').ok);
  const catalog = state()['catalog-mfe'];
  const left = fs.readdirSync(path.join(store, 'remotes', 'catalog-mfe')).sort();
  assert.deepEqual(left, [...catalog.published].sort());
  assert.equal(left.length, 2);
  assert.ok(left.includes(catalog.stable));
  assert.ok(left.includes(catalog.history.at(-2)));
  assert.ok(release('catalog-mfe', '--rollback').ok, 'the previous version is still there to go back to');
});

test('an unknown remote or a missing build is refused', () => {
  assert.equal(release('shell').ok, false);
  const out = release('catalog-mfe', `--from=${path.join(work, 'nothing')}`);
  assert.equal(out.ok, false);
  assert.match(out.out, /no remoteEntry\.js/);
});
