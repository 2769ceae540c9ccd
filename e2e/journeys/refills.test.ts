// A refill plan at 360 px on the composed site with the real API and the Paystack sandbox: a shopper
// buys a medicine with a card (set up over the API and the sandbox's hosted page), the order is
// delivered, and in My orders the shopper chooses "Refill regularly" and starts a plan that charges
// the saved card automatically. The refills' clock is moved by the admin's "run now" (outside
// production only): 3 days before, the notice of the amount and card is mailed; on the day the card is
// charged once and the order placed, with its receipt mailed and a Refill badge in My orders. The
// shopper skips the next refill and cancels the plan. A plan for a prescription-only medicine then
// waits for a pharmacist's check: the shopper's plan says so and by when, the reminder's day brings a
// mail (no medicine in its subject) and an SMS (consented), the admin sees it to follow up, and the
// pharmacist opens it from the review queue and approves it. Screenshots with SHOTS_DIR set.
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
import { callApi, giveHealthConsent, newShopper, SEEDED_PHARMACIST } from '../support/shop-api';
import { png } from '../support/png';

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

  /** The shopper's SMS consent for order updates, the number proved with the code texted to it. */
  async function consentToTexts(token: string, phone: string, last9: string) {
    assert.equal((await api('POST', '/api/account/phone-verification', token, { phone })).status, 200);
    let code = '';
    for (let i = 0; i < 60 && !code; i++) {
      code = /\b(\d{6})\b/.exec((await smsTo(last9)).at(-1)?.text ?? '')?.[1] ?? '';
      if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(code, 'the code reached the phone');
    assert.equal((await api('POST', '/api/account/phone-verification/confirm', token, { phone, code })).status, 200);
    const listed = await api<{ items: { wordingVersion: string }[] }>('GET', '/api/account/consents', token);
    const given = await api('POST', '/api/account/consents', token, {
      purpose: 'order-updates',
      channel: 'sms',
      wordingVersion: listed.json.items[0].wordingVersion,
      phone,
      via: 'account',
    });
    assert.equal(given.status, 200, JSON.stringify(given.json));
  }

  const smsTo = async (last9: string) =>
    (
      (await (await fetch(`${stack.messagingUrl}/_sandbox/messages`)).json()) as { messages: { to: string; text: string | null }[] }
    ).messages.filter((m) => m.to.endsWith(last9));

  /** A prescription the shopper uploads (its use consented). */
  async function uploadPrescription(token: string) {
    await giveHealthConsent(stack.apiUrl, token, 'prescriptions');
    const form = new FormData();
    form.set('prescriberName', 'Dr Funke Adeyemi');
    form.set('writtenOn', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const bytes = png(240, 320, (x, y) => (y % 16 < 3 && y > 20 && x > 20 && x < 200 ? [40, 40, 60] : [250, 250, 245]));
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'prescription.png');
    const res = await fetch(`${stack.apiUrl}/api/prescriptions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(res.status, 201, await res.text());
  }

  /**
   * A plan for a prescription-only medicine from its product page waits for a pharmacist's check:
   * the plan says so and by when; on the reminder's day the mail (no medicine in its subject) and the SMS.
   */
  async function prescriptionPlanWaits(page: import('playwright-core').Page, shopper: { accessToken: string; email: string }) {
    const token = shopper.accessToken;
    const all = await api<{ id: string; name: string; prescriptionRequired: boolean; stockQuantity?: number }[]>(
      'GET',
      '/api/medicine/GetAllMedicines',
    );
    const rxMedicine = all.json.find((m) => m.prescriptionRequired && (m.stockQuantity ?? 10) >= 5);
    assert.ok(rxMedicine, 'the seeded catalogue has a prescription-only medicine in stock');
    await consentToTexts(token, '0803 555 0177', '8035550177');
    await uploadPrescription(token);
    const account = page.locator('[data-boundary="account"]');
    await page.goto(`${stack.siteUrl}/medicines/${rxMedicine.id}`);
    await page.getByRole('link', { name: `Refill ${rxMedicine.name} regularly` }).click();
    const form = account.getByRole('form', { name: `Refill ${rxMedicine.name} regularly` });
    await form.getByLabel('Dispensed against').waitFor();
    await form.getByRole('button', { name: 'Start refill plan' }).click();
    const card = account.getByRole('listitem', { name: `1 × ${rxMedicine.name}` });
    await card.getByText('Waiting for a prescription check').waitFor();
    await card.getByText(/A pharmacist checks your prescription before this refill on/).waitFor();
    const plans = await api<{ items: { nextRunOn: string; status: string }[] }>('GET', '/api/refills', token);
    const waiting = plans.json.items.find((p) => p.status === 'needs-prescription');
    assert.ok(waiting, JSON.stringify(plans.json));
    // The reminder's day: the mail says what is needed and by when; the SMS too, naming no medicine.
    const adminToken = (await api<{ accessToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN)).json.accessToken;
    const run = await api('POST', '/api/admin/refills/run', adminToken, { at: nineInLagos(dayBefore(waiting.nextRunOn, 7)) });
    assert.equal(run.status, 200, JSON.stringify(run.json));
    const mail = await mailTo(stack.outboxDir, shopper.email, /^Your refill of .* waits for a prescription check/);
    assert.ok(mail.includes(rxMedicine.name), 'the mail body says which medicine');
    let text = '';
    for (let i = 0; i < 60 && !text; i++) {
      text = (await smsTo('8035550177')).find((m) => /waits for a pharmacist/.test(m.text ?? ''))?.text ?? '';
      if (!text) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.match(text, /your refill due \d+ \w+ waits for a pharmacist to check your prescription/);
    assert.ok(!text.includes(rxMedicine.name.split(' ')[0]), 'the SMS names no medicine');
  }

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

    await step(tracked, 'prescription-plan-waits-for-the-pharmacist', async () => {
      await prescriptionPlanWaits(page, shopper);
      await shot('plan-waits-for-check');
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
      await area.getByText('Waiting for a pharmacist to check the prescription (review queue)').waitFor();
      if (SHOTS_DIR) {
        await adminPage.screenshot({ path: path.join(SHOTS_DIR, 'refills-admin-360.png'), fullPage: true });
        await adminPage.setViewportSize({ width: 1366, height: 900 });
        await adminPage.screenshot({ path: path.join(SHOTS_DIR, 'refills-admin-1366.png'), fullPage: true });
      }
    });

    await step(tracked, 'pharmacist-approves-the-plan', async () => {
      const login = await api<{ accessToken: string; refreshToken: string }>(
        'POST',
        '/api/user/authenticate',
        undefined,
        SEEDED_PHARMACIST,
      );
      const rxPage = (await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 360, height: 780 } }), login.json)).page;
      await rxPage.goto(`${stack.siteUrl}/pharmacist/reviews`);
      const area = rxPage.locator('[data-boundary="admin"]');
      const queue = area.getByRole('table', { name: /Refill plans waiting for a prescription check/ });
      await queue.getByText('Bola Ade').waitFor();
      const both = async (name: string) => {
        assert.deepEqual((await overflowPast(rxPage, 360)).elements, [], `${name}: these stick out past a 360 px screen`);
        if (!SHOTS_DIR) return;
        await rxPage.screenshot({ path: path.join(SHOTS_DIR, `refills-${name}-360.png`), fullPage: true });
        await rxPage.setViewportSize({ width: 1366, height: 900 });
        await rxPage.screenshot({ path: path.join(SHOTS_DIR, `refills-${name}-1366.png`), fullPage: true });
        await rxPage.setViewportSize({ width: 360, height: 780 });
      };
      await both('pharmacist-queue');
      await queue.getByRole('link', { name: "Check the prescription for Bola Ade's refill plan" }).click();
      await area.getByText('Dr Funke Adeyemi').first().waitFor();
      await area.getByLabel(/Units the prescription allows/).fill('4');
      await both('pharmacist-check');
      await area.getByRole('button', { name: 'Approve' }).click();
      await area.getByText(/Approved for 4 units/).waitFor();
      await both('pharmacist-approved');
      // The shopper's plan runs again.
      await page.goto(`${stack.siteUrl}/account/refills`);
      await account.getByText('Active').first().waitFor();
    });
  });
});
