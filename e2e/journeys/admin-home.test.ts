// The admin home in a real browser at laptop width: the seeded admin logs in and lands on the home
// (sales, orders waiting, stock running out), follows "To pack" to the Orders list filtered to
// Pending, and back; reads the sales chart, exports a report for a span of days, and imports a
// corrected catalogue CSV after a dry run refused its first version; then creates a discount code
// that a shopper uses at checkout (the quote, the charge and the receipt show it) and finds it used
// once in the codes list. Screenshots at 1366 px and 360 px go to SHOTS_DIR when it is set.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step } from '../support/browser';
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';
import { callApi, newShopper } from '../support/shop-api';
import { fillDeliveryAddress, IKEJA, naira } from '../support/delivery-form';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const CODE = 'HOME10';
const shots = process.env.SHOTS_DIR;

describe('admin home journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-admin-home-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    if (shots) fs.mkdirSync(shots, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'admin-home-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an admin lands on the home, reads the figures and follows "To pack" to the filtered orders', async () => {
    const admin = await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } });
    const page = admin.page;
    const area = page.locator('[data-boundary="admin"]');

    await step(admin, 'home-login', async () => {
      await page.goto(`${stack.siteUrl}/admin-login`);
      await area.getByLabel('Username').fill(ADMIN.username);
      await area.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await area.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/\/admin$/);
    });

    await step(admin, 'home-figures', async () => {
      await area.getByRole('heading', { level: 1, name: 'Admin home' }).waitFor();
      await area.getByRole('heading', { name: 'Today' }).waitFor();
      await area.getByRole('heading', { name: 'Stock running out' }).waitFor();
      await area.getByRole('heading', { name: 'Expiring within 90 days' }).waitFor();
      // The chart library is loaded on demand and draws into its box.
      await area.getByTestId('sales-chart').locator('canvas').waitFor();
      await assertAccessible(page, 'admin home', '[data-boundary="admin"]');
      if (shots) await page.screenshot({ path: path.join(shots, 'admin-home-1366.png'), fullPage: true });
    });

    await step(admin, 'home-to-pack', async () => {
      await area.getByRole('link', { name: 'To pack' }).click();
      await page.waitForURL(/\/orders\?status=Pending$/);
      await area.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    });

    await step(admin, 'home-phone', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`${stack.siteUrl}/admin`);
      await area.getByRole('heading', { name: 'Today' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the home fits a 360 px phone (overflow ${overflow}px)`);
      if (shots) await page.screenshot({ path: path.join(shots, 'admin-home-360.png'), fullPage: true });
    });

    await step(admin, 'reorder-level', async () => {
      // A medicine's edit page, where its reorder level is set.
      await page.goto(`${stack.siteUrl}/admin/medicines`);
      await area
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      const panel = area.getByRole('region', { name: 'Reorder level' });
      await panel.waitFor();
      await panel.getByRole('textbox', { name: /Reorder level/ }).fill('7');
      await panel.getByRole('button', { name: 'Save level' }).click();
      await panel.getByText('Reorder level set to 7.').waitFor();
      await panel.getByText('In force: 7 units.').waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, 'medicine-edit-360.png'), fullPage: true });
      const wide = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
      assert.ok(wide <= 0, `the reorder level panel fits a 360 px phone (overflow ${wide}px)`);
      await page.setViewportSize({ width: 1366, height: 900 });
      if (shots) await page.screenshot({ path: path.join(shots, 'medicine-edit-1366.png'), fullPage: true });
    });

    await step(admin, 'report-export', async () => {
      await page.goto(`${stack.siteUrl}/admin/reports`);
      await area.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
      await area.getByLabel('First day').fill('2026-01-01');
      await area.getByLabel('Last day').fill(today);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        area.getByRole('button', { name: 'Download sales by medicine (CSV)' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `sales-by-medicine-2026-01-01-to-${today}.csv`);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      assert.match(csv.split('\r\n')[0], /^medicine_id,medicine,category,orders,units,sales_naira$/);
      await area.getByRole('status').filter({ hasText: 'Downloaded sales-by-medicine' }).waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, 'reports-1366.png'), fullPage: true });
    });

    await step(admin, 'catalogue-import', async () => {
      await page.goto(`${stack.siteUrl}/admin/catalogue-csv`);
      await area.getByRole('heading', { level: 1, name: 'Catalogue by CSV' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        area.getByRole('button', { name: 'Download the catalogue (CSV)' }).click(),
      ]);
      const lines = fs
        .readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      const header = lines[0].split(',');
      const priceAt = header.indexOf('price_naira');
      // A plain row (no quoted field) to edit as a spreadsheet would.
      const index = lines.findIndex((l, i) => i > 0 && !l.includes('"'));
      const fields = lines[index].split(',');
      const upload = (price: string) => {
        const edited = [...fields];
        edited[priceAt] = price;
        return { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from([lines[0], edited.join(',')].join('\r\n')) };
      };
      await area.getByLabel('Edited catalogue (CSV)').setInputFiles(upload('-5'));
      await area.getByRole('button', { name: 'Check the file' }).click();
      await area.getByRole('heading', { name: 'Dry run: nothing changed yet' }).waitFor();
      await area.getByRole('cell', { name: 'negative price' }).waitFor();
      assert.equal(await area.getByRole('button', { name: /^Apply/ }).count(), 0);
      const corrected = (Number(fields[priceAt]) + 10).toFixed(2);
      await area.getByLabel('Edited catalogue (CSV)').setInputFiles(upload(corrected));
      await area.getByRole('button', { name: 'Check the file' }).click();
      await area.getByRole('status').filter({ hasText: '1 changed' }).waitFor();
      await area.getByRole('button', { name: 'Apply 1 change' }).click();
      await area.getByRole('heading', { name: 'Applied' }).waitFor();
      await assertAccessible(page, 'catalogue by CSV', '[data-boundary="admin"]');
      if (shots) await page.screenshot({ path: path.join(shots, 'catalogue-csv-1366.png'), fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (shots) await page.screenshot({ path: path.join(shots, 'catalogue-csv-360.png'), fullPage: true });
      assert.ok(overflow <= 0, `the import result fits a 360 px phone (overflow ${overflow}px)`);
    });
  });
  it('an admin creates a discount code, a shopper uses it at checkout, and the code shows one use', async () => {
    const admin = await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } });
    const page = admin.page;
    const area = page.locator('[data-boundary="admin"]');
    const codeCard = area.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CODE }) });

    await step(admin, 'code-create', async () => {
      await page.goto(`${stack.siteUrl}/admin-login`);
      await area.getByLabel('Username').fill(ADMIN.username);
      await area.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await area.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/\/admin$/);
      await page.goto(`${stack.siteUrl}/admin/promotions`);
      const form = area.getByRole('form', { name: 'New discount code' });
      await form.getByLabel('Code').fill(CODE);
      await form.getByLabel('Percent off').fill('10');
      await form.getByLabel('Uses in all').fill('100');
      await form.getByRole('button', { name: 'Create code' }).click();
      await area
        .getByRole('status')
        .filter({ hasText: `Code ${CODE} created.` })
        .waitFor();
      await codeCard.getByText('Used 0 of 100 times').waitFor();
    });

    const shopper = await newShopper(stack, { firstName: 'Bisi', lastName: 'Okafor', handle: 'coder', passwordPrefix: 'Lagos#Pharmacy' });
    const medicines = await callApi<{ id: string; name: string; price: number; prescriptionRequired: boolean }[]>(
      stack.apiUrl,
      'GET',
      '/api/medicine',
    );
    const otc = medicines.json.find((m) => !m.prescriptionRequired && m.price >= 100)!;
    const added = await callApi(stack.apiUrl, 'POST', '/api/carts/add', shopper.accessToken, {
      medicineId: otc.id,
      quantity: 2,
      userId: shopper.userId,
    });
    assert.equal(added.status, 200, `add to cart: ${JSON.stringify(added.json)}`);
    const quote = await callApi<{ total: number; discount: { applied: boolean; amount: number } }>(
      stack.apiUrl,
      'POST',
      '/api/checkout/quote',
      shopper.accessToken,
      { zone: IKEJA.zone, discountCode: CODE },
    );
    assert.equal(quote.json.discount.applied, true, JSON.stringify(quote.json));
    assert.equal(quote.json.discount.amount, Math.round(otc.price * 2 * 10) / 100, 'ten per cent off the items');

    const tab = await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } }), shopper);
    const mine = tab.page.locator('[data-boundary="cartCheckout"]');
    await step(tab, 'code-checkout', async () => {
      await tab.page.goto(`${stack.siteUrl}/cart`);
      await tab.page.getByRole('button', { name: 'Checkout' }).click();
      await tab.page.waitForURL(/\/payment-form\?/);
      await tab.page.waitForFunction(
        (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
        shopper.email,
      );
      await fillDeliveryAddress(mine, IKEJA);
      await mine.getByLabel('Discount code').fill(CODE.toLowerCase());
      await mine.getByRole('button', { name: 'Apply code' }).click();
      await mine
        .getByRole('status')
        .filter({ hasText: `${CODE}: ${naira(quote.json.discount.amount)} off` })
        .waitFor();
      await mine.getByTestId('discount-line').waitFor();
      await mine
        .getByTestId('payment-amount')
        .filter({ hasText: naira(quote.json.total) })
        .waitFor();
      if (shots) await tab.page.screenshot({ path: path.join(shots, 'checkout-code-1366.png'), fullPage: true });
      await mine.getByRole('button', { name: `Pay ${naira(quote.json.total)}` }).click();
      await tab.page.waitForURL(/\/checkout\/[^/]+$/);
      await tab.page.getByLabel('Card number').fill(SUCCESS_CARD);
      await tab.page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await tab.page.getByLabel('CVV').fill('408');
      await tab.page.getByRole('button', { name: /^Pay / }).click();
      await tab.page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      await mine
        .getByTestId('order-discount')
        .filter({ hasText: `Discount (${CODE})` })
        .waitFor();
      assert.equal(await mine.getByTestId('order-total').innerText(), naira(quote.json.total));
    });

    await step(admin, 'code-used', async () => {
      await page.reload();
      await codeCard.getByText('Used 1 of 100 times').waitFor();
      await assertAccessible(page, 'discount codes', '[data-boundary="admin"]');
      if (shots) await page.screenshot({ path: path.join(shots, 'promotions-1366.png'), fullPage: true });
    });
    await tab.context.close();
    await admin.context.close();
  });
});
