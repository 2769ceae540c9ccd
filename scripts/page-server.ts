// The production page server's entry (deploy/page-server.Dockerfile bundles it for Node): app pages
// with their preload hints and first views, behind nginx (scripts/lib/page-server.ts).
//   PORT      where it listens (default 8085); HOST (default 0.0.0.0)
//   SITE_URL  the shop's front door as this server reaches it, e.g. http://nginx:80
//   API_URLS  the API servers as this server reaches them, comma-separated, e.g. http://api-1:5080,http://api-2:5080
import fs from 'node:fs';
import { createPageServer } from './lib/page-server';
import { RENDERER_DIR } from './lib/remote-files';

const siteUrl = process.env.SITE_URL;
const apiUrls = (process.env.API_URLS ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
const problems = [
  ...(siteUrl && URL.canParse(siteUrl) ? [] : ['SITE_URL must be the URL of the shop front door (e.g. http://nginx:80)']),
  ...(apiUrls.length && apiUrls.every((url) => URL.canParse(url))
    ? []
    : ['API_URLS must list the API servers (e.g. http://api-1:5080,http://api-2:5080)']),
];
if (problems.length) {
  console.error(`The page server cannot start:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8085);
const host = process.env.HOST ?? '0.0.0.0';
const server = createPageServer({ siteUrl: siteUrl!, apiUrls });
server.listen(port, host, () => console.log(`Page server on ${host}:${port}: pages from ${siteUrl}, reads from ${apiUrls.join(', ')}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => {
      fs.rmSync(RENDERER_DIR, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
