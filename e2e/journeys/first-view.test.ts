// First paint on a slow phone (issue 18), on the site as `npm start` serves it, with the real API and
// its seeded catalogue: the dashboard, the medicines list, a medicine and the legal page arrive drawn
// in the HTML, with their data and pictures, so a phone with no script yet (here: none at all) shows
// the hero and categories, the medicine cards and the registration; with script, the page's own code
// takes over without moving anything (no layout shift) and the frame is gone. On the dashboard, the
// medicines and a medicine the page's code hydrates the first view: its largest element (the hero's
// heading, the first card's picture, the medicine's picture) is the same node before and after.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import { startStack, type RunningStack } from '../../scripts/lib/stack';
import { launchBrowser, newTrackedPage, step } from '../support/browser';
import { seededShop, type SeededShop } from '../support/seeded-data';
import { overflowPast, phone } from '../support/overflow';
import { freePort } from '../support/ports';
import { waitForTheApiBeforeFirstViews } from '../support/journey-stack';

interface Medicine {
  id: string;
  name: string;
  imageUrl: string | null;
  prescriptionRequired?: boolean;
}

/** Where each of these elements is on the screen, by a key of the caller's. */
async function boxes(page: Page, scope: string, selectors: Record<string, string>) {
  return page.evaluate(
    ([root, wanted]) =>
      Object.fromEntries(
        Object.entries(wanted).map(([key, selector]) => {
          const element = document.querySelector(`${root} ${selector}`);
          const box = element?.getBoundingClientRect();
          return [key, box ? [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : null];
        }),
      ),
    [scope, selectors] as const,
  );
}

describe('first views', () => {
  let browser: Browser;
  let stack: RunningStack;
  let database: SeededShop;
  let dataDir: string;
  let medicines: Medicine[];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-journey-'));
    database = await seededShop(dataDir);
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const lines: string[] = [];
    try {
      // The `npm start` server, not nginx: it draws the first views.
      waitForTheApiBeforeFirstViews();
      stack = await startStack({ sitePort, apiPort, sandboxPort, dataDir, databaseUrl: database.url, log: (line) => lines.push(line) });
    } catch (error) {
      console.error(lines.slice(-40).join('\n'));
      throw error;
    }
    browser = await launchBrowser();
    medicines = (await (await fetch(`${stack.apiUrl}/api/medicine/GetAllMedicines`)).json()) as Medicine[];
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the HTML carries the page drawn with the API's data: the first medicines, their pictures, hinted and linked", async () => {
    const html = await (await fetch(`${stack.siteUrl}/medicines`)).text();
    const frame = html.slice(
      html.indexOf('<div id="first-paint"'),
      html.indexOf('<div id=root') === -1 ? undefined : html.indexOf('<div id=root'),
    );
    assert.match(frame, /^<div id="first-paint" inert>/);
    for (const medicine of medicines.slice(0, 3)) {
      assert.ok(frame.includes(`href="/medicines/${medicine.id}"`), `${medicine.name}'s card links to it`);
      if (medicine.imageUrl) assert.ok(frame.includes(medicine.imageUrl), `${medicine.name}'s picture is in the first HTML`);
    }
    const details = await (await fetch(`${stack.siteUrl}/medicines/${medicines[0].id}`)).text();
    assert.match(details, /<img [^>]*fetchPriority="high"/);
    const missing = await fetch(`${stack.siteUrl}/medicines/00000000-0000-4000-8000-000000000000`);
    assert.equal(missing.status, 200, 'an unknown medicine still gets the app, which says it is not found');
    assert.match(await missing.text(), /<div id=first-paint hidden inert>/);
  });

  it('with no script at all, a 360 px phone already shows the hero and categories, the medicines with their pictures, a medicine and the registration, and each fits a phone from 320 px', async () => {
    const tracked = await newTrackedPage(browser, { ...phone(360), javaScriptEnabled: false });
    const { page } = tracked;
    // The first view is what a phone shows until the page's code (and any chunk it loads later) has
    // come: it fits the narrowest phones on its own.
    const fits = async (label: string) => {
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 780 });
        const overflow = await overflowPast(page, width);
        assert.deepEqual(overflow.elements, [], `${label}'s first view at ${width} px: these stick out past the screen`);
        assert.ok(overflow.documentWidth <= width, `${label}'s first view at ${width} px is ${overflow.documentWidth} px wide`);
      }
      await page.setViewportSize({ width: 360, height: 780 });
    };
    try {
      await step(tracked, 'first-view-no-script-dashboard', async () => {
        await page.goto(`${stack.siteUrl}/dashboard`);
        await page.locator('#first-paint h1', { hasText: 'Welcome to e-pharmacy' }).waitFor();
        assert.ok(await page.locator('#first-paint').getByRole('heading', { name: 'Shop by category' }).isVisible());
        assert.ok(await page.locator('#first-paint .catalog-category-card').first().isVisible(), 'the categories are drawn');
        await fits('/dashboard');
      });
      await step(tracked, 'first-view-no-script-medicines', async () => {
        await page.goto(`${stack.siteUrl}/medicines`);
        const card = page.locator('#first-paint article.catalog-medicine-card').first();
        await card.waitFor();
        assert.equal(await card.getByRole('heading').textContent(), medicines[0].name);
        const picture = card.locator('img');
        await page.waitForFunction(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          await picture.elementHandle(),
        );
        assert.ok(await picture.isVisible(), 'the first picture is on screen before any script');
        await fits('/medicines');
      });
      await step(tracked, 'first-view-no-script-details', async () => {
        await page.goto(`${stack.siteUrl}/medicines/${medicines[0].id}`);
        await page.locator('#first-paint h1', { hasText: medicines[0].name }).waitFor();
        await fits('a medicine');
      });
      await step(tracked, 'first-view-no-script-legal', async () => {
        await page.goto(`${stack.siteUrl}/legal`);
        await page.locator('#first-paint .catalog-identity').waitFor();
        await fits('/legal');
      });
    } finally {
      await tracked.context.close();
    }
  });

  it('every page with a first view keeps its nodes (dashboard, medicines, a medicine, the legal pages): the page hydrates them, and they work', async () => {
    // Scripts are held back by routing, which a service worker's fetches would go around.
    const tracked = await newTrackedPage(browser, { ...phone(360), serviceWorkers: 'block' });
    const { page } = tracked;
    const pages = [
      { url: '/dashboard', largest: '.catalog-hero h1' },
      { url: '/medicines', largest: 'article.catalog-medicine-card img' },
      { url: '/legal', largest: '[data-page="legal"] h1' },
      { url: '/terms', largest: '[data-page="terms"] h1' },
      { url: '/privacy', largest: '[data-page="privacy"] h1' },
      { url: `/medicines/${medicines[0].id}`, largest: '.catalog-medicine-details img' },
    ];
    try {
      for (const { url, largest } of pages) {
        await step(tracked, `first-view-kept-${url.split('/')[1]}`, async () => {
          await page.route('**/*.js', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1000));
            await route.continue();
          });
          await page.goto(`${stack.siteUrl}${url}`, { waitUntil: 'domcontentloaded' });
          // The node as the server drew it, held by the page itself (an object, not a selector).
          await page.locator(`#first-paint ${largest}`).first().waitFor();
          // Every text as the page's code says it: no message left with its {placeholder} unfilled.
          const unfilled = (await page.locator('#first-paint').innerText()).match(/\{[a-zA-Z]+\}/g);
          assert.equal(unfilled, null, `${url}: the first view's texts have their values`);
          await page.evaluate((selector) => {
            (window as unknown as { drawn: Element }).drawn = document.querySelector(`#first-paint ${selector}`)!;
          }, largest);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await page.locator('#first-paint').waitFor({ state: 'detached', timeout: 30_000 });
          const kept = await page.evaluate((selector) => {
            const drawn = (window as unknown as { drawn: Element }).drawn;
            return {
              same: document.querySelector(`#root ${selector}`) === drawn,
              inApp: drawn.isConnected && Boolean(drawn.closest('#root')),
            };
          }, largest);
          assert.deepEqual(kept, { same: true, inApp: true }, `${url}: the first view's ${largest} is the page's, not replaced`);
        });
      }
      await step(tracked, 'first-view-kept-works', async () => {
        // The hydrated medicine is the app's page: its link back moves in place with the app's router (no
        // new document), and a card of the list opens another medicine.
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.locator('#root [data-page="medicineDetails"] a[href="/medicines"]').click();
        await page.locator('#root [data-page="medicines"] article.catalog-medicine-card').first().waitFor();
        assert.equal(await page.locator('#root [data-page="medicineDetails"]').count(), 0, 'the medicine has gone');
        await page.locator('#root article.catalog-medicine-card h2 a').nth(1).click();
        await page.locator('#root [data-page="medicineDetails"] h1', { hasText: medicines[1].name }).waitFor();
        assert.ok(await page.locator('#root [data-page="medicineDetails"] img').first().isVisible());
        assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
      });
      assert.deepEqual(
        tracked.console.filter((line) => line.startsWith('pageerror') || line.startsWith('error') || line.includes('hydrat')),
        [],
      );
    } finally {
      await tracked.context.close();
    }
  });

  it('with script, each page takes over from its first view where it stands: nothing moves, and the frame is gone', async () => {
    // Scripts are held back by routing, which a service worker's fetches would go around.
    const tracked = await newTrackedPage(browser, { ...phone(360), serviceWorkers: 'block' });
    const { page } = tracked;
    // Every layout shift from the first byte on, as Lighthouse counts them.
    await tracked.context.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const pages: { url: string; parts: Record<string, string> }[] = [
      {
        url: '/dashboard',
        parts: { hero: '.catalog-hero h1', category: '.catalog-category-card', heading: '#catalog-dashboard-categories' },
      },
      { url: '/medicines', parts: { title: 'h1', picture: 'article.catalog-medicine-card img', name: 'article.catalog-medicine-card h2' } },
      { url: `/medicines/${medicines[0].id}`, parts: { picture: '.catalog-medicine-details img', name: 'h1', price: '.catalog-price' } },
      { url: '/legal', parts: { title: 'h1', identity: '.catalog-identity', after: '.catalog-prose h2' } },
      {
        url: '/privacy',
        parts: { title: 'h1', lead: '.catalog-prose p', table: '.catalog-table', after: '.catalog-prose h2:last-of-type' },
      },
      { url: '/terms', parts: { title: 'h1', lead: '.catalog-prose p', after: '.catalog-prose h2:last-of-type' } },
    ];
    try {
      for (const { url, parts } of pages) {
        await step(tracked, `first-view-takeover-${url.split('/')[1]}`, async () => {
          // The first view as it is drawn before the page's code runs: the scripts held back a moment.
          await page.route('**/*.js', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1500));
            await route.continue();
          });
          await page.goto(`${stack.siteUrl}${url}`, { waitUntil: 'domcontentloaded' });
          await page.locator('#first-paint [data-page]').waitFor();
          const before = await boxes(page, '#first-paint', parts);
          // Scripts still held are let through as they are; their handlers' late continue() is not an error.
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await page.locator('#first-paint').waitFor({ state: 'detached', timeout: 30_000 });
          const drawn = await boxes(page, '#root', parts);
          assert.deepEqual(drawn, before, `${url}: the page's own drawing stands where its first view stood`);
          assert.ok(Object.values(drawn).every(Boolean), `${url}: every part is drawn`);
          const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
          assert.ok(shifts.reduce((sum, value) => sum + value, 0) < 0.01, `${url}: layout shifts ${shifts.join(', ')}`);
          assert.equal(await page.locator('#root [data-page] .ep-loading').count(), 0, `${url}: no loading state after the first view`);
        });
      }
      assert.deepEqual(
        tracked.console.filter((line) => line.startsWith('pageerror') || line.startsWith('error')),
        [],
      );
    } finally {
      await tracked.context.close();
    }
  });
});
