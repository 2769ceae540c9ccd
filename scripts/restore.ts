// `npm run restore -- <backup file | latest> [--database=NAME] [--target-dir=DIR]`: checks the
// backup (AES-GCM tag, each part's SHA-256), restores it into a FRESH database of DATABASE_URL's
// server (never over an existing one) and the files into a fresh folder, then compares the row
// counts, money sums and latest order number with the manifest. Exit 0 only when all match.
import path from 'node:path';
import { backupKey, BackupIntegrityError, listBackups, restoreBackup } from './lib/backup/archive';
import { printComparison } from './lib/backup/facts';
import { backupSettings, parseArgs } from './lib/backup/options';

const { flags, positional } = parseArgs(process.argv.slice(2));
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, '')
  .toLowerCase();
try {
  const settings = backupSettings(flags);
  const wanted = positional[0];
  if (!wanted)
    throw new Error('usage: npm run restore -- <backup file | latest> [--database=NAME] [--target-dir=DIR] [--server=postgres://...]');
  const file = wanted === 'latest' ? listBackups(settings.backupDir).at(-1) : path.resolve(wanted);
  if (!file) throw new Error(`No backups in ${settings.backupDir}.`);
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
