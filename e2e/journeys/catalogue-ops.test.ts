// Running the pharmacy in a real browser on the composed site (issue 19): the seeded admin corrects a
// medicine's price and facts, restocks it to 2 units by a count, and hides a category; a shopper then
// sees the new price, the facts, "Only 2 left", no hidden category, and cannot put a third unit in the
// cart; the admin's audit log lists each change with who made it and what it changed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step } from '../support/browser';
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';
import { callApi, newShopper } from '../support/shop-api';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
// A medicine held at the central warehouse only (the seeded branches hold the first 24), so a count
// correction from its page sets the shop's whole stock.
const MEDICINE = 'Loratyn 10mg Tablets (10)';
const CATEGORY = 'Eye & Ear Care';

describe('catalogue operations journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-catalogue-ops-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'catalogue-ops-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an admin fixes a price and facts, restocks to 2 and hides a category; the shop shows it; the audit log lists it', async () => {
    const found = await callApi<{ id: string; name: string; price: number }[]>(
      stack.apiUrl,
      'GET',
      `/api/medicine?search=${encodeURIComponent(MEDICINE)}`,
    );
    const medicine = found.json.find((m) => m.name === MEDICINE);
    assert.ok(medicine, 'the seeded medicine exists');
    assert.equal(medicine.price, 1200);

    const admin = await newTrackedPage(browser);
    const adminPage = admin.page;
    const adminArea = adminPage.locator('[data-boundary="admin"]');

    await step(admin, 'ops-admin-login', async () => {
      await adminPage.goto(`${stack.siteUrl}/admin-login`);
      await adminArea.getByLabel('Username').fill(ADMIN.username);
      await adminArea.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await adminArea.getByRole('button', { name: 'Log in' }).click();
      await adminPage.waitForURL(/\/admin$/);
    });

    await step(admin, 'ops-admin-edits-medicine', async () => {
      await adminPage.goto(`${stack.siteUrl}/admin/medicines`);
      await adminArea.getByRole('heading', { level: 1, name: 'Medicines' }).waitFor();
      await adminArea.getByLabel('Search').fill('Loratyn 10mg');
      await adminArea.getByRole('row', { name: /Loratyn 10mg Tablets/ }).waitFor();
      await assertAccessible(adminPage, 'manage medicines', '[data-boundary="admin"]');
      await adminArea.getByRole('link', { name: `Edit ${MEDICINE}` }).click();
      await adminArea.getByRole('heading', { level: 1, name: 'Edit medicine' }).waitFor();
      await adminArea.getByLabel('Price (N)').fill('1350');
      await adminArea.getByLabel('Pack size').fill('10 tablets (1 strip of 10)');
      await adminArea.getByLabel('NAFDAC number').fill('nonsense');
      await adminArea.getByRole('button', { name: 'Save changes' }).click();
      await adminArea.getByText('Enter a NAFDAC number such as A4-0237 or 04-8642').waitFor();
      await adminArea.getByLabel('NAFDAC number').fill('04-1234');
      await assertAccessible(adminPage, 'edit medicine', '[data-boundary="admin"]');
      await adminArea.getByRole('button', { name: 'Save changes' }).click();
      await adminArea.getByText('Saved: version 2.').waitFor();
    });

    await step(admin, 'ops-admin-restocks', async () => {
      const stock = adminArea.getByRole('region', { name: 'Stock' });
      await stock.getByLabel('Reason').selectOption('count-correction');
      await stock.getByLabel('Units counted').fill('2');
      await stock.getByRole('button', { name: 'Adjust stock' }).click();
      await stock.getByText('Stock is now 2.').waitFor();
      await stock.getByTestId('admin-stock-on-hand').filter({ hasText: 'Only 2 left' }).waitFor();
    });

    await step(admin, 'ops-admin-hides-category', async () => {
      await adminPage.goto(`${stack.siteUrl}/admin/categories`);
      await adminArea.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
      await adminArea.getByRole('button', { name: `Hide ${CATEGORY}` }).click();
      await adminArea.getByText(`"${CATEGORY}" is hidden from the shop.`).waitFor();
      await adminArea.getByRole('button', { name: `Unhide ${CATEGORY}` }).waitFor();
    });

    const shopper = await newShopper(stack, { firstName: 'Amaka', lastName: 'Obi', handle: 'ops', passwordPrefix: 'Enugu#Pharmacy' });
    const buyer = await newTrackedPage(browser);
    await buyer.context.addInitScript(
      ([token, refreshToken]) => {
        if (!window.localStorage.getItem('token')) {
          window.localStorage.setItem('token', token);
          window.localStorage.setItem('refreshToken', refreshToken);
        }
      },
      [shopper.accessToken, shopper.refreshToken],
    );
    const shop = buyer.page;

    await step(buyer, 'ops-shopper-sees-changes', async () => {
      await shop.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      await shop.getByRole('heading', { level: 1, name: MEDICINE }).waitFor({ timeout: 30_000 });
      await shop.getByText('N1,350').first().waitFor();
      await shop.getByText('Only 2 left').waitFor();
      await shop.getByText('10 tablets (1 strip of 10)').waitFor();
      await shop.getByText('04-1234', { exact: true }).waitFor();
      await shop.getByText('Loratadine', { exact: true }).waitFor();
      await assertAccessible(shop, 'medicine details with facts');
      const categories = await callApi<{ name: string }[]>(stack.apiUrl, 'GET', '/api/medicine-categories');
      assert.ok(categories.json.length > 0);
      assert.ok(!categories.json.some((c) => c.name === CATEGORY), 'the hidden category is not listed');
      await shop.goto(`${stack.siteUrl}/categories`);
      await shop.getByRole('heading', { level: 1 }).first().waitFor();
      await shop.getByText('Page 1 of').waitFor({ timeout: 30_000 });
      for (;;) {
        assert.equal(await shop.getByText(CATEGORY, { exact: true }).count(), 0, 'no hidden category on the categories page');
        const next = shop.getByRole('button', { name: 'Next' });
        if (await next.isDisabled()) break;
        await next.click();
      }
    });

    await step(buyer, 'ops-shopper-cannot-add-a-third', async () => {
      await shop.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      const add = shop.getByRole('button', { name: /^Add to cart/ });
      await add.click();
      await shop.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
      await add.click();
      await shop.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();
      await add.click();
      await shop.getByText(`Only 2 of "${MEDICINE}" are in stock; you already have 2 in your cart.`).waitFor();
      const cart = await callApi<{ quantity: number }[]>(
        stack.apiUrl,
        'GET',
        `/api/carts/getcartitems?userId=${shopper.userId}`,
        shopper.accessToken,
      );
      assert.deepEqual(
        cart.json.map((i) => i.quantity),
        [2],
      );
    });

    await step(admin, 'ops-admin-reads-audit-log', async () => {
      await adminPage.goto(`${stack.siteUrl}/admin/audit`);
      await adminArea.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const priceRow = adminArea.getByRole('row', { name: /medicine: Loratyn 10mg Tablets \(10\).*update/ });
      await priceRow.waitFor();
      const priceText = await priceRow.innerText();
      assert.match(priceText, /price: 1200 → 1350/);
      assert.match(priceText, /nafdacNumber: \S+ → 04-1234/);
      assert.match(priceText, /packSize: 10 tablets → 10 tablets \(1 strip of 10\)/);
      await adminArea
        .getByRole('row', { name: /stock count correction/ })
        .filter({ hasText: /stockQuantity: \d+ → 2/ })
        .waitFor();
      await adminArea
        .getByRole('row', { name: /category: Eye & Ear Care/ })
        .filter({ hasText: 'hide' })
        .waitFor();
      await adminArea.getByLabel('Record type').selectOption('category');
      await adminArea.getByRole('row', { name: /category: Eye & Ear Care/ }).waitFor();
      // The server answers the filtered list: the medicine rows go.
      await adminArea
        .getByRole('row', { name: /medicine:/ })
        .first()
        .waitFor({ state: 'detached' });
      assert.equal(await adminArea.getByRole('row', { name: /medicine:/ }).count(), 0, 'filtered to categories');
      await assertAccessible(adminPage, 'audit log', '[data-boundary="admin"]');
    });
  });
});
