import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/platform/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/platform/db/migrate';
import { type Config, loadConfig } from '../../src/config';

export type TestAppOptions = {
  /** Seed the catalogue and the admin account (slower; most tests start empty). */
  seed?: boolean;
  /** Changes to the test configuration (e.g. tighter rate limits). */
  config?: Partial<Config>;
  /** Capture log lines (set config.logLevel too, tests are silent by default). */
  logStream?: NodeJS.WritableStream;
};

const GENEROUS = { max: 100_000, windowMs: 60_000 };

/** The configuration tests run with: fresh temp data folder, in-memory PGlite, no rate limits in the way. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `epharmacy-test-${process.pid}-`));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED: '0', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  return {
    ...base,
    inMemoryDatabase: true,
    rateLimits: {
      global: GENEROUS,
      loginPerAccount: GENEROUS,
      loginFailuresPerIp: GENEROUS,
      loginSlowdown: { after: 100_000, stepMs: 0, maxDelayMs: 0 },
      mailPerAccount: GENEROUS,
      mailPerIp: GENEROUS,
      registerPerIp: GENEROUS,
      telemetryPerIp: GENEROUS,
    },
    ...overrides,
  };
}

/** The migrations' identity: the PGlite version and every migration file (names and contents). */
function migrationsKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).dependencies['@electric-sql/pglite']);
  for (const file of fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data folder with every migration applied, dumped once and shared by test processes
 * (keyed by the migrations' content): loading it takes a fraction of a fresh initdb. Kept as a plain
 * tar, not gzipped: every test file's app loads it, and unzipping 32 MB each time cost about 0.4 s
 * of CPU a file.
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `epharmacy-pglite-template-${migrationsKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    await migrateDatabase(handle);
    if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.driver.client.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  } finally {
    await handle.close();
  }
  return file;
}

/**
 * On the PostgreSQL server, a database with every migration applied (`epharmacy_tpl_<key>`), made
 * once by whichever test process asks first (under an advisory lock) and copied for each test file:
 * CREATE DATABASE ... TEMPLATE takes a fraction of running the migrations again.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `epharmacy_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(50802099)');
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      // Only a finished template gets its name: a run stopped half-way leaves nothing to copy.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(50802099)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** With DATABASE_URL set, a fresh PostgreSQL database `epharmacy_t_<random>` on that server, migrated (a copy of the template). */
async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate(adminUrl);
  const name = `epharmacy_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A freshly built app on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set. Call it at the top level of a test file (`const app = await buildTestApp()`);
 * it closes the app and drops the database after the file's tests.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig({ seed: options.seed ?? false, ...options.config });
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL && !options.config?.databaseUrl) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    config.databaseUrl = created.url;
    dropDatabase = created.drop;
  } else if (!config.databaseUrl) {
    config.pgliteTemplateFile = await pgliteTemplate();
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logStream: options.logStream });
  } catch (err) {
    await dropDatabase?.();
    throw err;
  }
  after(async () => {
    await app.close();
    await dropDatabase?.();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  return app;
}
