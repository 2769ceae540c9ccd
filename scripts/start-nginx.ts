// `npm run start:nginx`: the production topology on one machine: the built site behind the real nginx
// configuration (shop on :8080, admin remote on its own origin :8081), the API, and the payment sandbox.
import path from 'node:path';
import { buildFrontEnds } from './lib/build';
import { startNginx } from './lib/nginx';
import { REPO_ROOT, startStack } from './lib/stack';

const shopPort = Number(process.env.SITE_PORT ?? 8080);
const adminPort = Number(process.env.ADMIN_PORT ?? 8081);
const apiPort = Number(process.env.API_PORT ?? 5080);

buildFrontEnds();
const stack = await startStack({
  sitePort: shopPort,
  apiPort,
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 8090),
  dataDir: process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'),
  databaseUrl: process.env.DATABASE_URL,
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${shopPort}`,
  withoutSiteServer: true,
});
const nginx = await startNginx({
  shopPort,
  adminPort,
  staticBasePort: Number(process.env.STATIC_BASE_PORT ?? 8101),
  apiServers: [`127.0.0.1:${apiPort}`],
  shopOrigin: `http://localhost:${shopPort}`,
  adminOrigin: `http://localhost:${adminPort}`,
  paymentOrigins: ['https://checkout.paystack.com', stack.sandboxUrl ?? ''].filter(Boolean),
  // Released versions (npm run release), as `npm start` serves them.
  releaseStore: path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, '.releases')),
});

console.log(`
  e-pharmacy behind nginx: http://localhost:${shopPort}  (admin remote served from http://localhost:${adminPort})
    nginx prefix (config, logs)  ${nginx.prefix}
    API ${stack.apiUrl}, payments ${stack.sandboxUrl ?? 'Paystack'}, outbox ${stack.outboxDir}
  Press Ctrl+C to stop.
`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all([nginx.stop(), stack.stop()]).then(() => process.exit(0)));
}
