// The production shape on one machine, without Docker: nginx (the same nginx/templates files that
// docker-compose.yml uses) in front of several API processes running the compiled build on one
// PostgreSQL and one Redis, the Paystack sandbox, and the built front ends. Used by
// `npm run start:cluster`, `npm run bench:checkout` and the cluster test.
//
// The parts, in cluster/: prepare (the API compiled, its database migrated, the shared secrets) and
// processes (the sandbox and the replicas).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFrontEnds } from './build';
import { clusterSecrets, prepareApi, type ClusterSecrets } from './cluster/prepare';
import { replica, startSandbox, waitForExit, type Replica } from './cluster/processes';
import { type NginxOptions, startNginx, type RunningNginx } from './nginx';
import { waitForHttp } from './stack';

export { ensureDatabase } from './cluster/prepare';
export type { Replica } from './cluster/processes';

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

/** What every replica is started with. */
function replicaEnv(options: ClusterOptions, secrets: ClusterSecrets, publicUrl: string, sandboxUrl: string): NodeJS.ProcessEnv {
  return {
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
}

/** Stops nginx, then the replicas gracefully, then every process the cluster started. */
function stopper(getNginx: () => RunningNginx | null, replicas: Replica[], children: ChildProcess[]): () => Promise<void> {
  return async () => {
    await getNginx()?.stop();
    await Promise.all(replicas.map((one) => one.kill('SIGTERM')));
    await Promise.all(
      children.map((child) => {
        const exited = waitForExit(child);
        child.kill('SIGTERM');
        return exited;
      }),
    );
  };
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const shopUrl = `http://127.0.0.1:${options.shopPort}`;
  const sandboxUrl = `http://127.0.0.1:${options.sandboxPort}`;
  const logDir = path.join(options.dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  if (options.buildFrontEnds !== false) buildFrontEnds({ log });
  await prepareApi(options.databaseUrl, log);
  const secrets = clusterSecrets(options.dataDir);

  const children: ChildProcess[] = [];
  const webhookUrl = options.webhookUrl ?? `${shopUrl}/api/payment/webhook`;
  const sandbox = startSandbox({ port: options.sandboxPort, secretKey: secrets.paystack, webhookUrl, logDir });
  children.push(sandbox);

  const publicUrl = `http://localhost:${options.shopPort}`;
  const apiEnv = replicaEnv(options, secrets, publicUrl, sandboxUrl);
  const replicas = options.apiPorts.map((port, index) => replica(index, port, { apiEnv, logDir, nodeArgs: options.nodeArgs, children }));

  let nginx: RunningNginx | null = null;
  const stop = stopper(() => nginx, replicas, children);
  try {
    await waitForHttp(`${sandboxUrl}/health`, 60_000, sandbox);
    // The first replica seeds an empty database; the others start once it is ready.
    log(`Starting ${replicas.length} API replicas (node api/dist/server.js)...`);
    await replicas[0].start();
    await Promise.all(replicas.slice(1).map((one) => one.start()));
    nginx = await startNginx({
      shopPort: options.shopPort,
      adminPort: options.adminPort,
      staticBasePort: options.staticBasePort,
      apiServers: replicas.map((one) => `127.0.0.1:${one.port}`),
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
