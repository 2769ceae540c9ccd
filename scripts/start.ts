// `npm start`: builds what is needed and serves the composed storefront at http://localhost:8080.
import path from 'node:path';
import { buildFrontEnds } from './lib/build';
import { REPO_ROOT, startStack } from './lib/stack';

const sitePort = Number(process.env.SITE_PORT ?? process.env.PORT ?? 8080);

buildFrontEnds();
const stack = await startStack({
  sitePort,
  apiPort: Number(process.env.API_PORT ?? 5080),
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 8090),
  messagingPort: Number(process.env.MESSAGING_SANDBOX_PORT ?? 8091),
  dataDir: process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'),
  databaseUrl: process.env.DATABASE_URL,
  publicUrl: process.env.PUBLIC_URL,
  // Remotes released with `npm run release` are served from here (docs/releases.md); others from their dist.
  releasesDir: process.env.RELEASES_DIR ?? path.join(REPO_ROOT, '.releases'),
});

console.log(`
  e-pharmacy is running at ${stack.siteUrl}
    API            ${stack.apiUrl}  (docs: ${stack.siteUrl}/api/docs)
    Payments       ${stack.sandboxUrl ? `local Paystack sandbox at ${stack.sandboxUrl} (test card 4084 0840 8408 4081)` : 'Paystack (PAYSTACK_SECRET_KEY is set)'}
    Mail outbox    ${stack.outboxDir}
    SMS, WhatsApp  ${stack.messagingUrl ? `local messaging sandbox at ${stack.messagingUrl} (messages sent; reply STOP)` : 'the configured providers'}
    Admin login    see README.md ("First admin")
  Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('Stopping...');
    void stack.stop().then(() => process.exit(0));
  });
}
