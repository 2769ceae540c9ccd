// Stock you can trust, in a real browser on a 360 px phone with the real API, the Paystack sandbox
// and the mail outbox: an admin receives two batches of a medicine (one pasted as a GS1 code, one
// typed); a shopper sees the expiry of the batch first out in the cart before paying, that batch on
// the receipt, and the same expiry on the product page; the admin recalls the batch and the shopper
// gets the recall mail; once delivered, the shopper reports a side effect from the order page and it
// reaches the pharmacist's queue.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { approveHealthAccess, callApi, newAdmin, newShopper } from '../support/shop-api';
import { fillDeliveryAddress, IKEJA } from '../support/delivery-form';
import { mailTo } from '../support/outbox';
import { overflowPast, phone } from '../support/overflow';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const SUPPLIER = { name: 'Emzor Distribution Ltd', licence: 'PCN/W/2025/0412' };
const SHOTS_DIR = process.env.SHOTS_DIR;

/** The GS1 check digit of the first 13 digits of a GTIN-14. */
function gtin14(first13: string): string {
  const sum = [...first13].reverse().reduce((n, d, i) => n + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${first13}${(10 - (sum % 10)) % 10}`;
}

/** A date `months` from now on the 15th, as YYYY-MM-DD. */
function inMonths(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15)).toISOString().slice(0, 10);
}

describe('batches and recall journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];
  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  /** Nothing sticks out past the phone's width; a screenshot with SHOTS_DIR. */
  async function fits(page: Page, name: string, ready: Locator): Promise<void> {
    await ready.waitFor();
    const overflow = await overflowPast(page, 360);
    assert.deepEqual(overflow.elements, [], `${name}: these stick out past the screen`);
    if (SHOTS_DIR) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-360.png`), fullPage: true });
      // The same screen on a laptop, for the eye (screenshots only).
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-1366.png`), fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
    }
  }

  const phoneTab = async (tokens: { accessToken: string; refreshToken: string }): Promise<TrackedPage> =>
    signInOnLoad(await newTrackedPage(browser, phone(360)), tokens);

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-batches-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'batches-recall-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two batches received, the first expiry sold and shown, the batch recalled and mailed, a side effect reported to the pharmacist', async () => {
    const tag = crypto.randomBytes(3).toString('hex').toUpperCase();
    const [lotA, lotB] = [`LOTA${tag}`, `LOTB${tag}`];
    const [expiryA, expiryB] = [inMonths(14), inMonths(26)];
    const gtin = gtin14('0615110009876');

    // Set-up over the API: the admin's token, a new medicine with no stock, a pharmacist (a second admin granted the role).
    const adminLogin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    assert.equal(adminLogin.status, 200);
    const adminToken = adminLogin.json.accessToken;
    const categories = await api<{ medicineCategoryId: string }[]>('GET', '/api/medicine-categories');
    const added = await api<{ id: string; name: string }>('POST', '/api/medicine/add-medicine', adminToken, {
      name: `Paracetamol 120mg/5ml Syrup ${tag}`,
      price: 1800,
      categoryId: categories.json[0].medicineCategoryId,
      medicineClass: 'otc',
      nafdacNumber: 'A4-7777',
      description: 'For fever and pain in children.',
      stockQuantity: 0,
    });
    assert.equal(added.status, 201, JSON.stringify(added.json));
    const medicine = added.json;
    const second = await newAdmin(
      stack,
      { firstName: 'Ngozi', lastName: 'Eze', handle: 'pharm', passwordPrefix: 'Owerri#Pharm' },
      adminToken,
    );
    const granted = await api('PUT', `/api/admin/users/${second.userId}/pharmacist`, adminToken, {
      pharmacist: true,
      pcnRegistrationNumber: 'PCN/071234',
    });
    // A second person, a pharmacist, approves the admin's request (issue 47 finding 10).
    assert.equal(await approveHealthAccess(stack.apiUrl, granted), 200);
    const pharmacistLogin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, {
      username: second.userName,
      password: second.password,
    });

    const admin = await phoneTab(adminLogin.json);
    const medicinePage = `${stack.siteUrl}/admin/medicines/${medicine.id}`;
    await step(admin, 'batches-receive-two', async () => {
      const { page } = admin;
      await page.goto(medicinePage);
      const receive = page.getByRole('form', { name: 'Receive a batch' });
      await receive.getByLabel('GS1 code').fill(`(01)${gtin}(17)${expiryA.slice(2).replace(/-/g, '')}(10)${lotA}`);
      await receive.getByLabel('Units received').fill('6');
      await receive.getByLabel("Distributor's name").fill(SUPPLIER.name);
      await receive.getByLabel('PCN or NAFDAC licence number').fill(SUPPLIER.licence);
      await receive.getByRole('button', { name: 'Receive batch' }).click();
      await page.getByText(`Received batch ${lotA} (expiry ${expiryA})`).waitFor();

      await receive.getByLabel('How to enter it').selectOption('typed');
      await receive.getByLabel('GTIN').fill(gtin);
      await receive.getByLabel('Batch (lot) number').fill(lotB);
      await receive.getByLabel('Expiry date').fill(expiryB);
      await receive.getByLabel('Units received').fill('6');
      await receive.getByLabel('Licensed distributor').selectOption({ label: `${SUPPLIER.name} (${SUPPLIER.licence})` });
      await receive.getByRole('button', { name: 'Receive batch' }).click();
      await page.getByText(`Received batch ${lotB} (expiry ${expiryB})`).waitFor();
      const table = page.getByRole('region', { name: 'Batches of this medicine' });
      await table.getByText(lotA).waitFor();
      await table.getByText(lotB).waitFor();
      await fits(page, 'admin-batches', table);
    });

    // The shopper: the expiry of the batch first out before paying, that batch on the receipt.
    const shopper = await newShopper(stack, { firstName: 'Tunde', lastName: 'Bello', handle: 'fefo', passwordPrefix: 'Ibadan#Pharm' });
    const cartAdd = await api('POST', '/api/carts/add', shopper.accessToken, {
      medicineId: medicine.id,
      quantity: 1,
      userId: shopper.userId,
    });
    assert.equal(cartAdd.status, 200, JSON.stringify(cartAdd.json));
    const buyer = await phoneTab(shopper);
    const expiry = await api<{ medicineId: string; label: string }[]>('GET', `/api/stock/expiry?medicineIds=${medicine.id}`);
    const label = expiry.json.find((e) => e.medicineId === medicine.id)?.label ?? '';
    assert.ok(label.includes(expiryA.slice(0, 4)), `the expiry shown is the first batch's: ${label}`);
    const orderId = await step(buyer, 'batches-buy', async () => {
      const { page } = buyer;
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByText(label, { exact: true }).waitFor({ timeout: 30_000 });
      await fits(page, 'cart-expiry', page.getByText(label, { exact: true }));
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/payment-form\?/);
      await page.waitForFunction(
        (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
        shopper.email,
      );
      const form = page.locator('[data-boundary="cartCheckout"]');
      await fillDeliveryAddress(form, IKEJA);
      await form.getByRole('button', { name: /^Pay N/ }).click();
      await page.waitForURL((target) => stack.sandboxUrl !== null && target.port === new URL(stack.sandboxUrl).port);
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/payment-success\?/);
      const batch = page.getByTestId('line-batch');
      await batch.filter({ hasText: `Batch ${lotA}` }).waitFor({ timeout: 30_000 });
      await fits(page, 'receipt-batch', batch);
      const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
      const mine = await api<{ orderId: string; orderNumber: string }[]>('GET', `/api/Order/user/${shopper.userId}`, shopper.accessToken);
      const order = mine.json.find((o) => o.orderNumber === orderNumber);
      assert.ok(order, 'the order is among the shopper’s');
      return order.orderId;
    });

    await step(buyer, 'batches-product-page-report', async () => {
      const { page } = buyer;
      await page.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      // The product page shows the same expiry as the cart: the first batch still has units.
      await page.getByTestId('expiry-note').filter({ hasText: label }).waitFor({ timeout: 30_000 });
      const section = page.getByRole('region', { name: 'Side effect or suspected fake?' });
      await section.getByRole('button', { name: 'Report a suspected fake' }).click();
      const form = section.getByRole('form', { name: `Report a suspected fake: ${medicine.name}` });
      await form.getByLabel(/^Batch \(lot\) number/).waitFor();
      await form.getByText('0800-162-3322').waitFor();
      await fits(page, 'product-report-fake', form);
      await form.getByRole('button', { name: 'Cancel' }).click();
    });

    await step(admin, 'batches-recall', async () => {
      const { page } = admin;
      await page.goto(medicinePage);
      const table = page.getByRole('region', { name: 'Batches of this medicine' });
      await table.getByRole('row').filter({ hasText: lotA }).getByRole('button', { name: 'Recall…' }).click();
      // One row per location holding the lot; the recall is of the lot, at every location.
      await table.getByRole('columnheader', { name: 'Location' }).waitFor();
      const recall = page.getByRole('form', { name: `Recall lot ${lotA}` });
      await recall.getByLabel('Reason').fill('Failed the dissolution test');
      await recall.getByLabel('NAFDAC alert reference').fill('PA/2026/118');
      await recall.getByRole('button', { name: `Recall lot ${lotA} everywhere` }).click();
      await table.getByRole('row').filter({ hasText: lotA }).getByText('Recalled').waitFor();
    });
    const mail = await mailTo(stack.outboxDir, shopper.email, new RegExp(`^Recall: .*batch ${lotA}`));
    assert.match(mail, /replaced with units of another batch/);

    // Delivered (the unsent order got the other batch), the shopper reports a side effect.
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const moved = await api('PUT', `/api/Order/${orderId}`, adminToken, { status });
      assert.equal(moved.status, 200, `${status}: ${JSON.stringify(moved.json)}`);
    }
    const description = `A red itchy rash on both arms after the second dose (${tag}).`;
    await step(buyer, 'batches-side-effect', async () => {
      const { page } = buyer;
      await page.goto(`${stack.siteUrl}/order/${orderId}`);
      const section = page.getByRole('region', { name: 'Side effect or suspected fake?' });
      await section.getByRole('button', { name: 'Report a side effect' }).click();
      const form = section.getByRole('form', { name: `Report a side effect: ${medicine.name}` });
      await form.getByLabel('What happened, and when?').fill(description);
      assert.equal(await form.getByLabel(/^Batch \(lot\) number/).inputValue(), lotB, 'the batch the order now holds is offered');
      await form.getByRole('link', { name: 'NAFDAC e-reporting' }).waitFor();
      await form.getByText('0800-162-3322').waitFor();
      await fits(page, 'order-report-side-effect', form);
      await form.getByRole('button', { name: 'Send the report' }).click();
      await section.getByText(/Thank you: your report/).waitFor();
    });

    const pharmacist = await phoneTab(pharmacistLogin.json);
    await step(pharmacist, 'batches-pharmacist-queue', async () => {
      const { page } = pharmacist;
      await page.goto(`${stack.siteUrl}/pharmacist/safety-reports`);
      const row = page.getByRole('row').filter({ hasText: description });
      await row.getByText(lotB).waitFor({ timeout: 30_000 });
      await row.getByText('Side effect', { exact: true }).waitFor();
      await fits(page, 'pharmacist-safety-reports', row);
      await row.getByLabel('Triage').selectOption('reviewing');
      await row.getByRole('button', { name: 'Save' }).click();
      // Saved, the list is read again: the report shows its new state and Save rests until it changes.
      await page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('tr')].some(
            (tr) =>
              tr.textContent?.includes(text) &&
              (tr.querySelector('select') as HTMLSelectElement | null)?.value === 'reviewing' &&
              // Disabled while it saves too ("Saving…"): only "Save" at rest means the answer came.
              tr.querySelector('button')?.disabled &&
              tr.querySelector('button')?.textContent?.trim() === 'Save',
          ),
        description,
      );
      const queue = await api<{ items: { description: string; state: string }[] }>(
        'GET',
        '/api/pharmacist/safety-reports',
        pharmacistLogin.json.accessToken,
      );
      assert.equal(queue.json.items.find((r) => r.description === description)?.state, 'reviewing');
    });
  });
});
