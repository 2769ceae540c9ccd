// `npm run bench:size`: builds for production, opens each main route in Chromium and prints the
// JavaScript that route loads on a first visit: every file with its gzip size, and the total; it
// exits non-zero when the dashboard's is over its budget.
import zlib from 'node:zlib';
import { buildFrontEnds } from './lib/build';
import { createSiteServer } from './lib/site-server';
import { REPO_ROOT } from './lib/stack';
import { launchBrowser } from '../e2e/support/browser';
import { freePort } from '../e2e/support/ports';

/** The dashboard's first-load JavaScript, gzip (issue 18: 125 KB; it was 150 KB before). */
const BUDGET_BYTES = 125 * 1024;

const fakeToken = (role: 'user' | 'admin') => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ name: 'Bench User', role, UserId: '00000000-0000-4000-8000-000000000001' })}.x`;
};

const ROUTES: { path: string; role?: 'user' | 'admin' }[] = [
  { path: '/dashboard' },
  { path: '/medicines' },
  { path: '/search?query=paracetamol' },
  { path: '/login' },
  { path: '/cart', role: 'user' },
  { path: '/orders', role: 'admin' },
];

buildFrontEnds({ force: process.argv.includes('--rebuild') });
const port = await freePort();
const server = createSiteServer({ root: REPO_ROOT, port, apiUrl: `http://127.0.0.1:${await freePort()}` });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
const browser = await launchBrowser();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const summary: string[] = [];
let dashboardTotal = 0;
const failed: string[] = [];

for (const route of ROUTES) {
  const context = await browser.newContext();
  if (route.role) {
    await context.addInitScript((token) => window.localStorage.setItem('token', token), fakeToken(route.role));
  }
  // Cumulative layout shift while the page assembles (the shell first, then the remote's page).
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const files: { url: string; gzip: number }[] = [];
  const stylesheets: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const list = type.includes('javascript') ? files : type.includes('text/css') ? stylesheets : null;
    if (!list) return;
    pending.push(
      response
        .body()
        .then((body) => void list.push({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(`http://127.0.0.1:${port}${route.path}`, { waitUntil: 'networkidle' });
  await page.locator('[data-boundary] h1, [data-boundary-fallback], .shell-denied').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A remote that failed to load would make the page look lighter than it is.
  if ((await page.locator('[data-boundary-fallback], .shell-denied').count()) > 0) failed.push(route.path);
  await Promise.all(pending);
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  if (route.path === '/dashboard') dashboardTotal = total;
  console.log(`\n${route.path}${route.role ? ` (as ${route.role})` : ''}: ${files.length} JS files, ${kb(total)} gzip`);
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  console.log(`  layout shift while loading (CLS): ${cls.toFixed(3)}`);
  const css = stylesheets.reduce((sum, file) => sum + file.gzip, 0);
  for (const file of stylesheets) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url} (stylesheet, not in the JS total)`);
  summary.push(`${route.path.padEnd(28)} ${kb(total).padStart(9)}   (+ ${kb(css)} CSS in stylesheets)   CLS ${cls.toFixed(3)}`);
  await context.close();
}

await browser.close();
server.close();
console.log('\nFirst-load JS per route (gzip; style-loader CSS inside JS is counted as JS):');
summary.forEach((line) => console.log(`  ${line}`));
if (failed.length) {
  console.log(`\nNOT MEASURED: ${failed.join(', ')} showed a fallback or a refusal instead of the page`);
  process.exitCode = 1;
}
console.log(
  `\nDashboard budget: ${kb(dashboardTotal)} of ${kb(BUDGET_BYTES)} ${dashboardTotal <= BUDGET_BYTES ? '(within budget)' : '(OVER BUDGET)'}`,
);
if (dashboardTotal > BUDGET_BYTES) process.exitCode = 1;
