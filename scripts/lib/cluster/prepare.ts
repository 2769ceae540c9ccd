// Before the cluster's processes start: the API compiled, its database created and migrated, and
// the secrets every replica shares.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../stack';

export interface ClusterSecrets {
  jwt: string;
  paystack: string;
}

/** Creates the database named in the URL on its server when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`database name "${name}" must be letters, digits and _`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Compiles the API afresh, then creates and migrates its database. */
export async function prepareApi(databaseUrl: string, log: (line: string) => void): Promise<void> {
  log('Compiling the API (npm run build -w api)...');
  execFileSync('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: REPO_ROOT, stdio: 'ignore' });

  await ensureDatabase(databaseUrl);
  log('Migrating the database (node api/dist/platform/db/migrate-cli.js)...');
  execFileSync(process.execPath, ['api/dist/platform/db/migrate-cli.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
}

/** Secrets every replica shares (a token one issues, another accepts), kept with the data. */
export function clusterSecrets(dataDir: string): ClusterSecrets {
  const secretFile = path.join(dataDir, 'cluster-secrets.json');
  if (!fs.existsSync(secretFile)) {
    const secrets = { jwt: crypto.randomBytes(48).toString('base64url'), paystack: `sk_test_${crypto.randomBytes(16).toString('hex')}` };
    fs.writeFileSync(secretFile, JSON.stringify(secrets), { mode: 0o600 });
  }
  return JSON.parse(fs.readFileSync(secretFile, 'utf8')) as ClusterSecrets;
}
