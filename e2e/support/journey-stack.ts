// The whole site for one journey. With nginx installed, the production build is served behind the
// real nginx configuration (nginx/), with the admin remote on its own origin; without it, by the
// `npm start` site server. The API starts on a copy of the seeded shop (support/seeded-data.ts): on
// PGlite in its own data folder or, when DATABASE_URL is set, on a PostgreSQL database of its own
// (dropped when the journey stops the stack). The API is its compiled build (api/dist, which
// run-journeys.ts brings up to date first), as in production.
import { nginxBinary, startNginx } from '../../scripts/lib/nginx';
import { startStack, type RunningStack, type StackOptions } from '../../scripts/lib/stack';
import { journeyRedisUrl } from './database';
import { seededShop } from './seeded-data';
import { freePort, freePortBlock } from './ports';

/**
 * The journeys assert first views drawn with the API's data, so the page server waits for the API
 * as long as a busy test machine needs (in production it gives up after 400 ms and the page draws
 * itself; e2e/journeys/first-views-served.test.ts tests that with its own server).
 */
const JOURNEY_FIRST_VIEW_READ_TIMEOUT_MS = '20000';

/** For a journey that starts its page server itself (scripts/lib/stack.ts) and asserts a first view. */
export function waitForTheApiBeforeFirstViews(): void {
  process.env.FIRST_VIEW_READ_TIMEOUT_MS ??= JOURNEY_FIRST_VIEW_READ_TIMEOUT_MS;
}

export async function startJourneyStack(options: Omit<StackOptions, 'databaseUrl'>): Promise<RunningStack> {
  waitForTheApiBeforeFirstViews();
  const database = await seededShop(options.dataDir);
  const behindNginx = Boolean(nginxBinary()) && process.env.E2E_WITHOUT_NGINX !== '1';
  let stack: RunningStack;
  try {
    const redisUrl = await journeyRedisUrl();
    const apiEnv = redisUrl ? { REDIS_URL: redisUrl, ...options.apiEnv } : options.apiEnv;
    stack = await startStack({ api: 'build', ...options, apiEnv, databaseUrl: database.url, withoutSiteServer: behindNginx });
  } catch (error) {
    await database.drop();
    throw error;
  }
  if (!behindNginx) {
    return { ...stack, stop: async () => (await stack.stop(), await database.drop()) };
  }
  const siteOrigin = options.publicUrl ?? stack.siteUrl;
  const adminPort = await freePort();
  const nginx = await startNginx({
    shopPort: options.sitePort,
    adminPort,
    staticBasePort: await freePortBlock(5),
    apiServers: [new URL(stack.apiUrl).host],
    shopOrigin: siteOrigin,
    adminOrigin: `${new URL(siteOrigin).protocol}//${new URL(siteOrigin).hostname}:${adminPort}`,
    paymentOrigins: [stack.sandboxUrl ?? 'https://checkout.paystack.com'],
  }).catch(async (error) => {
    await stack.stop();
    await database.drop();
    throw error;
  });
  return {
    ...stack,
    async stop() {
      await nginx.stop();
      await stack.stop();
      await database.drop();
    },
  };
}

/**
 * Whether a URL is one of the admin remote's files, wherever the site serves that remote from
 * (under /remotes/admin-mfe/ on the npm start server, its own origin behind nginx).
 */
export async function adminFileMatcher(siteUrl: string): Promise<(url: string) => boolean> {
  const config = (await (await fetch(`${siteUrl}/runtime-config.json`)).json()) as { remotes: { admin: string } };
  const base = new URL(config.remotes.admin, siteUrl).href.replace(/remoteEntry\.js$/, '');
  return (url) => url.startsWith(base) || url.includes('/admin-mfe/');
}
