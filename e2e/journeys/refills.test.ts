// A refill plan at 360 px on the composed site with the real API and the Paystack sandbox: a shopper
// buys a medicine with a card (set up over the API and the sandbox's hosted page), the order is
// delivered, and in My orders the shopper chooses "Refill regularly" and starts a plan that charges
// the saved card automatically. The refills' clock is moved by the admin's "run now" (outside
// production only): 3 days before, the notice of the amount and card is mailed; on the day the card is
// charged once and the order placed, with its receipt mailed and a Refill badge in My orders. The
// shopper skips the next refill and cancels the plan. Screenshots with SHOTS_DIR set.
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
import { mailTo } from '../support/outbox';
import { overflowPast } from '../support/overflow';
import { callApi, newShopper } from '../support/shop-api';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const LAGOS = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };
const SHOTS_DIR = process.env.SHOTS_DIR;

/** 09:00 in Lagos on a day (YYYY-MM-DD). */
const nineInLagos = (day: string) => new Date(`${day}T09:00:00+01:00`).toISOString();
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('refill plans journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];
  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-refills-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    if (SHOTS_DIR) fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'refills-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('buys with a card, makes a plan from the delivered order, gets the notice, the automatic order and its receipt, skips and cancels', async () => {
    const admin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const adminToken = admin.json.accessToken;
    const shopper = await newShopper(stack, { firstName: 'Bola', lastName: 'Ade', handle: 'bola', passwordPrefix: 'Ikeja#Refill' });
    const token = shopper.accessToken;

    // Set-up over the API: a saved address, and one medicine bought with a card on the sandbox's page.
    const all = await api<{ id: string; name: string; prescriptionRequired: boolean; stockQuantity?: number }[]>(
      'GET',
      '/api/medicine/GetAllMedicines',
    );
    const medicine = all.json.find((m) => !m.prescriptionRequired && (m.stockQuantity ?? 10) >= 5);
    assert.ok(medicine, 'the seeded catalogue has an over-the-counter medicine in stock');
    assert.equal((await api('POST', '/api/delivery/addresses', token, LAGOS)).status, 201);
    assert.equal(
      (await api('POST', '/api/carts/add', token, { medicineId: medicine.id, quantity: 1, userId: shopper.userId })).status,
      200,
    );
    const quote = await api<{ total: number }>('POST', '/api/checkout/quote', token, { zone: LAGOS.zone });
    const init = await api<{ data: { authorization_url: string; reference: string } }>('POST', '/api/payment/initiate', token, {
      amount: quote.json.total,
      email: shopper.email,
      paymentType: 'medicine',
      deliveryAddress: LAGOS,
      userId: shopper.userId,
      // The shopper's consent to save the card, on their own checkout.
      saveCard: true,
    });
    assert.equal(init.status, 200, JSON.stringify(init.json));
    const html = await (await fetch(init.json.data.authorization_url)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    assert.ok(action, 'the sandbox checkout page');
    await fetch(new URL(action, init.json.data.authorization_url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
    });
    const verified = await api<{ data: { orderId: string } }>('GET', `/api/payment/verify/${init.json.data.reference}`, token);
    const firstOrderId = verified.json.data.orderId;
    assert.ok(firstOrderId, JSON.stringify(verified.json));
    for (const status of ['Processing', 'Shipped', 'Delivered'])
      assert.equal((await api('PUT', `/api/Order/${firstOrderId}`, adminToken, { status })).status, 200, status);

    const tracked = await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 360, height: 780 } }), shopper);
    const page = tracked.page;
    const account = page.locator('[data-boundary="account"]');
    const shot = async (name: string) => {
      const overflow = await overflowPast(page, 360);
      assert.deepEqual(overflow.elements, [], `${name}: these stick out past a 360 px screen`);
      if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `refills-${name}-360.png`), fullPage: true });
    };

    let runOn = '';
    await step(tracked, 'plan-from-delivered-order', async () => {
      await page.goto(`${stack.siteUrl}/user-orders`);
      await account.getByRole('link', { name: `Refill ${medicine.name} regularly` }).click();
      const form = account.getByRole('form', { name: `Refill ${medicine.name} regularly` });
      await form.waitFor();
      await form.getByLabel('Every').selectOption('4');
      await form.getByLabel('Pay with').selectOption({ index: 1 });
      await form.getByRole('checkbox', { name: /Charge this card automatically/ }).check();
      await shot('new-plan');
      await form.getByRole('button', { name: 'Start refill plan' }).click();
      await account.getByRole('list', { name: 'Your refill plans' }).getByRole('listitem').first().waitFor();
      const plans = await api<{ items: { nextRunOn: string; autoPay: boolean }[] }>('GET', '/api/refills', token);
      assert.equal(plans.json.items.length, 1);
      assert.equal(plans.json.items[0].autoPay, true);
      runOn = plans.json.items[0].nextRunOn;
      await shot('plan');
    });

    await step(tracked, 'notice-then-automatic-order', async () => {
      // The clock 3 days before the refill: the notice of the amount and the card.
      const noticeRun = await api('POST', '/api/admin/refills/run', adminToken, { at: nineInLagos(dayBefore(runOn, 3)) });
      assert.equal(noticeRun.status, 200, JSON.stringify(noticeRun.json));
      const notice = await mailTo(stack.outboxDir, shopper.email, /^We will charge/);
      assert.match(notice, /ending 4081/);
      // On the day: charged once, the order placed and its receipt mailed.
      const dayRun = await api<{ placed: number }>('POST', '/api/admin/refills/run', adminToken, { at: nineInLagos(runOn) });
      assert.equal(dayRun.json.placed, 1, JSON.stringify(dayRun.json));
      const refillOrders = await api<{ items: { orderId: string }[] }>('GET', '/api/refills/orders', token);
      assert.equal(refillOrders.json.items.length, 1);
      const order = await api<{ orderNumber: string }>('GET', `/api/Order/${refillOrders.json.items[0].orderId}`, token);
      const receipt = await mailTo(stack.outboxDir, shopper.email, new RegExp(`^Order ${order.json.orderNumber} confirmed: your receipt`));
      assert.ok(receipt.includes(medicine.name), 'the receipt names the medicine');
      await page.goto(`${stack.siteUrl}/user-orders`);
      await account.getByText('Refill', { exact: true }).first().waitFor();
      await shot('orders-with-refill');
      await page.goto(`${stack.siteUrl}/order/${refillOrders.json.items[0].orderId}`);
      await account.getByText(order.json.orderNumber).first().waitFor();
      await shot('refill-order');
    });

    await step(tracked, 'skip-then-cancel', async () => {
      await page.goto(`${stack.siteUrl}/account/refills`);
      const plan = account.getByRole('list', { name: 'Your refill plans' }).getByRole('listitem').first();
      await plan.getByRole('button', { name: 'Skip next' }).click();
      await page.getByText('The next refill is skipped.').first().waitFor();
      const skipped = await api<{ items: { nextRunOn: string }[] }>('GET', '/api/refills', token);
      assert.ok(skipped.json.items[0].nextRunOn > runOn, 'the next refill moved on');
      await plan.getByRole('button', { name: 'Cancel plan' }).click();
      await page
        .getByText(/Your plan is cancelled/)
        .first()
        .waitFor();
      await shot('cancelled');
      const left = await api<{ items: { status: string }[] }>('GET', '/api/refills', token);
      assert.deepEqual(
        left.json.items.map((p) => p.status),
        [],
      );
    });

    await step(tracked, 'product-page-and-admin', async () => {
      // A plan can start from the product page too.
      await page.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      await page.getByRole('link', { name: `Refill ${medicine.name} regularly` }).click();
      await account.getByRole('form', { name: `Refill ${medicine.name} regularly` }).waitFor();
      // The admin's refill plans: the week's refills by medicine and the follow-ups.
      const adminPage = (await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 360, height: 780 } }), admin.json)).page;
      await adminPage.goto(`${stack.siteUrl}/admin/refills`);
      const area = adminPage.locator('[data-boundary="admin"]');
      await area.getByRole('heading', { name: 'Next 7 days by medicine' }).waitFor();
      await area.getByRole('table', { name: 'Refill plans' }).waitFor();
      if (SHOTS_DIR) {
        await adminPage.screenshot({ path: path.join(SHOTS_DIR, 'refills-admin-360.png'), fullPage: true });
        await adminPage.setViewportSize({ width: 1366, height: 900 });
        await adminPage.screenshot({ path: path.join(SHOTS_DIR, 'refills-admin-1366.png'), fullPage: true });
      }
    });
  });
});
