// `npm run bench:first-paint`: the first paint as a shopper sees it, in Chromium on the site as
// `npm start` serves it: a 360 px phone on a throttled link (150 ms latency, 1.6 Mbps down, CPU 4×
// slower, through DevTools' emulation) and a 1280 px laptop. For each page it prints when the
// server's first view was on screen, when the page's own code had taken over, the largest paint,
// the layout shift from the first byte on, and whether anything was wider than the screen. The
// largest paint should be the first view's: "LCP entries" counts the browser's largest-paint entries
// and says whether one came at or after the takeover (the page's code painting the page again, so
// that the largest paint waits for the CPU). "kept" says whether the element of the largest paint
// drawn in the first view (tagged in the page when the browser reported it) is still in the
// document, in the app, after the takeover: the same node, hydrated rather than replaced. "LCP at
// first view" says whether the final largest paint is that first-view paint.
//   --shots=DIR   also save a screenshot of each page as first drawn and once taken over
//   --only=a,b    only the pages whose path contains one of these
//   --entries     also print every largest-paint entry (time, element, size)
//   --laptop=PX   the laptop's width (1280 unless given)
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
const laptopWidth = Number(args.get('laptop')) || 1280;
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
    // PostgreSQL when DATABASE_URL names one; the API's embedded database otherwise.
    databaseUrl: process.env.DATABASE_URL || undefined,
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
const yesNo = (value: boolean | null) => (value === null ? 'no first-view paint' : value ? 'yes' : 'NO');
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
  console.log(
    '| device | page | first view on screen | taken over | LCP | LCP at first view | kept | LCP entries | CLS | wider than the screen |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const device of [
    { name: 'phone 360 px, slow 4G, CPU ×4', viewport: { width: 360, height: 740 }, mobile: true },
    { name: `laptop ${laptopWidth} px`, viewport: { width: laptopWidth, height: 800 }, mobile: false },
  ]) {
    for (const route of paths) {
      const context = await browser.newContext({ viewport: device.viewport, isMobile: device.mobile, hasTouch: device.mobile });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = window as unknown as {
          shifts: number[];
          lcp: number;
          lcps: { time: number; size: number; tag: string }[];
          firstViewLcp: { element: Element; time: number } | null;
        };
        seen.firstViewLcp = null;
        seen.shifts = [];
        seen.lcp = 0;
        seen.lcps = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
            seen.lcp = entry.startTime;
            // The largest paint while the server's first view is on screen: its element, tagged.
            if (entry.element?.closest('#first-paint')) {
              seen.firstViewLcp = { element: entry.element, time: entry.startTime };
              (entry.element as Element & { firstViewLcp?: boolean }).firstViewLcp = true;
            }
            seen.lcps.push({
              time: entry.startTime,
              size: entry.size,
              tag: entry.element ? `${entry.element.tagName.toLowerCase()}.${entry.element.className}` : '(removed)',
            });
          }
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
      // The page's own clock when the takeover was seen, to compare with its largest-paint entries.
      let takenOverAt: number | null = null;
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
          takenOverAt = await page.evaluate(() => performance.now()).catch(() => null);
          if (shots) await page.screenshot({ path: path.join(shots, `${name}-2-taken-over.png`) });
        }
      }
      await page.waitForTimeout(1000);
      const seen = await page.evaluate(() => {
        const w = window as unknown as {
          shifts: number[];
          lcp: number;
          lcps: { time: number; size: number; tag: string }[];
          firstViewLcp: { element: Element & { firstViewLcp?: boolean }; time: number } | null;
        };
        const tagged = w.firstViewLcp;
        return {
          // The first view's largest-paint node, still in the document inside the app, and still the one tagged.
          kept: tagged
            ? tagged.element.isConnected && Boolean(tagged.element.closest('#root')) && tagged.element.firstViewLcp === true
            : null,
          atFirstView: tagged ? tagged.time === w.lcp : null,
          cls: w.shifts.reduce((a, b) => a + b, 0),
          lcp: w.lcp,
          lcps: w.lcps,
          wide: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
      const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
      // An entry within a frame (100 ms, the polling step) of the takeover or later is the takeover's repaint.
      const afterTakeover = takenOverAt === null ? [] : seen.lcps.filter((entry) => entry.time >= takenOverAt! - 150);
      const entries = `${seen.lcps.length}${afterTakeover.length ? `, AT TAKEOVER (${afterTakeover.map((e) => `${e.tag} ${e.size}px²`).join('; ')})` : ', none at takeover'}`;
      console.log(
        `| ${device.name} | ${route.replace(featured.id, '{id}')} | ${s(firstView)} | ${s(takenOver)} | ${s(seen.lcp)} | ${yesNo(seen.atFirstView)} | ${yesNo(seen.kept)} | ${entries} | ${seen.cls.toFixed(3)} | ${seen.wide ? 'YES' : 'no'} |`,
      );
      if (args.has('entries'))
        for (const entry of seen.lcps) console.log(`|   LCP entry ${s(entry.time)} ${entry.tag} ${entry.size}px² | | | | | | | | | |`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
