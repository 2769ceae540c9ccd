// The production shape on one machine, without Docker: nginx (the same nginx/templates files that
// docker-compose.yml uses) in front of several API processes running the compiled build on one
// PostgreSQL and one Redis, the Paystack sandbox, and the built front ends. Used by
// `npm run start:cluster`, `npm run bench:checkout` and the cluster test.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildFrontEnds } from './build';
import { type NginxOptions, startNginx, type RunningNginx } from './nginx';
import { REPO_ROOT, waitForHttp } from './stack';

export interface ClusterOptions {
  shopPort: number;
  adminPort: number;
  /** First of five consecutive ports for nginx's static servers. */
  staticBasePort: number;
  /** One API replica per port. */
  apiPorts: number[];
  sandboxPort: number;
  /** PostgreSQL; the database is created when missing. */
  databaseUrl: string;
  /** Shared by the replicas: rate limits, ended sessions, catalogue cache invalidation. */
  redisUrl: string | null;
  /** Uploads, the mail outbox and the logs, shared by the replicas (one machine). */
  dataDir: string;
  /** Where the replicas call the payment provider (default: the sandbox). */
  paystackBaseUrl?: string;
  /** Where the sandbox delivers webhooks (default: through nginx, to any replica). */
  webhookUrl?: string;
  /** Extra environment for every replica. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Extra node options for every replica (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Build the front ends when stale (default true); the API is always compiled afresh. */
  buildFrontEnds?: boolean;
  /** Folders nginx serves instead of each front end's dist (an API-only test passes empty ones). */
  staticRoots?: NginxOptions['roots'];
  log?: (line: string) => void;
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  logFile: string;
  pid(): number | undefined;
  running(): boolean;
  start(): Promise<void>;
  /** Sends the signal and waits for the process to end (SIGKILL: a crash; SIGTERM: a graceful stop). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface RunningCluster {
  shopUrl: string;
  adminUrl: string;
  sandboxUrl: string;
  sandboxSecretKey: string;
  databaseUrl: string;
  replicas: Replica[];
  nginx: RunningNginx;
  stop(): Promise<void>;
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

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function node(script: string, env: NodeJS.ProcessEnv, logFile: string, nodeArgs: string[] = []): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return child;
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const shopUrl = `http://127.0.0.1:${options.shopPort}`;
  const sandboxUrl = `http://127.0.0.1:${options.sandboxPort}`;
  const logDir = path.join(options.dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  if (options.buildFrontEnds !== false) buildFrontEnds({ log });
  log('Compiling the API (npm run build -w api)...');
  execFileSync('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: REPO_ROOT, stdio: 'ignore' });

  await ensureDatabase(options.databaseUrl);
  log('Migrating the database (node api/dist/db/migrate-cli.js)...');
  execFileSync(process.execPath, ['api/dist/db/migrate-cli.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: options.databaseUrl },
    stdio: 'ignore',
  });

  // Secrets every replica shares (a token one issues, another accepts), kept with the data.
  const secretFile = path.join(options.dataDir, 'cluster-secrets.json');
  if (!fs.existsSync(secretFile)) {
    const secrets = { jwt: crypto.randomBytes(48).toString('base64url'), paystack: `sk_test_${crypto.randomBytes(16).toString('hex')}` };
    fs.writeFileSync(secretFile, JSON.stringify(secrets), { mode: 0o600 });
  }
  const secrets = JSON.parse(fs.readFileSync(secretFile, 'utf8')) as { jwt: string; paystack: string };

  const children: ChildProcess[] = [];
  const sandboxLog = path.join(logDir, 'paystack-sandbox.log');
  const sandbox = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['paystack-sandbox/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.sandboxPort),
      HOST: '127.0.0.1',
      SANDBOX_SECRET_KEY: secrets.paystack,
      WEBHOOK_URL: options.webhookUrl ?? `${shopUrl}/api/payment/webhook`,
      PUBLIC_URL: `http://localhost:${options.sandboxPort}`,
    },
    stdio: ['ignore', fs.openSync(sandboxLog, 'a'), fs.openSync(sandboxLog, 'a')],
  });
  children.push(sandbox);

  const publicUrl = `http://localhost:${options.shopPort}`;
  const apiEnv: NodeJS.ProcessEnv = {
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl ?? '',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: publicUrl,
    CORS_ORIGINS: publicUrl,
    JWT_SECRET: secrets.jwt,
    PAYSTACK_SECRET_KEY: secrets.paystack,
    PAYSTACK_BASE_URL: options.paystackBaseUrl ?? sandboxUrl,
    LOG_LEVEL: 'warn',
    ...options.apiEnv,
  };
  const replicas: Replica[] = options.apiPorts.map((port, index) => {
    const name = `api-${index + 1}`;
    const logFile = path.join(logDir, `${name}.log`);
    let child: ChildProcess | null = null;
    const replica: Replica = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      logFile,
      pid: () => child?.pid,
      running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
      async start() {
        if (replica.running()) return;
        child = node('api/dist/server.js', { ...apiEnv, PORT: String(port) }, logFile, options.nodeArgs);
        children.push(child);
        await waitForHttp(`${replica.url}/readyz`, 120_000, child);
      },
      async kill(signal) {
        if (!child || !replica.running()) return;
        const exited = waitForExit(child);
        child.kill(signal);
        const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      },
    };
    return replica;
  });

  let nginx: RunningNginx | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGTERM')));
    await Promise.all(
      children.map((child) => {
        const exited = waitForExit(child);
        child.kill('SIGTERM');
        return exited;
      }),
    );
  };
  try {
    await waitForHttp(`${sandboxUrl}/health`, 60_000, sandbox);
    // The first replica seeds an empty database; the others start once it is ready.
    log(`Starting ${replicas.length} API replicas (node api/dist/server.js)...`);
    await replicas[0].start();
    await Promise.all(replicas.slice(1).map((replica) => replica.start()));
    nginx = await startNginx({
      shopPort: options.shopPort,
      adminPort: options.adminPort,
      staticBasePort: options.staticBasePort,
      apiServers: replicas.map((replica) => `127.0.0.1:${replica.port}`),
      roots: options.staticRoots,
      shopOrigin: publicUrl,
      adminOrigin: `http://localhost:${options.adminPort}`,
      paymentOrigins: ['https://checkout.paystack.com', `http://localhost:${options.sandboxPort}`],
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shopUrl,
    adminUrl: `http://127.0.0.1:${options.adminPort}`,
    sandboxUrl,
    sandboxSecretKey: secrets.paystack,
    databaseUrl: options.databaseUrl,
    replicas,
    nginx,
    stop,
  };
}
