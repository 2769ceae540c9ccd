// `npm run bench:data`: what a shopper's mobile data pays. Serves the site as `npm start` does
// (production build, the API on PGlite with the seeded catalogue) behind a counting proxy, and opens
// the dashboard, the medicines list and a medicine in Chromium at 360 px: each first on a new device
// (empty caches, no service worker) and then again on the same device (a repeat visit, a day's
// browsing later: the service worker and the browser's caches in place). It prints the bytes the
// server sent for each visit (bodies as sent, compressed, plus the response headers), by kind.
// Budgets: a first visit at most 300 KB, a repeat visit at most 50 KB (API reads and pictures
// only); the bench exits non-zero when one is missed.
//   --only=a,b   only the pages whose path contains one of these
//   --list       also print every request of each visit with its size
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds } from './lib/build';
import { freePort } from './lib/ports';
import { startStack } from './lib/stack';
import { launchBrowser } from '../e2e/support/browser';
import { flags } from './lib/args';

const FIRST_VISIT_BUDGET = 300 * 1024;
const REPEAT_VISIT_BUDGET = 50 * 1024;

const args = flags();
const only = args.get('only')?.split(',') ?? null;

buildFrontEnds();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-data-'));
const stack = await startStack({
  sitePort: await freePort(),
  apiPort: await freePort(),
  sandboxPort: await freePort(),
  dataDir,
  log: () => undefined,
});

/** What went through the proxy since the last reset: one line per answer. */
let sent: { url: string; bytes: number; status: number }[] = [];
const site = new URL(stack.siteUrl);
const proxy = http.createServer((req, res) => {
  const upstream = http.request(
    { host: '127.0.0.1', port: site.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      const line = { url: req.url ?? '', bytes: 0, status: answer.statusCode ?? 0 };
      sent.push(line);
      // The status line and headers as they go on the wire.
      line.bytes += Buffer.byteLength(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`);
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        line.bytes += Buffer.byteLength(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`);
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.on('data', (chunk: Buffer) => (line.bytes += chunk.length));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
const proxyPort = await freePort();
await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
const siteUrl = `http://localhost:${proxyPort}`;
const browser = await launchBrowser();

const kind = (url: string) =>
  url.startsWith('/api/images/')
    ? 'pictures'
    : url.startsWith('/api/')
      ? 'API reads'
      : /\.(js|css)(\?|$)/.test(url) || url.startsWith('/remotes/') || url === '/sw.js'
        ? 'code'
        : 'pages and other';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let missed = 0;
try {
  const [featured] = (await (await fetch(`${stack.siteUrl}/api/medicine/featuredMedicines`)).json()) as { id: string }[];
  const paths = ['/dashboard', '/medicines', `/medicines/${featured.id}`].filter((p) => !only || only.some((o) => p.includes(o)));
  console.log('| page | visit | total | code | pages and other | API reads | pictures | budget |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const route of paths) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'en-NG' });
    const visit = async (label: string, budget: number) => {
      sent = [];
      const page = await context.newPage();
      await page.goto(`${siteUrl}${route}`, { waitUntil: 'load' });
      await page.waitForSelector('#root [data-page]', { timeout: 30_000 });
      // The service worker, installed on the first visit, stores the shell's files after the load.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker?.ready;
        if (registration?.active?.state !== 'activated')
          await new Promise<void>((resolve) => registration?.active?.addEventListener('statechange', () => resolve()));
      });
      await page.waitForTimeout(2000);
      await page.close();
      const total = sent.reduce((sum, line) => sum + line.bytes, 0);
      const by = (name: string) => sent.filter((line) => kind(line.url) === name).reduce((sum, line) => sum + line.bytes, 0);
      const ok = total <= budget;
      if (!ok) missed++;
      console.log(
        `| ${route.replace(featured.id, '{id}')} | ${label} | ${kb(total)} | ${kb(by('code'))} | ${kb(by('pages and other'))} | ${kb(by('API reads'))} | ${kb(by('pictures'))} | ≤ ${kb(budget)} ${ok ? 'met' : 'MISSED'} |`,
      );
      if (args.has('list'))
        for (const line of sent)
          console.log(`|   ${line.status} ${line.url.replace(featured.id, '{id}')} | | ${kb(line.bytes)} | | | | | |`);
    };
    await visit('first', FIRST_VISIT_BUDGET);
    await visit('repeat', REPEAT_VISIT_BUDGET);
    await context.close();
  }
  console.log(missed ? `\n${missed} visit(s) over budget.` : '\nEvery visit within its budget.');
  process.exitCode = missed ? 1 : 0;
} finally {
  await browser.close();
  proxy.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
