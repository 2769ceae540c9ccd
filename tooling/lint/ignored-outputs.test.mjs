// What the project's own commands write never fails its own checks: in a copy of the repository
// (its tracked files, node_modules linked in, catalog-mfe's production build copied in), the
// documented commands run with their defaults — `npm run release -- catalog-mfe` (into .releases/),
// `npm run backup -- --unencrypted` (into backups/, from the database the API keeps in .data/) —
// and then every file they wrote is ignored by git, by ESLint and by Prettier, exactly as `npm run
// lint` and `npm run format:check` decide. Before ESLint read .gitignore, a release made the lint
// fail with thousands of errors from the released bundles.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-outputs-'));
after(() => fs.rmSync(copy, { recursive: true, force: true }));

const WORKSPACES = [
  'shared-kernel',
  'shell',
  'catalog-mfe',
  'cart-checkout-mfe',
  'account-mfe',
  'admin-mfe',
  'api',
  'paystack-sandbox',
  'e2e',
];

/** The repository's tracked files as they are in the work tree, with node_modules linked in. */
function copyRepository() {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  for (const dir of ['', ...WORKSPACES]) {
    const modules = path.join(root, dir, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(copy, dir, 'node_modules'));
  }
  execFileSync('git', ['init', '-q'], { cwd: copy });
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

/** Every file under `dir` (a folder the commands wrote), as paths relative to the copy. */
function filesUnder(dir) {
  const full = path.join(copy, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(copy, path.join(entry.parentPath ?? entry.path, entry.name))];
  });
}

before(() => {
  const build = path.join(root, 'catalog-mfe', 'dist');
  assert.ok(fs.existsSync(path.join(build, 'remoteEntry.js')), 'catalog-mfe is built (npm test builds it before this step)');
  copyRepository();
  fs.cpSync(build, path.join(copy, 'catalog-mfe', 'dist'), { recursive: true });
  // The API's database in .data/, as the API's first start makes it (PGlite, migrated).
  run(process.execPath, [
    '--import',
    'tsx',
    '-e',
    `const { openDatabase } = await import('./api/src/platform/db/client.ts');
     const { migrateDatabase } = await import('./api/src/platform/db/migrate.ts');
     const handle = await openDatabase({ databaseUrl: null, pgliteDir: '.data/pglite' });
     await migrateDatabase(handle);
     await handle.close();`,
  ]);
  run('npm', ['run', 'release', '--', 'catalog-mfe', `--from=${path.join(copy, 'catalog-mfe', 'dist')}`]);
  run('npm', ['run', 'backup', '--', '--unencrypted'], { DATABASE_URL: '', BACKUP_DIR: '', DATA_DIR: '' });
});

test('the release, the backup and the data they read are written where git ignores them', () => {
  const written = ['.releases', 'backups', '.data'].flatMap(filesUnder);
  assert.ok(
    filesUnder('.releases').some((f) => f.endsWith('remoteEntry.js')),
    'the release holds the remote',
  );
  assert.ok(filesUnder('backups').length > 0, 'the backup was written');
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', '.releases', 'backups', '.data'], {
    cwd: copy,
    encoding: 'utf8',
  });
  assert.equal(status, '', 'git lists none of them');
  assert.ok(written.length > 10);
});

test('ESLint and Prettier ignore every file the commands wrote, and what they check is unchanged', async () => {
  const { ESLint } = await import('eslint');
  const prettier = await import('prettier');
  const eslint = new ESLint({ cwd: copy });
  const written = ['.releases', 'backups', '.data'].flatMap(filesUnder);
  const linted = [];
  const formatted = [];
  for (const file of written) {
    if (!(await eslint.isPathIgnored(path.join(copy, file)))) linted.push(file);
    const info = await prettier.getFileInfo(path.join(copy, file), {
      ignorePath: [path.join(copy, '.gitignore'), path.join(copy, '.prettierignore')],
    });
    if (!info.ignored && info.inferredParser) formatted.push(file);
  }
  assert.deepEqual(linted, [], 'ESLint would lint these');
  assert.deepEqual(formatted, [], 'Prettier would check these');
  // The sources stay checked: ignoring outputs must not hide the code.
  for (const file of ['scripts/release.ts', 'catalog-mfe/src/pages.ts', 'api/src/app.ts']) {
    assert.equal(await eslint.isPathIgnored(path.join(copy, file)), false, `${file} is linted`);
  }
});
