// The catalogue as a shopper meets it on the composed site with the real API and its seeded
// catalogue: home, Start Shopping, a category, a medicine, add to cart while logged in (the header
// badge shows 1 with no reload), a misspelt search and adding what it finds (2), the contact form,
// and axe-core on every screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';

// The site's CSP (script-src 'self') refuses addScriptTag's inline script, so axe is evaluated instead.
async function catalogReady(page: Page): Promise<void> {
  await page.locator('[data-boundary="catalog"] h1').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-boundary="catalog"] [role="status"]').first().waitFor({ state: 'detached', timeout: 30_000 });
}

describe('catalogue journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let tracked: TrackedPage;

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-journey-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const lines: string[] = [];
    try {
      stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => lines.push(line) });
    } catch (error) {
      console.error(lines.slice(-40).join('\n'));
      throw error;
    }
    browser = await launchBrowser();
    tracked = await newTrackedPage(browser);
  });

  after(async () => {
    await tracked?.context.close();
    await browser?.close();
    await stack?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('home, Start Shopping, a category, a medicine, add to cart, misspelt search, static pages', async () => {
    const { page } = tracked;
    const site = stack.siteUrl;

    await step(tracked, 'catalog-login', async () => {
      const response = await fetch(`${site}/api/user/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin#Pharmacy2026' }),
      });
      assert.equal(response.status, 200, 'the seeded admin can log in');
      const { accessToken, refreshToken } = (await response.json()) as { accessToken: string; refreshToken: string };
      await page.goto(`${site}/about`);
      await page.evaluate(
        ([token, refresh]: string[]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('refreshToken', refresh);
        },
        [accessToken, refreshToken],
      );
    });

    await step(tracked, 'catalog-home', async () => {
      await page.goto(`${site}/`);
      await page.waitForURL(/\/dashboard$/);
      await page.getByRole('heading', { level: 1, name: 'Welcome to e-pharmacy' }).waitFor();
      await catalogReady(page);
      assert.equal(await page.locator('[data-testid="cart-count"]').textContent(), '0');
      const featured = page.getByRole('region', { name: 'Featured medicines' });
      assert.equal(await featured.getByRole('article').count(), 2, 'two featured medicines a page');
      await featured.getByText(/^Page 1 of \d+$/).waitFor();
      await assertAccessible(page, 'dashboard');
    });

    await step(tracked, 'catalog-start-shopping', async () => {
      await page.getByRole('link', { name: 'Start Shopping' }).click();
      await page.waitForURL(/\/categories$/);
      await catalogReady(page);
      const cards = page.getByRole('list', { name: 'Medicine categories' }).getByRole('link');
      assert.equal(await cards.count(), 6, 'six categories a page');
      await page.getByText(/^Page 1 of \d+$/).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Previous' }).isDisabled(), true);
      await assertAccessible(page, 'categories');
    });

    let categoryName = '';
    await step(tracked, 'catalog-a-category', async () => {
      const first = page.getByRole('list', { name: 'Medicine categories' }).getByRole('link').first();
      categoryName = (await first.locator('.catalog-category-card__name').textContent())!.trim();
      await first.click();
      await page.waitForURL(/\/medicines\/category\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();
      await catalogReady(page);
      assert.ok((await page.getByRole('article').count()) >= 1, `${categoryName} has medicines`);
      await assertAccessible(page, 'medicines of a category');
    });

    let medicineName = '';
    await step(tracked, 'catalog-a-medicine', async () => {
      const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
      medicineName = (await link.textContent())!.trim();
      await link.click();
      await page.waitForURL(/\/medicines\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: medicineName }).waitFor();
      assert.equal(await page.getByText('On Sale', { exact: true }).count(), 0);
      await page.getByText('Dosage', { exact: true }).waitFor();
      const image = page.locator('[data-boundary="catalog"] img').first();
      const srcset = await image.getAttribute('srcset');
      assert.match(srcset ?? '', /-800\.webp 800w/, 'the details image offers the 800 px variant');
      await assertAccessible(page, 'medicine details');
    });

    await step(tracked, 'catalog-add-to-cart', async () => {
      await page.getByRole('button', { name: /^Add to cart/ }).click();
      await page.getByText(`Medicine "${medicineName}" added to cart!`).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1', undefined);
    });

    await step(tracked, 'catalog-misspelt-search', async () => {
      await page.goto(`${site}/search`);
      await catalogReady(page);
      await page.getByRole('combobox', { name: 'Search medicines and categories' }).fill('paracetmol');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/search\?query=paracetmol$/);
      await catalogReady(page);
      await page
        .getByRole('heading', { level: 3, name: /Paracetamol/ })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'Medicine Categories' }).waitFor();
      await assertAccessible(page, 'search results');
      const found = page.getByRole('article').filter({ hasText: 'Paracetamol' }).first();
      const foundName = (await found.getByRole('heading').textContent())!.trim();
      await found.getByRole('button', { name: `Add to cart: ${foundName}` }).click();
      await page.getByText(`Medicine "${foundName}" added to cart!`).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '2', undefined);
      await page.reload();
      await catalogReady(page);
      await page
        .getByRole('heading', { level: 3, name: /Paracetamol/ })
        .first()
        .waitFor();
    });

    await step(tracked, 'catalog-medicines', async () => {
      await page.goto(`${site}/medicines`);
      await catalogReady(page);
      assert.equal(await page.getByRole('article').count(), 3, 'three medicines a page');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(/^Page 2 of \d+$/).waitFor();
      await assertAccessible(page, 'medicines');
    });

    for (const [route, title] of [
      ['all-category', 'All Categories'],
      ['category', 'Shop by Category'],
      ['about', 'About e-pharmacy'],
      ['service', 'Our Services'],
      ['faq', 'Frequently Asked Questions'],
    ] as const) {
      await step(tracked, `catalog-${route}`, async () => {
        await page.goto(`${site}/${route}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await catalogReady(page);
        await assertAccessible(page, route);
      });
    }

    await step(tracked, 'catalog-contact', async () => {
      await page.goto(`${site}/contact`);
      await catalogReady(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please enter your name.').waitFor();
      await page.getByText('Please enter a valid email address.').waitFor();
      await page.getByText('Please enter your message.').waitFor();
      await assertAccessible(page, 'contact with errors');
      await page.getByLabel(/^Name/).fill('Ada Obi');
      await page.getByLabel(/^Email/).fill('ada@example.com');
      await page.getByLabel(/^Message/).fill('Do you deliver to Ibadan?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Email sent successfully.').waitFor();
      const outbox = stack.outboxDir;
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
      assert.ok(
        mails.some((name) => fs.readFileSync(path.join(outbox, name), 'utf8').includes('Do you deliver to Ibadan?')),
        'the contact message reaches the store inbox (outbox)',
      );
    });
  });
});
