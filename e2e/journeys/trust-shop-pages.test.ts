// Trust on the shop's pages (issue 30: 6, 9, 15): a visitor's cart is visible (badge and /cart),
// Checkout asks for the login, and the page survives sign-up, the confirmation mail and the login,
// which says "Coartem … is in your cart"; a phone's product page shows Add to cart on its first
// screen and the medicines with the same active ingredient, cheapest first, never a prescription-
// only one to a shopper without a prescription; after an expired session the login returns to the
// page the shopper was on. With SHOTS_DIR set, each screen is saved there at 360 and 1366 px.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { mailedLink } from '../support/outbox';
import { phone } from '../support/overflow';
import { callApi, giveHealthConsent, newShopper } from '../support/shop-api';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const COARTEM = 'Coartem 80/480 Tablets (6)';
const LAPTOP = { viewport: { width: 1366, height: 800 } };

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Waits until a remote's page is drawn and its loading states are gone. */
async function pageDrawn(page: Page): Promise<void> {
  await page.locator('[data-boundary] h1, .shell-not-found').first().waitFor({ timeout: 30_000 });
  await page
    .locator('[data-boundary] .ep-loading, [data-boundary] .catalog-skeleton__card, .shell-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

describe('trust on the shop pages', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let coartemId = '';
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-trust-shop-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const found = await callApi<{ id: string; name: string; categoryId: string }[]>(stack.apiUrl, 'GET', '/api/medicine?search=Coartem');
    coartemId = found.json.find((m) => m.name === COARTEM)!.id;
    // A prescription-only medicine with Coartem's ingredients, strength and form, cheaper than all:
    // it must never be suggested to a shopper without a prescription.
    const admin = await callApi<{ accessToken: string }>(stack.apiUrl, 'POST', '/api/user/authenticate', undefined, ADMIN);
    const added = await callApi(stack.apiUrl, 'POST', '/api/medicine/add-medicine', admin.json.accessToken, {
      name: 'Artemether-L Rx 80/480 Tablets (6)',
      price: 1500,
      categoryId: found.json.find((m) => m.name === COARTEM)!.categoryId,
      activeIngredients: 'Artemether, lumefantrine',
      strength: '80 mg / 480 mg',
      dosageForm: 'tablet',
      medicineClass: 'pom',
      stockQuantity: 20,
    });
    assert.equal(added.status, 201, JSON.stringify(added.json));
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on a 360 px phone: Add to cart on the first screen, the same-ingredient block cheapest first without the prescription-only one', async () => {
    const tracked: TrackedPage = await newTrackedPage(browser, phone(360));
    const { page } = tracked;
    await step(tracked, 'trust-phone-product-first-screen', async () => {
      await page.goto(`${stack.siteUrl}/medicines/${coartemId}`);
      await pageDrawn(page);
      const add = page.getByRole('button', { name: `Add to cart: ${COARTEM}` });
      await add.waitFor();
      const box = await add.boundingBox();
      const height = page.viewportSize()!.height;
      assert.ok(box && box.y >= 0 && box.y + box.height <= height, `Add to cart at ${JSON.stringify(box)}, screen ${height} px high`);
      await shot(page, 'product-360');
    });
    await step(tracked, 'trust-phone-same-ingredient', async () => {
      const block = page.getByRole('region', { name: 'Same active ingredient' });
      await block.waitFor();
      const rows = await block.locator('li').allInnerTexts();
      assert.match(rows[0] ?? '', /Amatem Softgel 80\/480 \(6\)\s*N3,200/);
      assert.match(rows[1] ?? '', /Lonart DS Tablets \(6\)\s*N3,800/);
      assert.ok(!rows.some((row) => /Rx/.test(row)), `no prescription-only suggestion: ${rows.join(' | ')}`);
      await block.scrollIntoViewIfNeeded();
      await shot(page, 'same-ingredient-360');
    });
  });

  it('a visitor sees the cart, is asked to log in at Checkout, signs up, confirms, logs in and is back with "Coartem is in your cart"', async () => {
    const tracked: TrackedPage = await newTrackedPage(browser, phone(360));
    const { page } = tracked;
    const tag = Date.now().toString(36);
    const email = `kemi.${tag}@example.ng`;
    const userName = `kemi_${tag}`;
    const password = 'Zobo-drink-Ibadan-2026';
    await step(tracked, 'trust-guest-adds', async () => {
      await page.goto(`${stack.siteUrl}/medicines/${coartemId}`);
      await pageDrawn(page);
      await page.getByRole('button', { name: 'One more' }).click();
      await page.getByRole('button', { name: `Add to cart: ${COARTEM}` }).click();
      await page.getByText('Added to cart').first().waitFor();
      await page.locator('.shell-cart__badge', { hasText: '2' }).waitFor();
    });
    await step(tracked, 'trust-guest-cart', async () => {
      await page.goto(`${stack.siteUrl}/cart`);
      await pageDrawn(page);
      assert.match(page.url(), /\/cart$/);
      await page.locator('[data-boundary]').getByText(COARTEM).first().waitFor();
      assert.equal(await page.getByTestId('total-price').innerText(), 'N9,000');
      await shot(page, 'guest-cart-360', true);
      await page.getByRole('button', { name: 'Log in to check out' }).click();
      await page.waitForURL(/\/login\?returnTo=%2Fcart$/);
    });
    await step(tracked, 'trust-signup-with-return', async () => {
      const account = page.locator('[data-boundary="account"]');
      await account.getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL(/\/signup\?returnTo=%2Fcart$/);
      await account.getByLabel('First name').fill('Kemi');
      await account.getByLabel('Last name').fill('Adeyemi');
      await account.getByLabel('Email').fill(email);
      await account.getByLabel('Username').fill(userName);
      await account.getByLabel('Password', { exact: true }).fill(password);
      await account.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL(/\/login\?returnTo=%2Fcart$/);
    });
    await step(tracked, 'trust-confirm-and-login', async () => {
      const link = await mailedLink(stack.outboxDir, email, { subject: /confirm your email/i, route: 'confirm-email' });
      assert.equal(new URL(link).searchParams.get('returnTo'), '/cart');
      await page.goto(link);
      const account = page.locator('[data-boundary="account"]');
      await account.getByText('Your email has been confirmed.', { exact: false }).waitFor();
      await account.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL(/\/login\?returnTo=%2Fcart$/);
      await account.getByLabel('Username').fill(userName);
      await account.getByLabel('Password', { exact: true }).fill(password);
      await account.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText(`${COARTEM} is in your cart.`).first().waitFor();
      await page.locator('[data-boundary] [data-cart-item]', { hasText: COARTEM }).waitFor();
      await page.locator('.shell-cart__badge', { hasText: '2' }).waitFor();
    });
  });

  it('at 1366 px a signed-in shopper without a prescription is not offered the prescription-only equivalent', async () => {
    const shopper = await newShopper(stack, { firstName: 'Tunde', lastName: 'Bakare', handle: 'tunde', passwordPrefix: 'Suya-Kano-' });
    const tracked = await signInOnLoad(await newTrackedPage(browser, LAPTOP), shopper);
    const { page } = tracked;
    await step(tracked, 'trust-laptop-product', async () => {
      await page.goto(`${stack.siteUrl}/medicines/${coartemId}`);
      await pageDrawn(page);
      await page.getByRole('button', { name: `Add to cart: ${COARTEM}` }).waitFor();
      await shot(page, 'product-1366');
      const block = page.getByRole('region', { name: 'Same active ingredient' });
      await block.waitFor();
      const rows = await block.locator('li').allInnerTexts();
      assert.match(rows[0] ?? '', /Amatem/);
      assert.ok(!rows.some((row) => /Rx/.test(row)), rows.join(' | '));
      await block.scrollIntoViewIfNeeded();
      await shot(page, 'same-ingredient-1366');
    });
  });

  it('after an expired session and a new login the shopper is back on the page they were on', async () => {
    const shopper = await newShopper(stack, { firstName: 'Ngozi', lastName: 'Eze', handle: 'ngozi', passwordPrefix: 'Akara-Enugu-' });
    const tracked = await signInOnLoad(await newTrackedPage(browser, phone(360)), shopper);
    const { page } = tracked;
    await step(tracked, 'trust-expired-session', async () => {
      await page.goto(`${stack.siteUrl}/user-orders`);
      await pageDrawn(page);
      // The session ends elsewhere (a logout on another device): the access and refresh tokens stop working.
      // No page of the shop is open meanwhile (one reading the API then would end the session itself).
      await page.goto('about:blank');
      const ended = await callApi(stack.apiUrl, 'POST', '/api/user/logout', undefined, { refreshToken: shopper.refreshToken });
      assert.equal(ended.status, 200);
      await page.goto(`${stack.siteUrl}/prescriptions`);
      await page.waitForURL(/\/login\?returnTo=%2Fprescriptions$/);
      const account = page.locator('[data-boundary="account"]');
      await account.getByLabel('Username').fill(shopper.userName);
      await account.getByLabel('Password', { exact: true }).fill(shopper.password);
      await account.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/prescriptions$/);
    });
  });

  it('on a phone, a medicine, search and my prescriptions do not move while their pictures and reads come in', async () => {
    const shopper = await newShopper(stack, { firstName: 'Musa', lastName: 'Bello', handle: 'musa', passwordPrefix: 'Suya-Kano-' });
    const tracked = await signInOnLoad(await newTrackedPage(browser, phone(360)), shopper);
    const { page } = tracked;
    // Every layout shift from the first byte on, as Lighthouse counts them (a new list on each page).
    await tracked.context.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The reads and pictures answer a second late, as on a slow phone network, so the page is drawn before they come.
    await page.route(/\/api\/(account\/consents|prescriptions|medicine\/GetAllMedicines|medicine-categories|images\/)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const shifted = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    await step(tracked, 'trust-medicine-stays', async () => {
      await page.goto(`${stack.siteUrl}/medicines/${coartemId}`);
      const picture = page.getByRole('img', { name: COARTEM }).first();
      await picture.waitFor({ timeout: 30_000 });
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await picture.elementHandle(), { timeout: 30_000 });
      await pageDrawn(page);
      assert.ok((await shifted()) < 0.01, `the medicine's page moved when its picture came: CLS ${await shifted()}`);
    });
    await step(tracked, 'trust-search-stays', async () => {
      await page.goto(`${stack.siteUrl}/search?query=paracetamol`);
      const sort = page.getByLabel('Sort by');
      await sort.waitFor({ timeout: 30_000 });
      const before = await sort.boundingBox();
      await page.getByText(/\d+ medicines found/).waitFor({ timeout: 30_000 });
      await pageDrawn(page);
      assert.deepEqual(await sort.boundingBox(), before, 'the sort stays where it was drawn when the results come');
      assert.ok((await shifted()) < 0.01, `search moved while its results came in: CLS ${await shifted()}`);
    });
    // Before consent (the prompt) and after it (the upload form): the saved list below stays put.
    for (const consent of ['prompt', 'form'] as const) {
      await step(tracked, `trust-prescriptions-stay-${consent}`, async () => {
        await page.goto(`${stack.siteUrl}/prescriptions`);
        const account = page.locator('[data-boundary="account"]');
        if (consent === 'prompt') await account.getByRole('button', { name: 'Give consent' }).waitFor({ timeout: 30_000 });
        else await account.getByRole('button', { name: 'Upload prescription' }).waitFor({ timeout: 30_000 });
        await account.getByText('No prescriptions yet.', { exact: false }).waitFor({ timeout: 30_000 });
        await pageDrawn(page);
        assert.ok((await shifted()) < 0.01, `my prescriptions moved while its reads came in (${consent}): CLS ${await shifted()}`);
      });
      if (consent === 'prompt') await giveHealthConsent(stack.apiUrl, shopper.accessToken, 'prescriptions');
    }
    await tracked.context.close();
  });

  it('the shared link of a medicine carries its name, price and picture; an unknown path answers 404 with the not-found page', async () => {
    const html = await (await fetch(`${stack.siteUrl}/medicines/${coartemId}`)).text();
    assert.match(html, new RegExp(`<title>${COARTEM.replace(/[()/]/g, '\\$&')} \\| e-pharmacy</title>`));
    assert.match(html, /<meta property="og:title" content="Coartem 80\/480 Tablets \(6\)">/);
    assert.match(html, /<meta property="og:description" content="N4,500[^"]*">/);
    assert.match(html, /<meta property="og:image" content="http[^"]+\/api\/images\/[^"]+">/);
    const missing = await fetch(`${stack.siteUrl}/no-such-page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<title>Page not found \| e-pharmacy<\/title>/);
    for (const [width, options] of [
      [360, phone(360)],
      [1366, LAPTOP],
    ] as const) {
      const tracked = await newTrackedPage(browser, options);
      await tracked.page.goto(`${stack.siteUrl}/no-such-page`);
      await tracked.page.locator('.shell-not-found').waitFor();
      await shot(tracked.page, `not-found-${width}`);
      await tracked.page.goto(`${stack.siteUrl}/search?query=PCM&sort=price-asc`);
      await pageDrawn(tracked.page);
      await tracked.page.getByText(/\d+ medicines found/).waitFor();
      await shot(tracked.page, `search-${width}`);
      if (width === 1366) {
        await tracked.page.goto(`${stack.siteUrl}/medicines/${coartemId}`);
        await pageDrawn(tracked.page);
        await tracked.page.getByRole('button', { name: `Add to cart: ${COARTEM}` }).click();
        await tracked.page.locator('.shell-cart__badge', { hasText: '1' }).waitFor();
        await tracked.page.goto(`${stack.siteUrl}/cart`);
        await pageDrawn(tracked.page);
        await shot(tracked.page, 'guest-cart-1366');
      }
      await tracked.context.close();
    }
  });
});
