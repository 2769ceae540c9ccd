// The restore drill (`npm run backup`, `npm run restore`, scripts/lib/backup/) on a real PostgreSQL:
// a database seeded with orders and payments, and a data folder with pictures and prescriptions,
// is backed up, restored into a fresh database beside it, and found whole; a backup with one
// flipped byte, or a part that no longer matches its manifest, is refused and restores nothing.
// Needs pg_dump/pg_restore (Debian: postgresql-client) and the PostgreSQL at DATABASE_URL's server
// (default 127.0.0.1:5432); skipped where pg_dump is missing, except in CI.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const havePgDump = spawnSync('pg_dump', ['--version']).status === 0;
const skip = havePgDump || process.env.CI ? false : 'pg_dump is not installed (Debian: apt-get install postgresql-client)';

const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const tag = `${process.pid}_${Date.now().toString(36)}`;
const source = `epharmacy_backup_src_${tag}`;
const created = [source];
const urlOf = (database) => {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
};
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-backup-test-'));
const dataDir = path.join(work, 'data');
const backupDir = path.join(work, 'backups');
const KEY = crypto.randomBytes(32).toString('base64');

async function sql(database, text, params = []) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function npmScript(script, args, env = {}) {
  const result = spawnSync(tsx, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: urlOf(source), DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEY: KEY, ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const backups = () => fs.readdirSync(backupDir).filter((name) => name.endsWith('.enc') || name.endsWith('.tar'));
const databaseExists = async (name) => (await sql('postgres', 'select 1 from pg_database where datname = $1', [name])).length > 0;

/** The figures a shop owner would check by hand, read straight from a database. */
async function figures(database) {
  const [row] = await sql(
    database,
    `select (select count(*) from orders)::int orders, (select count(*) from payments)::int payments, (select count(*) from users)::int users,
            (select sum(total_kobo) from orders)::text orders_kobo, (select sum(amount_kobo) from payments where status = 'success')::text paid_kobo,
            (select max(order_number) from orders) latest_order`,
  );
  return row;
}

before(async () => {
  if (skip) return;
  await sql('postgres', `create database ${source}`);
  const migrate = spawnSync(tsx, ['api/src/platform/db/migrate-cli.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: urlOf(source) },
  });
  assert.equal(migrate.status, 0, migrate.stderr);
  const [{ id }] = await sql(
    source,
    "insert into users (first_name, last_name, email, user_name, password_hash) values ('Ada', 'Obi', 'ada@example.ng', 'ada', 'x') returning id",
  );
  // Five payments (three paid, two declined) and an order for each paid one, of different amounts.
  for (const [i, amount, status] of [
    [1, 152_500, 'success'],
    [2, 98_000, 'failed'],
    [3, 1_204_050, 'success'],
    [4, 45_000, 'abandoned'],
    [5, 330_000, 'success'],
  ]) {
    await sql(
      source,
      "insert into payments (user_id, email, amount_kobo, reference, status, payment_type, shipping_address, billing_address) values ($1, 'ada@example.ng', $2, $3, $4, 'paystack', 'Lagos', 'Lagos')",
      [id, amount, `drill-${i}`, status],
    );
    if (status === 'success')
      await sql(source, 'insert into orders (user_id, payment_reference, total_kobo) values ($1, $2, $3)', [id, `drill-${i}`, amount]);
  }
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'private', 'prescriptions'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'paracetamol.webp'), crypto.randomBytes(2048));
  fs.writeFileSync(path.join(dataDir, 'private', 'prescriptions', 'rx-1.pdf'), crypto.randomBytes(4096));
});

after(async () => {
  if (!skip) for (const database of created) await sql('postgres', `drop database if exists ${database} with (force)`).catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

test('a backup refuses to run unencrypted unless asked to', { skip }, () => {
  const result = npmScript('backup', [], { BACKUP_KEY: '' });
  assert.equal(result.status, 1, result.out);
  assert.match(result.out, /BACKUP_KEY is not set/);
  assert.ok(!fs.existsSync(backupDir) || backups().length === 0, 'nothing written');
});

test('the latest backup restores into a fresh database with the same counts, sums, latest order number and files', { skip }, async () => {
  const backup = npmScript('backup', []);
  assert.equal(backup.status, 0, backup.out);
  assert.equal(backups().length, 1);
  const file = path.join(backupDir, backups()[0]);
  assert.ok(!fs.readFileSync(file).includes(Buffer.from('ada@example.ng')), 'the file is encrypted: no shopper e-mail readable in it');
  const metric = fs.readFileSync(path.join(backupDir, 'metrics', 'backup.prom'), 'utf8');
  const stamp = Number(/^epharmacy_backup_last_success_timestamp_seconds (\d+)$/m.exec(metric)?.[1]);
  assert.ok(Math.abs(stamp - Date.now() / 1000) < 600, metric);

  // Orders placed after the backup are not in it.
  const [{ id }] = await sql(source, 'select id from users limit 1');
  await sql(
    source,
    "insert into payments (user_id, email, amount_kobo, reference, status, payment_type, shipping_address, billing_address) values ($1, 'ada@example.ng', 77700, 'drill-late', 'success', 'paystack', 'Lagos', 'Lagos')",
    [id],
  );
  await sql(source, "insert into orders (user_id, payment_reference, total_kobo) values ($1, 'drill-late', 77700)", [id]);

  const target = `epharmacy_backup_dst_${tag}`;
  created.push(target);
  const targetDir = path.join(work, 'restored');
  const restore = npmScript('restore', ['latest', `--database=${target}`, `--target-dir=${targetDir}`]);
  assert.equal(restore.status, 0, restore.out);
  assert.match(restore.out, /verified: row counts, money sums and the latest order number match the manifest/);

  assert.deepEqual(await figures(target), {
    orders: 3,
    payments: 5,
    users: 1,
    orders_kobo: String(152_500 + 1_204_050 + 330_000),
    paid_kobo: String(152_500 + 1_204_050 + 330_000),
    latest_order: 3,
  });
  assert.equal((await figures(source)).orders, 4, 'the live database went on');
  const [{ next }] = await sql(target, "select nextval('order_number_seq')::int next");
  assert.equal(next, 4, 'the order-number sequence continues after the restored orders');
  for (const file of ['uploads/paracetamol.webp', 'private/prescriptions/rx-1.pdf']) {
    assert.deepEqual(fs.readFileSync(path.join(targetDir, file)), fs.readFileSync(path.join(dataDir, file)), file);
  }

  // Never over an existing database.
  const again = npmScript('restore', ['latest', `--database=${target}`, `--target-dir=${path.join(work, 'restored-again')}`]);
  assert.equal(again.status, 1, again.out);
  assert.match(again.out, /already exists/);
});

test('a backup with one flipped byte is detected and nothing is restored', { skip }, async () => {
  const file = path.join(backupDir, backups().at(-1));
  const bytes = fs.readFileSync(file);
  const corrupted = path.join(work, 'corrupted.backup.enc');
  bytes[Math.floor(bytes.length / 2)] ^= 0x01;
  fs.writeFileSync(corrupted, bytes);
  const target = `epharmacy_backup_bad_${tag}`;
  created.push(target);
  const result = npmScript('restore', [corrupted, `--database=${target}`, `--target-dir=${path.join(work, 'restored-bad')}`]);
  assert.equal(result.status, 3, result.out);
  assert.match(result.out, /restore refused: .*failed its integrity check/);
  assert.equal(await databaseExists(target), false, 'no database was created');

  const wrongKey = npmScript('restore', [file, `--database=${target}`, `--target-dir=${path.join(work, 'restored-bad2')}`], {
    BACKUP_KEY: crypto.randomBytes(32).toString('base64'),
  });
  assert.equal(wrongKey.status, 3, wrongKey.out);
});

test('an unencrypted backup whose database part was altered fails its SHA-256 check', { skip }, async () => {
  const result = npmScript('backup', ['--unencrypted'], { BACKUP_KEY: '' });
  assert.equal(result.status, 0, result.out);
  const file = path.join(
    backupDir,
    backups().find((name) => name.endsWith('.tar')),
  );
  const bytes = fs.readFileSync(file);
  const dump = bytes.indexOf(Buffer.from('PGDMP'));
  assert.ok(dump > 0, 'the dump is inside the archive');
  bytes[dump + 200] ^= 0xff;
  const altered = path.join(work, 'altered.backup.tar');
  fs.writeFileSync(altered, bytes);
  const target = `epharmacy_backup_alt_${tag}`;
  created.push(target);
  const restore = npmScript('restore', [altered, `--database=${target}`, `--target-dir=${path.join(work, 'restored-alt')}`], {
    BACKUP_KEY: '',
  });
  assert.equal(restore.status, 3, restore.out);
  assert.match(restore.out, /database\.dump .*does not match its manifest/);
  assert.equal(await databaseExists(target), false);
});

// Issue 47 item 19: the database password went to pg_dump and pg_restore as --dbname=postgres://user:PASSWORD@…,
// readable by every user of the machine in ps; and --unencrypted wrote the archive world-readable.
test(
  'the database password never reaches pg_dump or pg_restore on their command line, and archives are 0600 in a 0700 folder',
  { skip },
  async () => {
    const password = `Pw-${tag}:x\\y`;
    const withPassword = (database) => {
      const url = new URL(urlOf(database));
      url.password = password;
      return url.toString();
    };
    // pg_dump and pg_restore as seen by ps: each records its arguments and the password file it was given, then runs the real tool.
    const bin = path.join(work, 'spy-bin');
    const seen = path.join(work, 'spy-seen');
    fs.mkdirSync(bin);
    fs.mkdirSync(seen);
    for (const tool of ['pg_dump', 'pg_restore']) {
      const real = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      const script = [
        '#!/bin/sh',
        `printf '%s\\n' "$@" > "${seen}/${tool}.argv"`,
        `printf '%s' "$PGPASSWORD" > "${seen}/${tool}.pgpassword"`,
        `if [ -n "$PGPASSFILE" ]; then cp "$PGPASSFILE" "${seen}/${tool}.passfile"; stat -c %a "$PGPASSFILE" > "${seen}/${tool}.passfile-mode"; fi`,
        `exec "${real}" "$@"`,
      ].join('\n');
      fs.writeFileSync(path.join(bin, tool), `${script}\n`, { mode: 0o755 });
    }
    const dir = path.join(work, 'private-backups');
    const env = { DATABASE_URL: withPassword(source), BACKUP_DIR: dir, BACKUP_KEY: '', PATH: `${bin}:${process.env.PATH}` };
    const backup = npmScript('backup', ['--unencrypted'], env);
    assert.equal(backup.status, 0, backup.out);
    const argv = fs.readFileSync(path.join(seen, 'pg_dump.argv'), 'utf8');
    assert.ok(!argv.includes(password) && !argv.includes(encodeURIComponent(password)), `pg_dump's arguments hold no password: ${argv}`);
    assert.equal(fs.readFileSync(path.join(seen, 'pg_dump.passfile-mode'), 'utf8').trim(), '600', 'the password file is 0600');
    assert.equal(fs.readFileSync(path.join(seen, 'pg_dump.passfile'), 'utf8'), `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`);
    const [archive] = fs.readdirSync(dir).filter((name) => name.endsWith('.tar'));
    assert.equal(fs.statSync(path.join(dir, archive)).mode & 0o777, 0o600, 'the unencrypted archive is readable by its owner only');
    assert.equal(fs.statSync(dir).mode & 0o777, 0o700, "the backups folder is its owner's only");
    const target = `epharmacy_backup_pw_${tag}`;
    created.push(target);
    const restore = npmScript(
      'restore',
      [path.join(dir, archive), `--database=${target}`, `--target-dir=${path.join(work, 'restored-pw')}`],
      env,
    );
    assert.equal(restore.status, 0, restore.out);
    const restoreArgv = fs.readFileSync(path.join(seen, 'pg_restore.argv'), 'utf8');
    assert.ok(!restoreArgv.includes(password), `pg_restore's arguments hold no password: ${restoreArgv}`);
    assert.ok(fs.existsSync(path.join(seen, 'pg_restore.passfile')), 'pg_restore got the password through PGPASSFILE');
  },
);

test('only the newest BACKUP_KEEP backups are kept', { skip }, () => {
  for (let i = 0; i < 3; i++) assert.equal(npmScript('backup', [], { BACKUP_KEEP: '2' }).status, 0);
  assert.equal(backups().length, 2);
});

test('in the embedded mode, the PGlite folder is backed up with the files and restored into a fresh folder', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const embedded = path.join(work, 'embedded');
  fs.mkdirSync(embedded, { recursive: true });
  const db = new PGlite(path.join(embedded, 'pglite'));
  await db.exec('create table orders (id serial primary key, order_number int, total_kobo int)');
  await db.exec('insert into orders (order_number, total_kobo) values (1, 152500), (2, 98000), (7, 1204050)');
  await db.close();
  fs.mkdirSync(path.join(embedded, 'private'), { recursive: true });
  fs.writeFileSync(path.join(embedded, 'private', 'rx.pdf'), 'prescription');
  const dir = path.join(work, 'embedded-backups');
  const env = { DATABASE_URL: '', DATA_DIR: embedded, BACKUP_DIR: dir };
  const backup = npmScript('backup', [], env);
  assert.equal(backup.status, 0, backup.out);
  const targetDir = path.join(work, 'embedded-restored');
  const restore = npmScript('restore', ['latest', `--target-dir=${targetDir}`], env);
  assert.equal(restore.status, 0, restore.out);
  assert.match(restore.out, /sum orders\.total_kobo \(kobo\) +1454550 +1454550 +ok/);
  assert.match(restore.out, /latest order number +7 +7 +ok/);
  const restored = new PGlite(path.join(targetDir, 'pglite'));
  const { rows } = await restored.query('select count(*)::int n, sum(total_kobo)::int kobo from orders');
  await restored.close();
  assert.deepEqual(rows[0], { n: 3, kobo: 1454550 });
  assert.equal(fs.readFileSync(path.join(targetDir, 'private', 'rx.pdf'), 'utf8'), 'prescription');
});

// The object store: files kept in buckets are copied into the backup, the backup goes to the bucket
// (retention applied there too), and `restore latest` fetches it from there, on a real S3 API server
// (s3rver, in a process of its own).
test(
  'with S3_BUCKET set, the bucket files are in the backup, which is uploaded, pruned and restored from the bucket',
  { skip },
  async (t) => {
    const { S3Client, PutObjectCommand, GetObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const { fork } = await import('node:child_process');
    const s3Dir = path.join(work, 's3');
    fs.mkdirSync(s3Dir);
    const s3server = fork(
      path.join(root, 'api', 'test', 'helpers', 's3-server.mjs'),
      [s3Dir, 'shop-pictures', 'shop-private', 'shop-backups'],
      {
        execArgv: [],
        stdio: 'inherit',
      },
    );
    t.after(() => s3server.kill('SIGTERM'));
    const port = await new Promise((resolve, reject) => {
      s3server.once('message', (m) => resolve(m.port));
      s3server.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t.after(() => client.destroy());
    const picture = crypto.randomBytes(3000);
    const prescription = crypto.randomBytes(5000);
    await client.send(new PutObjectCommand({ Bucket: 'shop-pictures', Key: 'products/ab/cd1234.webp', Body: picture }));
    await client.send(new PutObjectCommand({ Bucket: 'shop-private', Key: 'prescriptions/7/rx-9.pdf', Body: prescription }));
    const keys = async (bucket, prefix) =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key).sort();

    const s3Env = {
      S3_BUCKET: 'shop-pictures',
      S3_PRIVATE_BUCKET: 'shop-private',
      BACKUP_S3_BUCKET: 'shop-backups',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      DATA_DIR: path.join(work, 'no-local-files'),
      BACKUP_DIR: path.join(work, 's3-local-backups'),
      BACKUP_KEEP: '2',
    };
    const first = npmScript('backup', [], s3Env);
    assert.equal(first.status, 0, first.out);
    assert.match(first.out, /uploaded to s3:\/\/shop-backups\/backups\/epharmacy-\d{8}T\d{9}Z\.backup\.enc/);
    assert.match(first.out, /files uploads +from bucket shop-pictures \(1 objects\)/);
    assert.match(first.out, /files private +from bucket shop-private \(1 objects\)/);
    const [uploaded] = await keys('shop-backups', 'backups/');
    const local = fs.readdirSync(s3Env.BACKUP_DIR).find((name) => name.endsWith('.enc'));
    assert.equal(uploaded, `backups/${local}`);
    const stored = await client.send(new GetObjectCommand({ Bucket: 'shop-backups', Key: uploaded }));
    assert.deepEqual(
      Buffer.from(await stored.Body.transformToByteArray()),
      fs.readFileSync(path.join(s3Env.BACKUP_DIR, local)),
      'the same bytes',
    );

    // Retention in the bucket: three more backups with BACKUP_KEEP=2 leave the newest two there.
    const made = [uploaded];
    for (let i = 0; i < 2; i++) {
      const again = npmScript('backup', [], s3Env);
      assert.equal(again.status, 0, again.out);
      made.push(/uploaded to s3:\/\/shop-backups\/(\S+)/.exec(again.out)[1]);
    }
    assert.deepEqual(await keys('shop-backups', 'backups/'), made.slice(-2));

    // The machine is lost: no local backups. `restore latest` fetches the bucket's newest.
    fs.rmSync(s3Env.BACKUP_DIR, { recursive: true, force: true });
    const target = `epharmacy_backup_s3_${tag}`;
    created.push(target);
    const targetDir = path.join(work, 'restored-s3');
    const restore = npmScript('restore', ['latest', `--database=${target}`, `--target-dir=${targetDir}`], s3Env);
    assert.equal(restore.status, 0, restore.out);
    assert.match(restore.out, new RegExp(`fetched s3://shop-backups/${made.at(-1).replace(/\./g, '\\.')}`));
    assert.match(restore.out, /verified: row counts, money sums and the latest order number match the manifest/);
    assert.equal((await figures(target)).payments, (await figures(source)).payments);
    assert.deepEqual(fs.readFileSync(path.join(targetDir, 'uploads', 'products', 'ab', 'cd1234.webp')), picture);
    assert.deepEqual(fs.readFileSync(path.join(targetDir, 'private', 'prescriptions', '7', 'rx-9.pdf')), prescription);

    // A named backup that was pruned from the bucket is refused, plainly.
    const gone = npmScript('restore', [path.basename(made[0]), `--database=${target}_x`, `--target-dir=${path.join(work, 'x')}`], s3Env);
    assert.equal(gone.status, 1, gone.out);
    assert.match(gone.out, /No backup s3:\/\/shop-backups\/backups\//);
  },
);
