// What each fault of `npm run bench:checkout -- --fault=...` does to the running stack, and when.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { RunningCluster } from '../cluster';
import { applyMigrations, nextReleaseMigrations } from './expand-migration';
import type { FaultProxy } from './fault-proxy';
import type { Fault } from './faults';
import type { OwnRedis } from './own-redis';

/** A scenario's fault: `fault` runs a third of the way through; `before` and `after` bracket the load. */
export interface FaultSetup {
  fault: (durationS: number) => Promise<void>;
  before?: () => void | Promise<void>;
  after?: () => Promise<void>;
  /** The fault is meant to turn some purchases away with a clear "try again" (counted apart). */
  refuses?: boolean;
}

export interface FaultTargets {
  cluster: RunningCluster;
  redis: OwnRedis;
  /** Between the replicas and the payment provider. */
  provider: FaultProxy;
  /** Between the provider and the shop's webhook URL. */
  webhooks: FaultProxy;
  log: (line: string) => void;
}

const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

function killReplica({ cluster, log }: FaultTargets): FaultSetup {
  return {
    fault: async () => {
      const victim = cluster.replicas.at(-1)!;
      log(`  [fault] SIGKILL ${victim.name} (pid ${victim.pid()})`);
      await victim.kill('SIGKILL');
      await sleep(5);
      await victim.start();
      log(`  [fault] ${victim.name} is back`);
    },
  };
}

function restartPostgres({ log }: FaultTargets): FaultSetup {
  return {
    // Requests in flight when the server goes down are answered 503 "try again"; a shopper whose
    // retries all fall in the restart is turned away, as meant.
    refuses: true,
    fault: async () => {
      const version = fs.readdirSync('/etc/postgresql')[0];
      const name = process.env.BENCH_PG_CLUSTER ?? 'main';
      log(`  [fault] pg_ctlcluster ${version} ${name} restart`);
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'restart'], { stdio: 'ignore' });
      log('  [fault] PostgreSQL is back');
    },
  };
}

function stopRedis({ redis, log }: FaultTargets): FaultSetup {
  return {
    fault: async () => {
      log('  [fault] Redis stopped');
      await redis.stop();
      await sleep(30);
      await redis.start();
      log('  [fault] Redis is back');
    },
  };
}

function slowProvider({ provider, log }: FaultTargets): FaultSetup {
  return {
    fault: async () => {
      log('  [fault] provider delayed by 5 s');
      provider.delayMs = 5000;
      await sleep(20);
      provider.delayMs = 0;
      log('  [fault] provider on time again');
    },
  };
}

function duplicateWebhooks({ webhooks, log }: FaultTargets): FaultSetup {
  return {
    before: () => {
      webhooks.duplicateAfterMs = 5000;
    },
    fault: async () => undefined,
    after: async () => {
      await webhooks.settled();
      log(`  [fault] ${webhooks.forwarded} webhooks delivered, ${webhooks.duplicates} late duplicates`);
      webhooks.duplicateAfterMs = 0;
    },
  };
}

function migration({ cluster, log }: FaultTargets): FaultSetup {
  return {
    fault: async () => {
      const folder = nextReleaseMigrations();
      log("  [fault] applying the next release's expand-only migration (migrate-cli, under the migration lock)");
      const output = await applyMigrations(cluster.databaseUrl, folder);
      fs.rmSync(folder, { recursive: true, force: true });
      log(`  [fault] ${output}`);
    },
  };
}

/** The scenario's title and set-up for a fault. */
export function faultScenario(fault: Fault, targets: FaultTargets): { title: string; setup: FaultSetup } {
  switch (fault) {
    case 'kill-replica':
      return {
        title: `fault: SIGKILL ${targets.cluster.replicas.at(-1)!.name} a third of the way, restarted 5 s later`,
        setup: killReplica(targets),
      };
    case 'restart-postgres':
      return { title: 'fault: PostgreSQL restarted a third of the way', setup: restartPostgres(targets) };
    case 'stop-redis':
      return { title: 'fault: Redis stopped for 30 s a third of the way', setup: stopRedis(targets) };
    case 'slow-provider':
      return { title: 'fault: the payment provider answers 5 s late for 20 s', setup: slowProvider(targets) };
    case 'duplicate-webhooks':
      return { title: 'fault: every webhook delivered twice, the second 5 s late', setup: duplicateWebhooks(targets) };
    case 'migration':
      return { title: "fault: the next release's expand-only migration applied a third of the way", setup: migration(targets) };
  }
}
