// `npm run backup [-- --unencrypted] [--dir=DIR] [--keep=N]`: one encrypted file holding the
// database (DATABASE_URL's pg_dump, or the embedded PGlite folder), the uploaded files and
// prescriptions, and a manifest to verify a restore against. docs/operations.md, "Backups".
import { backupKey, createBackup } from './lib/backup/archive';
import { bucketSettings } from './lib/backup/bucket';
import { printFacts } from './lib/backup/facts';
import { backupSettings, parseArgs } from './lib/backup/options';

const { flags } = parseArgs(process.argv.slice(2));
try {
  const settings = backupSettings(flags);
  const key = backupKey();
  if (!key && flags.get('unencrypted') !== 'true') {
    throw new Error(
      'BACKUP_KEY is not set: backups hold money records and prescriptions and are written encrypted. Set BACKUP_KEY (e.g. `openssl rand -base64 32`, kept apart from the backups), or pass --unencrypted for a local try.',
    );
  }
  if (key && flags.get('unencrypted') === 'true') throw new Error('Both BACKUP_KEY and --unencrypted given: choose one.');
  const buckets = bucketSettings();
  const { file, manifest, uploaded, prunedRemote } = await createBackup({ ...settings, key, buckets });
  console.log(`backup written: ${file}${key ? ' (AES-256-GCM)' : ' (NOT encrypted)'}`);
  if (uploaded) console.log(`  uploaded to ${uploaded}`);
  console.log(
    `  ${manifest.mode === 'postgres' ? `database ${manifest.database} (PostgreSQL ${manifest.serverVersion})` : `PGlite folder ${manifest.database}`}`,
  );
  for (const [name, part] of Object.entries(manifest.parts))
    console.log(`  part ${name.padEnd(14)} ${String(part.bytes).padStart(12)} bytes  sha256 ${part.sha256}`);
  for (const [folder, source] of Object.entries(manifest.fileSources ?? {})) console.log(`  files ${folder.padEnd(8)} from ${source}`);
  if (manifest.fileFolders.length === 0) console.log(`  uploaded files: none yet (in ${settings.dataDir})`);
  printFacts(manifest.facts);
  console.log(
    `  keeping the newest ${settings.keep} backups in ${settings.backupDir}${buckets ? ` and in s3://${buckets.backupBucket}/${buckets.backupPrefix}` : ''}`,
  );
  if (prunedRemote.length) console.log(`  deleted from the bucket: ${prunedRemote.join(', ')}`);
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exit(1);
}
