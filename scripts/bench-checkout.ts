// `npm run bench:checkout [-- options]`: whole purchases by simulated shoppers arriving at a fixed
// rate, through nginx to two API replicas (the compiled build) on PostgreSQL and Redis, paying on
// the Paystack sandbox; then the counts that must match. Optionally under faults.
//
//   --shoppers=N        shoppers per scenario (default 60)
//   --rate=R            arrivals per second (default 4); --rates=2,4,8 runs one baseline per rate
//   --fault=NAME,...    kill-replica | restart-postgres | stop-redis | slow-provider | duplicate-webhooks | migration | all
//                       (each its own scenario after the baseline; restart-postgres restarts this
//                       machine's PostgreSQL server, so it runs only when named, not with "all")
//                       (migration: the next release's expand-only migration applied mid-run)
//   Each scenario restocks the benchmark's own medicines and fails when under 95 % of its purchases
//   complete (those a fault is meant to refuse counted apart), when an answer lacks a clear message
//   or when an invariant breaks; the end prints the highest arrival rate held with p95 under 2 s.
//   --no-baseline       only the fault scenarios
//   --replicas=N        API replicas (default 2)
//   --keep              keep the benchmark's database (default: dropped at the end)
//   --profile           CPU-profile the replicas (node --cpu-prof) and print where their time went
// Environment: DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432;
// the benchmark makes its own database there); BENCH_PORT_BASE (default 28100) the ports it uses.
// A Redis of its own is started on BENCH_PORT_BASE+79 (redis-server), so stopping it disturbs nobody.
// BENCH_PG_CLUSTER names the Debian PostgreSQL cluster that restart-postgres restarts (default main;
// a cluster of the benchmark's own: pg_createcluster 15 epbench -p 25432 -- --auth-host=trust,
// then DATABASE_URL=postgres://postgres@127.0.0.1:25432/postgres BENCH_PG_CLUSTER=epbench).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from './lib/cluster';
import { summariseProfiles } from './lib/cpu-profile';
import { flags } from './lib/args';
import {
  FAULTS,
  checkInvariants,
  registerShoppers,
  runLoad,
  seedBenchStock,
  shortId,
  startFaultProxy,
  startOwnRedis,
  verdict,
  type Fault,
  type FaultProxy,
  type OwnRedis,
} from './lib/checkout-load';
import { faultScenario, type FaultSetup, type FaultTargets } from './lib/checkout-load/fault-scenarios';
import { printHighestRateHeld, printResult, type Outcome } from './lib/checkout-load/report';
import type { RunningCluster } from './lib/cluster';

const args = flags();
const shoppersPerScenario = Number(args.get('shoppers') ?? 60);
const rates = (args.get('rates') ?? args.get('rate') ?? '4').split(',').map(Number);
const faultArg = args.get('fault') ?? '';
const faults: Fault[] =
  faultArg === 'all'
    ? FAULTS.filter((f) => f !== 'restart-postgres')
    : (faultArg.split(',').filter(Boolean) as Fault[]).map((f) => {
        if (!FAULTS.includes(f)) throw new Error(`unknown fault "${f}" (one of ${FAULTS.join(', ')}, all)`);
        return f;
      });
const replicaCount = Number(args.get('replicas') ?? 2);
const base = Number(process.env.BENCH_PORT_BASE ?? 28100);
const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const runId = shortId();
serverUrl.pathname = `/epharmacy_bench_${runId}`;
const databaseUrl = serverUrl.toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-bench-'));
const profileDir = args.get('profile') === 'true' ? path.join(dataDir, 'profiles') : null;

const log = (line: string) => console.log(line);

/** What was started, for the clean-up (filled in as it starts). */
interface Stack {
  redis: OwnRedis | null;
  cluster: RunningCluster | null;
  proxies: FaultProxy[];
}

/** Redis, the fault proxies and the cluster (nginx, the replicas, the sandbox). */
async function startStack(stack: Stack): Promise<FaultTargets> {
  const redis = await startOwnRedis(base + 79);
  stack.redis = redis;
  const shopPort = base + 80;
  const sandboxPort = base + 90;
  const provider = await startFaultProxy(`http://127.0.0.1:${sandboxPort}`);
  const webhooks = await startFaultProxy(`http://127.0.0.1:${shopPort}`);
  stack.proxies.push(provider, webhooks);
  const cluster = await startCluster({
    shopPort,
    adminPort: base + 81,
    staticBasePort: base + 1,
    apiPorts: Array.from({ length: replicaCount }, (_, i) => base + 10 + i),
    sandboxPort,
    databaseUrl,
    redisUrl: redis.url,
    dataDir,
    paystackBaseUrl: provider.url,
    webhookUrl: `${webhooks.url}/api/payment/webhook`,
    // Every simulated shopper comes from 127.0.0.1 through nginx: lift the per-address limit.
    apiEnv: { RATE_LIMIT_PER_MINUTE: '10000000' },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    log,
  });
  stack.cluster = cluster;
  return { cluster, redis, provider, webhooks, log };
}

/** The baselines (one per rate), then one scenario per fault; each outcome is added as it ends. */
async function runScenarios(targets: FaultTargets, outcomes: Outcome[]): Promise<void> {
  const running = targets.cluster;
  const stock = await seedBenchStock(running, runId);
  log(`\nCluster up: nginx ${running.shopUrl}, replicas ${running.replicas.map((r) => r.url).join(', ')}, database ${databaseUrl}`);
  log(`The benchmark's own ${stock.medicineIds.length} medicines, restocked before each scenario; carts of 2-3 of them, 1-3 units each.`);

  const scenario = async (title: string, rate: number, setup?: FaultSetup) => {
    const shoppers = await registerShoppers(running, shoppersPerScenario, `${runId}_${outcomes.length}`);
    const units = await stock.restock(shoppersPerScenario);
    log(`\n(restocked: ${units} units of each medicine)`);
    const durationS = shoppersPerScenario / rate;
    await setup?.before?.();
    const result = await runLoad({
      cluster: running,
      shoppers,
      cartFor: stock.cartFor,
      rate,
      fault: setup ? { atS: durationS / 3, run: () => setup.fault(durationS), refuses: setup.refuses } : undefined,
    });
    await setup?.after?.();
    const invariants = await checkInvariants(running, result.records);
    const reasons = verdict(result, invariants);
    printResult(log, title, result, invariants, reasons);
    outcomes.push({ title, ok: reasons.length === 0, baselineRate: setup ? null : rate, p95: result.steps.purchase.p95 });
  };

  if (args.get('no-baseline') !== 'true') for (const rate of rates) await scenario(`baseline, ${rate} shoppers/s`, rate);
  for (const fault of faults) {
    const { title, setup } = faultScenario(fault, targets);
    await scenario(title, rates[0], setup);
  }
}

async function cleanUp(stack: Stack): Promise<void> {
  await stack.cluster?.stop();
  for (const proxy of stack.proxies) await proxy.close();
  await stack.redis?.stop();
  if (profileDir && fs.existsSync(profileDir)) {
    log('\n## Where the replicas spent their time (CPU profiles, main thread; argon2 runs on the thread pool)');
    for (const line of summariseProfiles(profileDir)) log(`  ${line}`);
  }
  if (args.get('keep') !== 'true') {
    const admin = new pg.Client({ connectionString: new URL('/postgres', databaseUrl).toString() });
    await admin.connect().then(
      () => admin.query(`DROP DATABASE IF EXISTS epharmacy_bench_${runId} WITH (FORCE)`).finally(() => admin.end()),
      () => undefined,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    log(`\nKept: database ${databaseUrl}, data and logs in ${dataDir}`);
  }
}

async function main() {
  const stack: Stack = { redis: null, cluster: null, proxies: [] };
  const outcomes: Outcome[] = [];
  try {
    await runScenarios(await startStack(stack), outcomes);
  } finally {
    await cleanUp(stack);
  }
  log('\n## Outcome');
  for (const outcome of outcomes) log(`  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.title}`);
  printHighestRateHeld(log, outcomes);
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

await main();
