// `npm run backup [-- --unencrypted] [--dir=DIR] [--keep=N] [--daily-at=HH:MM]`: one encrypted file
// holding the database (DATABASE_URL's pg_dump, or the embedded PGlite folder), the uploaded files
// and prescriptions (from the buckets when S3_BUCKET is set), and a manifest to verify a restore
// against; uploaded to the object store when S3_BUCKET or BACKUP_S3_BUCKET is set.
// With --daily-at (or BACKUP_DAILY_AT) it stays running and takes one every day at that UTC time
// (the compose file's `backup` service). docs/operations.md, "Backups".
import { backupKey, createBackup } from './lib/backup/archive';
import { bucketSettings } from './lib/backup/bucket';
import { printFacts } from './lib/backup/facts';
import { backupSettings, parseArgs } from './lib/backup/options';

const { flags } = parseArgs(process.argv.slice(2));

async function backupOnce(): Promise<void> {
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
}

/** The next moment at HH:MM UTC strictly after `now`. */
function nextDailyRun(now: Date, at: string): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`BACKUP_DAILY_AT must be a UTC time HH:MM, e.g. 02:00 (got "${at}")`);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), Number(match[1]), Number(match[2])));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

const dailyAt = flags.get('daily-at') ?? (process.env.BACKUP_DAILY_AT?.trim() || null);
if (!dailyAt) {
  try {
    await backupOnce();
  } catch (err) {
    console.error(`backup failed: ${(err as Error).message}`);
    process.exit(1);
  }
} else {
  // A long-running scheduler: a failed backup is logged and tried again the next day; the
  // NoRecentBackup alert (no success in 26 hours) tells the operator. SIGTERM stops it between runs.
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      wake?.();
    });
  try {
    nextDailyRun(new Date(), dailyAt);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  while (!stopping) {
    const next = nextDailyRun(new Date(), dailyAt);
    console.log(`next backup at ${next.toISOString()}`);
    await new Promise<void>((resolve) => {
      wake = resolve;
      // setTimeout holds at most ~24.8 days; a day fits.
      timer = setTimeout(resolve, next.getTime() - Date.now());
    });
    if (stopping) break;
    try {
      await backupOnce();
    } catch (err) {
      console.error(`backup failed: ${(err as Error).message}`);
    }
  }
  console.log('backup scheduler stopped');
}
