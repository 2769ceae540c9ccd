// The backup commands' settings: flags (`--name=value`, values may hold "="), then the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function parseArgs(argv: string[]): { flags: Map<string, string>; positional: string[] } {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (const arg of argv) {
    if (!arg.startsWith('--')) positional.push(arg);
    else {
      const eq = arg.indexOf('=');
      if (eq === -1) flags.set(arg.slice(2), 'true');
      else flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    }
  }
  return { flags, positional };
}

/** BACKUP_DIR (default ./backups), DATA_DIR (the API's: default .data), BACKUP_KEEP (default 14). */
export function backupSettings(flags: Map<string, string>, env: NodeJS.ProcessEnv = process.env) {
  const keep = Number(flags.get('keep') ?? env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of backups, 1 or more (got "${flags.get('keep') ?? env.BACKUP_KEEP}")`);
  return {
    backupDir: path.resolve(flags.get('dir') ?? (env.BACKUP_DIR?.trim() || 'backups')),
    dataDir: path.resolve(flags.get('data-dir') ?? (env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data'))),
    databaseUrl: flags.get('database-url') ?? (env.DATABASE_URL?.trim() || null),
    keep,
  };
}
