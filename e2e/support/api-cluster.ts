// Two API replicas (the compiled build) behind nginx on PostgreSQL and Redis, with the Paystack
// sandbox and no front ends: what the money-race journeys start. PGlite serialises every
// transaction and hides races; here two processes with their own connection pools answer at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type RunningCluster } from '../../scripts/lib/cluster';
import { nginxBinary, STATIC_BUILDS } from '../../scripts/lib/nginx';
import { freePortBlock } from './ports';

function hasRedisServer() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the cluster cannot run here (false when it can). */
export const clusterSkip = !nginxBinary()
  ? 'nginx is not installed'
  : !process.env.DATABASE_URL
    ? 'DATABASE_URL is not set (the cluster needs PostgreSQL)'
    : !hasRedisServer()
      ? 'redis-server is not installed'
      : false;

/** Starts the replicas on a database and Redis of the caller's, with the first admin given. */
export async function startApiCluster(options: {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  admin: { userName: string; email: string; password: string };
}): Promise<RunningCluster> {
  const block = await freePortBlock(12);
  return startCluster({
    shopPort: block,
    adminPort: block + 1,
    staticBasePort: block + 2,
    apiPorts: [block + 7, block + 8],
    sandboxPort: block + 9,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    dataDir: options.dataDir,
    // Only the API is exercised: the front ends are neither built nor served.
    buildFrontEnds: false,
    staticRoots: Object.fromEntries(
      STATIC_BUILDS.map((build) => {
        const root = path.join(options.dataDir, 'static', build);
        fs.mkdirSync(root, { recursive: true });
        return [build, root];
      }),
    ),
    apiEnv: {
      RATE_LIMIT_PER_MINUTE: '10000000',
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ADMIN_USERNAME: options.admin.userName,
    },
    log: () => undefined,
  });
}
