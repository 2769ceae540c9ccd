// `npm run start:cluster`: the production shape on this machine: nginx in front of two API replicas
// (the compiled build) on the machine's PostgreSQL and Redis, the payment sandbox and the built
// front ends, with the nginx configuration docker-compose.yml uses. See docs/operations.md.
import path from 'node:path';
import { startCluster } from './lib/cluster';
import { REPO_ROOT } from './lib/stack';

const shopPort = Number(process.env.SITE_PORT ?? 8080);
const adminPort = Number(process.env.ADMIN_PORT ?? 8081);
const apiBase = Number(process.env.API_PORT ?? 5080);
const replicas = Number(process.env.API_REPLICAS ?? 2);

const cluster = await startCluster({
  shopPort,
  adminPort,
  staticBasePort: Number(process.env.STATIC_BASE_PORT ?? 8101),
  apiPorts: Array.from({ length: replicas }, (_, i) => apiBase + i),
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 8090),
  databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/epharmacy_cluster',
  redisUrl: process.env.REDIS_URL === undefined ? 'redis://127.0.0.1:6379' : process.env.REDIS_URL || null,
  dataDir: process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'cluster'),
});

console.log(`
  e-pharmacy cluster behind nginx: http://localhost:${shopPort}  (admin remote from http://localhost:${adminPort})
    API replicas   ${cluster.replicas.map((r) => `${r.name} ${r.url} (pid ${r.pid()})`).join(', ')}
    database       ${cluster.databaseUrl}
    Redis          ${process.env.REDIS_URL === '' ? 'none (each replica caches on its own)' : (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')}
    payments       Paystack sandbox ${cluster.sandboxUrl} (test card 4084 0840 8408 4081)
    logs, outbox   ${path.join(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'cluster'), 'logs')}, .../outbox
    nginx prefix   ${cluster.nginx.prefix}
  Press Ctrl+C to stop.
`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cluster.stop().then(() => process.exit(0)));
}
