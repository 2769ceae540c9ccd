// `npm run restore -- <backup file | name in the bucket | s3://bucket/key | latest> [--database=NAME]
// [--target-dir=DIR]` (latest: the bucket's newest when S3_BUCKET/BACKUP_S3_BUCKET is set): checks the
// backup (AES-GCM tag, each part's SHA-256), restores it into a FRESH database of DATABASE_URL's
// server (never over an existing one) and the files into a fresh folder, then compares the row
// counts, money sums and latest order number with the manifest. Exit 0 only when all match.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { backupKey, BackupIntegrityError, listBackups, NAME, restoreBackup } from './lib/backup/archive';
import { type BucketSettings, bucketSettings, fetchBackup, listRemoteBackups, s3Client } from './lib/backup/bucket';
import { printComparison } from './lib/backup/facts';
import { backupSettings, parseArgs } from './lib/backup/options';

const { flags, positional } = parseArgs(process.argv.slice(2));
const fetched = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-fetched-'));
process.on('exit', () => fs.rmSync(fetched, { recursive: true, force: true }));

/** Downloads one backup from the bucket into a private temporary folder (removed on exit). */
async function fetchInto(client: S3Client, buckets: BucketSettings, wanted: string): Promise<string> {
  const file = path.join(fetched, path.basename(wanted));
  const address = await fetchBackup(client, buckets, wanted, file);
  console.log(`fetched ${address}`);
  return file;
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, '')
  .toLowerCase();
try {
  const settings = backupSettings(flags);
  const wanted = positional[0];
  if (!wanted)
    throw new Error(
      'usage: npm run restore -- <backup file | name in the bucket | s3://bucket/key | latest> [--database=NAME] [--target-dir=DIR] [--server=postgres://...]',
    );
  const buckets = bucketSettings();
  let file: string | undefined;
  if (wanted === 'latest' && buckets) {
    // The bucket holds what survives the machine: its newest backup.
    const client = s3Client(buckets);
    try {
      const newest = (await listRemoteBackups(client, buckets, NAME)).at(-1);
      if (!newest) throw new Error(`No backups in s3://${buckets.backupBucket}/${buckets.backupPrefix}.`);
      file = await fetchInto(client, buckets, newest);
    } finally {
      client.destroy();
    }
  } else if (wanted === 'latest') {
    file = listBackups(settings.backupDir).at(-1);
    if (!file) throw new Error(`No backups in ${settings.backupDir}.`);
  } else if (wanted.startsWith('s3://') || (!fs.existsSync(wanted) && buckets && NAME.test(path.basename(wanted)))) {
    if (!buckets)
      throw new Error('Set S3_BUCKET or BACKUP_S3_BUCKET (with S3_ENDPOINT and the keys) to fetch a backup from the object store.');
    const client = s3Client(buckets);
    try {
      file = await fetchInto(client, buckets, wanted.startsWith('s3://') ? wanted : path.basename(wanted));
    } finally {
      client.destroy();
    }
  } else file = path.resolve(wanted);
  const database = flags.get('database') ?? `epharmacy_restore_${stamp}`;
  const targetDir = path.resolve(
    flags.get('target-dir') ?? path.join(settings.backupDir, 'restored', `${path.basename(file).replace(/\..*$/, '')}-${stamp}`),
  );
  console.log(`restoring ${file}`);
  const result = await restoreBackup({
    file,
    serverUrl: flags.get('server') ?? settings.databaseUrl,
    database,
    targetDir,
    key: backupKey(),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`backup of ${result.manifest.createdAt} (${result.manifest.mode}, ${result.manifest.database}) against the restored copy:`);
  printComparison(result.manifest.facts, result.restored);
  if (result.databaseUrl) console.log(`restored database: ${database} (DATABASE_URL=${result.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')})`);
  if (result.pgliteDir) console.log(`restored PGlite folder: ${result.pgliteDir} (point DATA_DIR at ${targetDir})`);
  console.log(`restored files: ${targetDir}`);
  if (result.problems.length > 0) {
    console.error('RESTORE DOES NOT MATCH THE BACKUP:');
    for (const problem of result.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('verified: row counts, money sums and the latest order number match the manifest');
} catch (err) {
  console.error(`restore refused: ${(err as Error).message}`);
  process.exit(err instanceof BackupIntegrityError ? 3 : 1);
}
