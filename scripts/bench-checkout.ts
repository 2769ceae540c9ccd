// `npm run bench:checkout [-- options]`: whole purchases by simulated shoppers arriving at a fixed
// rate, through nginx to two API replicas (the compiled build) on PostgreSQL and Redis, paying on
// the Paystack sandbox; then the counts that must match. Optionally under faults.
//
//   --shoppers=N        shoppers per scenario (default 60)
//   --rate=R            arrivals per second (default 4); --rates=2,4,8 runs one baseline per rate
//   --fault=NAME,...    kill-replica | restart-postgres | stop-redis | slow-provider | duplicate-webhooks | all
//                       (each its own scenario after the baseline; restart-postgres restarts this
//                       machine's PostgreSQL server, so it runs only when named, not with "all")
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
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type RunningCluster } from './lib/cluster';
import { summariseProfiles } from './lib/cpu-profile';
import { flags } from './lib/args';
import {
  FAULTS,
  STEPS,
  checkInvariants,
  pickMedicine,
  registerShoppers,
  runLoad,
  shortId,
  startFaultProxy,
  startOwnRedis,
  type Fault,
  type FaultProxy,
  type Invariants,
  type LoadResult,
  type OwnRedis,
} from './lib/checkout-load';

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
const ms = (value: number) => `${Math.round(value)}`.padStart(6);

function printResult(title: string, result: LoadResult, invariants: Invariants) {
  log(`\n## ${title}`);
  log(
    `${result.shoppers} shoppers at ${result.rate}/s over ${result.durationS.toFixed(1)} s: ${result.purchases} purchases, ` +
      `${result.purchasesPerSecond.toFixed(2)} purchases/s, ${result.retries} retried steps`,
  );
  log(`  step        count    p50    p95    p99    max  (ms)`);
  for (const step of [...STEPS, 'purchase'] as const) {
    const s = result.steps[step];
    log(`  ${step.padEnd(10)} ${String(s.count).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}`);
  }
  const errors = Object.entries(result.errors).sort((a, b) => b[1] - a[1]);
  log(`  errors: ${errors.length === 0 ? 'none' : ''}`);
  for (const [kind, count] of errors) log(`    ${String(count).padStart(4)}  ${kind}`);
  log(`  answers without a clear message: ${result.unclearErrors}`);
  log(
    `  invariants: provider succeeded ${invariants.providerSucceeded} = payments succeeded ${invariants.paymentsSucceeded} = ` +
      `orders placed ${invariants.ordersPlaced} = carts emptied ${invariants.cartsEmptied}: ` +
      `${invariants.problems.length === 0 ? 'HOLD' : 'BROKEN'}`,
  );
  for (const problem of invariants.problems.slice(0, 20)) log(`    ! ${problem}`);
}

async function main() {
  let redis: OwnRedis | null = null;
  let cluster: RunningCluster | null = null;
  const proxies: FaultProxy[] = [];
  const outcomes: { title: string; ok: boolean }[] = [];
  try {
    redis = await startOwnRedis(base + 79);
    const shopPort = base + 80;
    const sandboxPort = base + 90;
    const provider = await startFaultProxy(`http://127.0.0.1:${sandboxPort}`);
    const webhooks = await startFaultProxy(`http://127.0.0.1:${shopPort}`);
    proxies.push(provider, webhooks);
    cluster = await startCluster({
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
    const running = cluster;
    const medicine = await pickMedicine(running);
    log(`\nCluster up: nginx ${running.shopUrl}, replicas ${running.replicas.map((r) => r.url).join(', ')}, database ${databaseUrl}`);

    const scenario = async (
      title: string,
      rate: number,
      setup?: { fault: (durationS: number) => Promise<void>; before?: () => void; after?: () => Promise<void> },
    ) => {
      const shoppers = await registerShoppers(running, shoppersPerScenario, `${runId}_${outcomes.length}`);
      const durationS = shoppersPerScenario / rate;
      setup?.before?.();
      const result = await runLoad({
        cluster: running,
        shoppers,
        medicine,
        rate,
        fault: setup ? { atS: durationS / 3, run: () => setup.fault(durationS) } : undefined,
      });
      await setup?.after?.();
      const invariants = await checkInvariants(running, result.records);
      printResult(title, result, invariants);
      outcomes.push({ title, ok: invariants.problems.length === 0 && result.unclearErrors === 0 });
    };

    if (args.get('no-baseline') !== 'true') for (const rate of rates) await scenario(`baseline, ${rate} shoppers/s`, rate);
    const rate = rates[0];
    const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
    for (const fault of faults) {
      if (fault === 'kill-replica') {
        await scenario(`fault: SIGKILL ${running.replicas.at(-1)!.name} a third of the way, restarted 5 s later`, rate, {
          fault: async () => {
            const victim = running.replicas.at(-1)!;
            log(`  [fault] SIGKILL ${victim.name} (pid ${victim.pid()})`);
            await victim.kill('SIGKILL');
            await sleep(5);
            await victim.start();
            log(`  [fault] ${victim.name} is back`);
          },
        });
      } else if (fault === 'restart-postgres') {
        await scenario('fault: PostgreSQL restarted a third of the way', rate, {
          fault: async () => {
            const version = fs.readdirSync('/etc/postgresql')[0];
            const name = process.env.BENCH_PG_CLUSTER ?? 'main';
            log(`  [fault] pg_ctlcluster ${version} ${name} restart`);
            execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'restart'], { stdio: 'ignore' });
            log('  [fault] PostgreSQL is back');
          },
        });
      } else if (fault === 'stop-redis') {
        await scenario('fault: Redis stopped for 30 s a third of the way', rate, {
          fault: async () => {
            log('  [fault] Redis stopped');
            await redis!.stop();
            await sleep(30);
            await redis!.start();
            log('  [fault] Redis is back');
          },
        });
      } else if (fault === 'slow-provider') {
        await scenario('fault: the payment provider answers 5 s late for 20 s', rate, {
          fault: async () => {
            log('  [fault] provider delayed by 5 s');
            provider.delayMs = 5000;
            await sleep(20);
            provider.delayMs = 0;
            log('  [fault] provider on time again');
          },
        });
      } else if (fault === 'duplicate-webhooks') {
        await scenario('fault: every webhook delivered twice, the second 5 s late', rate, {
          before: () => {
            webhooks.duplicateAfterMs = 5000;
          },
          fault: async () => undefined,
          after: async () => {
            await webhooks.settled();
            log(`  [fault] ${webhooks.forwarded} webhooks delivered, ${webhooks.duplicates} late duplicates`);
            webhooks.duplicateAfterMs = 0;
          },
        });
      }
    }
  } finally {
    await cluster?.stop();
    for (const proxy of proxies) await proxy.close();
    await redis?.stop();
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
  log('\n## Outcome');
  for (const outcome of outcomes) log(`  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.title}`);
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

await main();
