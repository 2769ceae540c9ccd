// The production shape under a fault: nginx in front of two API replicas (the compiled build) on
// PostgreSQL and Redis; a few dozen whole purchases arrive at a steady rate and one replica is
// killed (SIGKILL) a third of the way through, then started again. Afterwards every payment the
// provider took has exactly one order, no order lacks a payment, every paid cart is empty, and
// every error a shopper met was a clear message. `npm run bench:checkout` is the long version.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startCluster, type RunningCluster } from '../../scripts/lib/cluster';
import {
  checkInvariants,
  registerShoppers,
  runLoad,
  seedBenchStock,
  shortId,
  startOwnRedis,
  verdict,
  type OwnRedis,
} from '../../scripts/lib/checkout-load';
import { nginxBinary } from '../../scripts/lib/nginx';
import { freePort, freePortBlock } from '../support/ports';

function hasRedisServer() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const skip = !nginxBinary()
  ? 'nginx is not installed'
  : !process.env.DATABASE_URL
    ? 'DATABASE_URL is not set (the cluster needs PostgreSQL)'
    : !hasRedisServer()
      ? 'redis-server is not installed'
      : false;

const SHOPPERS = 36;
const RATE = 6;

let cluster: RunningCluster;
let redis: OwnRedis;
let databaseUrl: string;
let dataDir: string;

before(async () => {
  if (skip) return;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/epharmacy_cluster_${shortId()}`;
  databaseUrl = url.toString();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-cluster-test-'));
  redis = await startOwnRedis(await freePort());
  const block = await freePortBlock(12);
  cluster = await startCluster({
    shopPort: block,
    adminPort: block + 1,
    staticBasePort: block + 2,
    apiPorts: [block + 7, block + 8],
    sandboxPort: block + 9,
    databaseUrl,
    redisUrl: redis.url,
    dataDir,
    apiEnv: { RATE_LIMIT_PER_MINUTE: '10000000' },
    log: () => undefined,
  });
});

after(async () => {
  if (skip) return;
  await cluster?.stop();
  await redis?.stop();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`).finally(() => admin.end());
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test(
  `${SHOPPERS} purchases through nginx to two replicas, one killed mid-way: nothing lost, nothing doubled`,
  { skip, timeout: 300_000 },
  async () => {
    const shoppers = await registerShoppers(cluster, SHOPPERS, shortId());
    const stock = await seedBenchStock(cluster, shortId());
    await stock.restock(SHOPPERS);
    const victim = cluster.replicas[1];
    let killedPid: number | undefined;
    const result = await runLoad({
      cluster,
      shoppers,
      cartFor: stock.cartFor,
      rate: RATE,
      fault: {
        atS: SHOPPERS / RATE / 3,
        run: async () => {
          killedPid = victim.pid();
          await victim.kill('SIGKILL');
          await new Promise((resolve) => setTimeout(resolve, 3000));
          await victim.start();
        },
      },
    });
    assert.ok(killedPid && victim.running() && victim.pid() !== killedPid, 'the replica was killed and started again');
    const invariants = await checkInvariants(cluster, result.records);
    assert.deepEqual(invariants.problems, []);
    assert.deepEqual(verdict(result, invariants), [], 'at least 95 % of the purchases completed and the invariants held');
    assert.equal(result.unclearErrors, 0, JSON.stringify(result.errors));
    assert.equal(invariants.paymentsSucceeded, invariants.providerSucceeded);
    assert.equal(invariants.ordersPlaced, invariants.providerSucceeded);
    assert.equal(invariants.cartsEmptied, invariants.providerSucceeded);
    // Shoppers retry a "try again" answer as people do: every purchase completes.
    assert.equal(result.purchases, SHOPPERS, JSON.stringify(result.errors));
  },
);
