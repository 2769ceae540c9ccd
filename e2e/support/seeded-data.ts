// The seeded shop every journey starts from, made once and copied for each journey: the API's own
// first start (migrations, the catalogue with its pictures, the admin and staff accounts, lab slots)
// run once into a template (a PostgreSQL database `epharmacy_e2e_seed_<key>` when DATABASE_URL is
// set, and a data folder with the pictures and, on PGlite, the database). Each journey then gets a
// copy: CREATE DATABASE ... TEMPLATE, and the folder copied. The key covers the API's sources and
// migrations and the day (lab slots and dates are seeded from today), so a change or a new day makes
// a new template.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, waitForHttp } from '../../scripts/lib/stack';
import { freePort } from './ports';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** What the seeded shop depends on: the API's sources and migrations, and today's date. */
function seedKey(): string {
  const hash = crypto.createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const file of [...filesUnder(path.join(REPO_ROOT, 'api', 'src')), ...filesUnder(path.join(REPO_ROOT, 'api', 'drizzle'))].sort()) {
    hash.update(path.relative(REPO_ROOT, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const urlOf = (server: string, database: string) => {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs the API's first start into `dataDir` (and `databaseUrl`), waits until it serves, stops it. */
async function firstStart(dataDir: string, databaseUrl: string): Promise<void> {
  const port = await freePort();
  const lines: string[] = [];
  const api = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '', SEED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout.on('data', (chunk) => lines.push(String(chunk)));
  api.stderr.on('data', (chunk) => lines.push(String(chunk)));
  const exited = new Promise((resolve) => api.once('exit', resolve));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, 180_000, api);
  } catch (error) {
    throw new Error(`The seeding start of the API failed: ${String(error)}\n${lines.join('').slice(-3000)}`);
  } finally {
    api.kill('SIGTERM');
    await exited;
  }
}

/** One maker of a template at a time, across processes: a lock folder beside it. */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock older than five minutes was left by a run that stopped: take it over.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is still held after five minutes`);
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The template's folder (made here when missing): `data/` holds what the seeding start wrote. */
async function template(server: string | undefined): Promise<{ folder: string; database: string | null }> {
  const key = seedKey();
  const folder = path.join(os.tmpdir(), `epharmacy-e2e-seed-${key}${server ? '-pg' : ''}`);
  const database = server ? `epharmacy_e2e_seed_${key}` : null;
  if (fs.existsSync(path.join(folder, 'ready'))) return { folder, database };
  await withLock(`${folder}.lock`, async () => {
    if (fs.existsSync(path.join(folder, 'ready'))) return;
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder);
    if (server && database) {
      await onServer(server, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await c.query(`CREATE DATABASE ${database}`);
      });
    }
    await firstStart(path.join(folder, 'data'), server && database ? urlOf(server, database) : '');
    fs.rmSync(path.join(folder, 'data', 'outbox'), { recursive: true, force: true });
    fs.writeFileSync(path.join(folder, 'ready'), new Date().toISOString());
  });
  return { folder, database };
}

export interface SeededShop {
  /** The journey's own database (PostgreSQL), or undefined on PGlite (in its data folder). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A copy of the seeded shop for one journey: its data folder filled, its database made. */
export async function seededShop(dataDir: string): Promise<SeededShop> {
  const server = process.env.DATABASE_URL || undefined;
  const { folder, database } = await template(server);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(path.join(folder, 'data'), dataDir, { recursive: true });
  if (!server || !database) return { url: undefined, drop: async () => undefined };
  const name = `epharmacy_e2e_${crypto.randomBytes(5).toString('hex')}`;
  await onServer(server, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${database}`));
  return {
    url: urlOf(server, name),
    drop: () => onServer(server, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
