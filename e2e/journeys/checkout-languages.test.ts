// The checkout in the shopper's language (issue 34, item 3): with a medicine in the cart, the
// payment form drawn in the pseudo-locale (English made 35 % longer, en-XA) at 360 and 1366 px
// sticks out nowhere, delivery and pickup and the pay-on-delivery phone check included; in Pidgin
// the shopper checks out, pays with the sandbox's test card and reads the payment result in Pidgin.
// SHOTS_DIR=<dir> keeps the Pidgin checkout (delivery with the phone check, pickup) and the result.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { overflowPast, phone } from '../support/overflow';
import { callApi, newShopper, type Shopper } from '../support/shop-api';

const SHOTS_DIR = process.env.SHOTS_DIR;
const SUCCESS_CARD = '4084 0840 8408 4081';

describe('checkout languages', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  /** A shopper with a saved Lagos address and one over-the-counter medicine in the cart. */
  async function shopperWithCart(handle: string): Promise<Shopper & { total: number }> {
    const shopper = await newShopper(stack, { firstName: 'Chiamaka', lastName: 'Okonkwo', handle, passwordPrefix: 'Enugu#Pharmacy' });
    const list = await api<{ id: string; prescriptionRequired?: boolean; price: number }[]>('GET', '/api/medicine');
    const medicine = list.json.find((m) => !m.prescriptionRequired && m.price < 20_000);
    assert.ok(medicine, 'a cheap over-the-counter medicine');
    const saved = await api('POST', '/api/delivery/addresses', shopper.accessToken, {
      zone: 'lagos-mainland',
      city: 'Ikeja',
      street: '12 Allen Avenue',
      phone: '0803 555 0199',
      label: 'Home',
    });
    assert.ok([200, 201].includes(saved.status), JSON.stringify(saved.json));
    const added = await api('POST', '/api/carts/add', shopper.accessToken, {
      medicineId: medicine.id,
      quantity: 1,
      userId: shopper.userId,
    });
    assert.equal(added.status, 200);
    return { ...shopper, total: medicine.price };
  }

  async function tab(width: number, locale: string, shopper: Shopper): Promise<TrackedPage> {
    const tracked = await newTrackedPage(browser, width < 700 ? phone(width) : { viewport: { width, height: 900 } });
    await tracked.context.addInitScript((tag) => window.localStorage.setItem('locale', tag), locale);
    return signInOnLoad(tracked, shopper);
  }

  async function fits(page: Page, width: number, label: string, ready: Locator): Promise<void> {
    await ready.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const overflow = await overflowPast(page, width);
    assert.deepEqual(overflow.elements, [], `${label} at ${width} px: these stick out past the screen`);
    assert.ok(overflow.documentWidth <= width, `${label} at ${width} px: the page is ${overflow.documentWidth} px wide`);
    if (SHOTS_DIR) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${label}-${width}.png`), fullPage: true });
    }
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-checkout-languages-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'checkout-languages-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const width of [360, 1366]) {
    it(`at ${width} px, the payment form holds texts 35 % longer: delivery, pay on delivery and pickup`, async () => {
      const shopper = await shopperWithCart(`xa${width}`);
      const tracked = await tab(width, 'en-XA', shopper);
      const { page } = tracked;
      const mine = page.locator('[data-boundary="cartCheckout"]');
      await step(tracked, `payment form in the pseudo-locale at ${width}`, async () => {
        await page.goto(`${stack.siteUrl}/payment-form?totalPrice=${shopper.total}&paymentType=medicine`);
        await mine.getByTestId('delivery-summary').waitFor({ timeout: 30_000 });
        assert.match(await mine.locator('legend').first().innerText(), /ẋẋẋẋ/, 'the texts are lengthened');
        await mine.getByRole('radio', { name: /^Pay on delivery/ }).check();
        await fits(page, width, 'checkout-en-XA-delivery', mine.locator('.checkout-phone-check'));
        await mine.getByRole('radio', { name: /^Collect at a pharmacy/ }).check();
        await fits(page, width, 'checkout-en-XA-pickup', mine.locator('.checkout-pickup-state').first());
      });
      await tracked.context.close();
    });

    it(`at ${width} px, a shopper checks out and pays in Pidgin`, async () => {
      const shopper = await shopperWithCart(`pcm${width}`);
      const tracked = await tab(width, 'pcm', shopper);
      const { page } = tracked;
      const mine = page.locator('[data-boundary="cartCheckout"]');
      await step(tracked, `checkout in Pidgin at ${width}`, async () => {
        await page.goto(`${stack.siteUrl}/cart`);
        await page.getByRole('button', { name: 'Go pay' }).click();
        await page.waitForURL(/\/payment-form\?/);
        await mine.getByRole('group', { name: 'How you wan take collect your order?' }).waitFor();
        await mine.getByTestId('delivery-summary').waitFor({ timeout: 30_000 });
        await mine.getByRole('radio', { name: /^Pay when dem bring am/ }).check();
        await fits(page, width, 'checkout-pcm-delivery', mine.getByRole('button', { name: 'Send me code' }));
        await mine.getByRole('radio', { name: /^I go collect am for pharmacy/ }).check();
        await fits(page, width, 'checkout-pcm-pickup', mine.getByText('Pharmacy wey you go collect am'));
        await mine.getByRole('radio', { name: /^Bring am come my address/ }).check();
        await mine.getByRole('radio', { name: 'Pay online now' }).check();
        await mine.getByRole('button', { name: /^Pay N/ }).click();
        await page.waitForURL(/\/checkout\/[^/]+$/);
        await page.getByLabel('Card number').fill(SUCCESS_CARD);
        await page.getByLabel('Expiry (MM/YY)').fill('12/30');
        await page.getByLabel('CVV').fill('408');
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.waitForURL(/\/payment-success\?/, { timeout: 60_000 });
        await fits(page, width, 'payment-result-pcm', mine.getByRole('heading', { level: 1, name: 'Payment don enter!' }));
        await mine.getByRole('link', { name: 'Follow your order' }).waitFor();
      });
      await tracked.context.close();
    });
  }
});
