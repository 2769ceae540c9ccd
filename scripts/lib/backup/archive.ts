// One backup = one file: a tar of the database part (pg_dump custom format, or the PGlite folder),
// the uploaded files (DATA_DIR/uploads: pictures; DATA_DIR/private: prescriptions) and manifest.json
// (what each part's SHA-256 is, and the database's row counts, money sums and latest order number),
// encrypted with AES-256-GCM (crypto.ts). The database is dumped first, the files copied after:
// a file is written before the row that names it, so every file the dump refers to is in the copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupKey, BackupIntegrityError, decryptFile, encryptFile, isEncrypted, sha256File } from './crypto';
import { clientQuery, databaseName, dumpPostgres, pgliteQuery, restorePostgres, run, withClient } from './database';
import { compareFacts, databaseFacts, type DatabaseFacts } from './facts';
import type { S3Client } from '@aws-sdk/client-s3';
import { type BucketSettings, copyBucket, pruneRemoteBackups, s3Client, uploadBackup } from './bucket';

export const FILE_FOLDERS = ['uploads', 'private'];
export const NAME = /^epharmacy-\d{8}T\d{9}Z\.backup\.(enc|tar)$/;

export type Manifest = {
  format: 1;
  createdAt: string;
  mode: 'postgres' | 'pglite';
  database: string;
  serverVersion?: string;
  parts: Record<string, { sha256: string; bytes: number }>;
  fileFolders: string[];
  /** Where each folder of files.tar was copied from: "folder <path>" or "bucket <name> (<n> objects)". */
  fileSources?: Record<string, string>;
  facts: DatabaseFacts;
};

export type BackupOptions = {
  databaseUrl: string | null;
  dataDir: string;
  backupDir: string;
  keep: number;
  /** BACKUP_KEY; null only with --unencrypted. */
  key: string | null;
  /** The object store (S3_BUCKET / BACKUP_S3_BUCKET), or null. */
  buckets?: BucketSettings | null;
  now?: Date;
};

/** 20261126T132753946Z: names sort by time, to the millisecond. */
const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

function tar(args: string[]): void {
  run('tar', args);
}

/**
 * Puts the archive in the backup folder under its dated name, encrypted when a key is given. The
 * whole shop is in it: only its owner reads the folder (0700) and the file (0600), encrypted or not.
 */
async function writeArchive(plain: string, options: BackupOptions, now: Date): Promise<string> {
  fs.mkdirSync(options.backupDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(options.backupDir, 0o700);
  const file = path.join(options.backupDir, `epharmacy-${stamp(now)}.backup${options.key ? '.enc' : '.tar'}`);
  const partial = `${file}.partial`;
  if (options.key) await encryptFile(plain, partial, options.key);
  else {
    fs.chmodSync(plain, 0o600);
    fs.copyFileSync(plain, partial);
  }
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
  return file;
}

/** Takes a backup; returns its path and manifest. Writes the last-success metric, prunes old backups. */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; manifest: Manifest; uploaded: string | null; prunedRemote: string[] }> {
  const now = options.now ?? new Date();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-backup-'));
  let client: S3Client | null = null;
  try {
    const parts = path.join(work, 'parts');
    fs.mkdirSync(parts);
    let facts: DatabaseFacts;
    let manifestBase: Pick<Manifest, 'mode' | 'database' | 'serverVersion'>;
    if (options.databaseUrl) {
      const dumped = await dumpPostgres(options.databaseUrl, path.join(parts, 'database.dump'));
      facts = dumped.facts;
      manifestBase = { mode: 'postgres', database: databaseName(options.databaseUrl), serverVersion: dumped.serverVersion };
    } else {
      const live = path.join(options.dataDir, 'pglite');
      if (!fs.existsSync(live)) throw new Error(`No DATABASE_URL and no PGlite folder at ${live}: nothing to back up.`);
      const copy = path.join(work, 'pglite');
      fs.cpSync(live, copy, { recursive: true });
      const db = await pgliteQuery(copy);
      try {
        facts = await databaseFacts(db.query);
      } finally {
        await db.close();
      }
      tar(['-cf', path.join(parts, 'pglite.tar'), '-C', work, 'pglite']);
      manifestBase = { mode: 'pglite', database: live };
    }
    // The files, after the dump: from the buckets when the API keeps them there, else from DATA_DIR.
    const buckets = options.buckets ?? null;
    client = buckets ? s3Client(buckets) : null;
    const copied = path.join(work, 'bucket-files');
    const fromBucket: Record<string, string | null> = { uploads: buckets?.picturesBucket ?? null, private: buckets?.privateBucket ?? null };
    const fileSources: Record<string, string> = {};
    const tarArgs: string[] = [];
    for (const folder of FILE_FOLDERS) {
      const bucket = fromBucket[folder];
      if (bucket && client && buckets) {
        const skip = bucket === buckets.backupBucket ? buckets.backupPrefix : null;
        const count = await copyBucket(client, bucket, path.join(copied, folder), skip);
        fileSources[folder] = `bucket ${bucket} (${count} objects)`;
        tarArgs.push('-C', copied, folder);
      } else if (fs.existsSync(path.join(options.dataDir, folder))) {
        fileSources[folder] = `folder ${path.join(options.dataDir, folder)}`;
        tarArgs.push('-C', options.dataDir, folder);
      }
    }
    const fileFolders = Object.keys(fileSources);
    tar(['-cf', path.join(parts, 'files.tar'), ...(tarArgs.length ? tarArgs : ['--files-from=/dev/null'])]);

    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), ...manifestBase, parts: {}, fileFolders, fileSources, facts };
    for (const name of fs.readdirSync(parts).sort()) {
      const file = path.join(parts, name);
      manifest.parts[name] = { sha256: await sha256File(file), bytes: fs.statSync(file).size };
    }
    fs.writeFileSync(path.join(parts, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const plain = path.join(work, 'backup.tar');
    tar(['-cf', plain, '-C', parts, 'manifest.json', ...Object.keys(manifest.parts)]);

    const file = await writeArchive(plain, options, now);
    // Off the machine: the bucket. A failed upload fails the backup (and leaves the metric alone, so
    // the NoRecentBackup alert fires); the local file stays for a retry.
    let uploaded: string | null = null;
    let prunedRemote: string[] = [];
    if (client && buckets) {
      uploaded = `s3://${buckets.backupBucket}/${await uploadBackup(client, buckets, file)}`;
      prunedRemote = await pruneRemoteBackups(client, buckets, NAME, options.keep);
    }
    writeLastSuccess(options.backupDir, now, fs.statSync(file).size);
    pruneBackups(options.backupDir, options.keep);
    return { file, manifest, uploaded, prunedRemote };
  } finally {
    client?.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** node-exporter's textfile collector reads BACKUP_DIR/metrics/*.prom (deploy/monitoring, alert NoRecentBackup). */
export function writeLastSuccess(backupDir: string, when: Date, bytes: number): void {
  const dir = path.join(backupDir, 'metrics');
  fs.mkdirSync(dir, { recursive: true });
  const text = [
    '# HELP epharmacy_backup_last_success_timestamp_seconds When the last backup was written (Unix time).',
    '# TYPE epharmacy_backup_last_success_timestamp_seconds gauge',
    `epharmacy_backup_last_success_timestamp_seconds ${Math.floor(when.getTime() / 1000)}`,
    '# HELP epharmacy_backup_last_size_bytes Size of the last backup file.',
    '# TYPE epharmacy_backup_last_size_bytes gauge',
    `epharmacy_backup_last_size_bytes ${bytes}`,
    '',
  ].join('\n');
  const tmp = path.join(dir, `.backup.prom.${process.pid}`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, path.join(dir, 'backup.prom'));
}

export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => NAME.test(name))
    .sort()
    .map((name) => path.join(backupDir, name));
}

/** Keeps the newest `keep` backups (names sort by time), deletes the rest. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const all = listBackups(backupDir);
  const old = all.slice(0, Math.max(0, all.length - Math.max(1, keep)));
  for (const file of old) fs.rmSync(file);
  return old;
}

export type RestoreOptions = {
  file: string;
  /** The PostgreSQL server to restore onto (any database of it; the restore creates its own). */
  serverUrl: string | null;
  database: string;
  /** Where the uploaded files go (must not exist or be empty); PGlite's folder goes in it too. */
  targetDir: string;
  key: string | null;
  log?: (line: string) => void;
};

export type RestoreResult = {
  manifest: Manifest;
  restored: DatabaseFacts;
  databaseUrl: string | null;
  pgliteDir: string | null;
  problems: string[];
};

function emptyOrAbsent(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  if (!fs.existsSync(options.file)) throw new Error(`No backup at ${options.file}.`);
  if (!emptyOrAbsent(options.targetDir))
    throw new Error(`${options.targetDir} is not empty: a restore never writes over files. Choose another --target-dir.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-restore-'));
  try {
    const plain = path.join(work, 'backup.tar');
    if (isEncrypted(options.file)) {
      if (!options.key) throw new Error('This backup is encrypted: set BACKUP_KEY to the key it was made with.');
      await decryptFile(options.file, plain, options.key);
      log('decrypted: the AES-GCM tag matches (the file is whole and was made with this key)');
    } else {
      fs.copyFileSync(options.file, plain);
      log('not encrypted: checking each part against the manifest only');
    }
    const parts = path.join(work, 'parts');
    fs.mkdirSync(parts);
    try {
      tar(['-xf', plain, '-C', parts]);
    } catch (err) {
      throw new BackupIntegrityError(`${options.file} is not a readable backup archive (${(err as Error).message}). Nothing was restored.`);
    }
    const manifestFile = path.join(parts, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new BackupIntegrityError(`${options.file} has no manifest.json. Nothing was restored.`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    for (const [name, expected] of Object.entries(manifest.parts)) {
      const file = path.join(parts, name);
      const actual = fs.existsSync(file) ? await sha256File(file) : 'missing';
      if (actual !== expected.sha256) {
        throw new BackupIntegrityError(
          `${name} in ${options.file} does not match its manifest (SHA-256 ${actual}, expected ${expected.sha256}): the backup is corrupted. Nothing was restored.`,
        );
      }
      log(`part ${name}: SHA-256 matches (${expected.bytes} bytes)`);
    }

    fs.mkdirSync(options.targetDir, { recursive: true });
    let restored: DatabaseFacts;
    let databaseUrl: string | null = null;
    let pgliteDir: string | null = null;
    if (manifest.mode === 'postgres') {
      if (!options.serverUrl) throw new Error('Set DATABASE_URL (or --server=postgres://...) to the PostgreSQL server to restore onto.');
      databaseUrl = await restorePostgres(options.serverUrl, options.database, path.join(parts, 'database.dump'));
      log(`database restored into ${options.database}`);
      restored = await withClient(databaseUrl, (client) => databaseFacts(clientQuery(client)));
    } else {
      tar(['-xf', path.join(parts, 'pglite.tar'), '-C', options.targetDir]);
      pgliteDir = path.join(options.targetDir, 'pglite');
      log(`PGlite folder restored into ${pgliteDir}`);
      const db = await pgliteQuery(pgliteDir);
      try {
        restored = await databaseFacts(db.query);
      } finally {
        await db.close();
      }
    }
    tar(['-xf', path.join(parts, 'files.tar'), '-C', options.targetDir]);
    log(`uploaded files restored into ${options.targetDir} (${manifest.fileFolders.join(', ') || 'none in the backup'})`);
    return { manifest, restored, databaseUrl, pgliteDir, problems: compareFacts(manifest.facts, restored) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export { backupKey, BackupIntegrityError };
