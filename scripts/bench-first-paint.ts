// `npm run bench:first-paint`: the first paint as a shopper sees it, in Chromium on the site as
// `npm start` serves it: a 360 px phone on a throttled link (150 ms latency, 1.6 Mbps down, CPU 4×
// slower, through DevTools' emulation) and a 1280 px laptop. For each page it prints when the
// server's first view was on screen, when the page's own code had taken over, the largest paint,
// the layout shift from the first byte on, and whether anything was wider than the screen.
//   --shots=DIR   also save a screenshot of each page as first drawn and once taken over
//   --only=a,b    only the pages whose path contains one of these
//   --site=URL    measure a site already running there (e.g. `npm start`'s, http://localhost:8080)
//                 instead of building and serving one
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildFrontEnds } from './lib/build';
import { freePort } from './lib/ports';
import { startStack } from './lib/stack';
import { launchBrowser } from '../e2e/support/browser';
import { flags } from './lib/args';

const args = flags();
const shots = args.get('shots') ?? null;
const only = args.get('only')?.split(',') ?? null;
if (shots) fs.mkdirSync(shots, { recursive: true });

/** The site measured: one served here as `npm start` serves it, or the one named by --site. */
async function site(): Promise<{ siteUrl: string; stop(): Promise<void> }> {
  const running = args.get('site');
  if (running) return { siteUrl: running.replace(/\/$/, ''), stop: async () => undefined };
  buildFrontEnds();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-first-paint-'));
  const stack = await startStack({
    sitePort: await freePort(),
    apiPort: await freePort(),
    sandboxPort: await freePort(),
    dataDir,
    log: () => undefined,
  });
  return {
    siteUrl: stack.siteUrl,
    async stop() {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
const stack = await site();
const browser = await launchBrowser();

/** What the page shows now: the server's first view, and whether the page's own code has replaced it. */
const state = (page: Page) =>
  page
    .evaluate(() => ({
      firstView: Boolean(document.querySelector('#first-paint:not([hidden]) [data-page]')),
      takenOver: !document.getElementById('first-paint') && Boolean(document.querySelector('#root [data-page]')),
    }))
    .catch(() => null);

try {
  // Through the site, as the browser reads it.
  const [featured] = (await (await fetch(`${stack.siteUrl}/api/medicine/featuredMedicines`)).json()) as { id: string }[];
  const paths = ['/dashboard', '/medicines', `/medicines/${featured.id}`, '/legal', '/terms', '/privacy'].filter(
    (p) => !only || only.some((o) => p.includes(o)),
  );
  console.log('| device | page | first view on screen | taken over | LCP | CLS | wider than the screen |');
  console.log('|---|---|---|---|---|---|---|');
  for (const device of [
    { name: 'phone 360 px, slow 4G, CPU ×4', viewport: { width: 360, height: 740 }, mobile: true },
    { name: 'laptop 1280 px', viewport: { width: 1280, height: 800 }, mobile: false },
  ]) {
    for (const route of paths) {
      const context = await browser.newContext({ viewport: device.viewport, isMobile: device.mobile, hasTouch: device.mobile });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = window as unknown as { shifts: number[]; lcp: number };
        seen.shifts = [];
        seen.lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      if (device.mobile) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      const name = `${device.mobile ? 'phone' : 'laptop'}${route.replace(featured.id, 'id').replace(/\W+/g, '-')}`;
      const started = Date.now();
      void page.goto(`${stack.siteUrl}${route}`).catch(() => undefined);
      let firstView: number | null = null;
      let takenOver: number | null = null;
      while (takenOver === null && Date.now() - started < 15_000) {
        await page.waitForTimeout(100);
        const now = await state(page);
        if (!now) continue;
        if (now.firstView && firstView === null) {
          firstView = Date.now() - started;
          if (shots) await page.screenshot({ path: path.join(shots, `${name}-1-first-view.png`) });
        }
        if (now.takenOver) {
          takenOver = Date.now() - started;
          if (shots) await page.screenshot({ path: path.join(shots, `${name}-2-taken-over.png`) });
        }
      }
      await page.waitForTimeout(1000);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { shifts: number[]; lcp: number };
        return { cls: w.shifts.reduce((a, b) => a + b, 0), lcp: w.lcp, wide: document.documentElement.scrollWidth > window.innerWidth };
      });
      const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
      console.log(
        `| ${device.name} | ${route.replace(featured.id, '{id}')} | ${s(firstView)} | ${s(takenOver)} | ${s(seen.lcp)} | ${seen.cls.toFixed(3)} | ${seen.wide ? 'YES' : 'no'} |`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
