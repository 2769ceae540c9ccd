// Pharmacies that fulfil, in a real browser at 360 px and 1366 px on the composed site with the real
// API and the Paystack sandbox: the product page says "In stock in Lagos" for a shopper in Lagos; at
// checkout the shopper collects at the Lekki pharmacy (listed by state, with hours, no delivery fee),
// pays on the sandbox page and the order page shows the pickup PIN; the pharmacy marks it ready and
// hands it over with the PIN (once), and the order page then says it was collected. A shopper in
// Kano whose cart no Kano pharmacy holds whole chooses a split before paying; the admin re-routes a
// parcel. A shopper in Kano verifies the delivery phone by SMS code, pays on delivery, and the
// button, the order and track pages and the receipt say what is due to the rider (never "Total
// paid"); the admin shows the rider's link on the order page and texts it to the customer (SMS in
// the messaging sandbox), and the rider's Paystack link completes it; the admin's rider
// collections then show it paid.
// The seeded Lekki staff account then signs in on the login page, lands on its orders (Pharmacy
// orders in the menu) and sees only Lekki's orders, not one collected at Ikeja, with the customer's
// phone; marking one ready sends the customer a mail (hours, PIN) and an SMS (hours, "bring your
// PIN"), and the customer's order page reads "Ready for pickup", never a rider.
// Screenshots of each screen with SHOTS_DIR set.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step } from '../support/browser';
import { freePort } from '../support/ports';
import { callApi, newShopper } from '../support/shop-api';
import { mailTo } from '../support/outbox';
import { overflowPast } from '../support/overflow';
import { fillDeliveryAddress } from '../support/delivery-form';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const LEKKI_STAFF = { username: 'lekki.staff', password: 'Lekki#Staff2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const SHOTS_DIR = process.env.SHOTS_DIR;

describe('click-and-collect at a Lagos pharmacy', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];
  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  async function atBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await ready.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const overflow = await overflowPast(page, width);
      assert.deepEqual(overflow.elements, [], `${name} at ${width} px: these stick out past the screen`);
      if (SHOTS_DIR) {
        fs.mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
      }
    }
  }

  /** A seeded medicine (not prescription-only) the Lagos pharmacies hold. */
  async function lagosMedicine(): Promise<{ id: string; name: string }> {
    const list = await api<{ id: string; name: string; prescriptionRequired?: boolean }[]>('GET', '/api/medicine');
    for (const m of list.json.filter((x) => !x.prescriptionRequired)) {
      const inLagos = await api<{ status: string }>('GET', `/api/medicines/${m.id}/availability?state=Lagos`);
      if (inLagos.json.status === 'local') return m;
    }
    assert.fail('a seeded medicine held by the Lagos pharmacies');
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-collect-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'click-and-collect-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows stock in Lagos, collects at Lekki with the PIN, once', async () => {
    const shopper = await newShopper(stack, { firstName: 'Tola', lastName: 'Ade', handle: 'collect', passwordPrefix: 'Lekki#Pharmacy' });
    const medicine = await lagosMedicine();

    const tracked = await signInOnLoad(await newTrackedPage(browser), shopper);
    const { page } = tracked;
    await step(tracked, 'product-page-stock-in-state', async () => {
      await page.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      const line = page.getByTestId('stock-in-state');
      await line.getByText('In stock in Lagos').waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'product-stock-in-lagos', line);
    });

    assert.equal(
      (await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: medicine.id, quantity: 1, userId: shopper.userId })).status,
      200,
    );
    const mine = page.locator('[data-boundary="cartCheckout"]');
    await step(tracked, 'checkout-collect-at-lekki', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/payment-form\?/);
      await mine.getByRole('radio', { name: 'Collect at a pharmacy (no delivery fee)' }).check();
      await mine.getByRole('radio', { name: /e-pharmacy Lekki/ }).check();
      await mine.getByLabel(/^Your phone/).fill('0803 123 4567');
      await atBothWidths(page, 'checkout-collect-at-lekki', mine.getByText('Your items are in stock here.').first());
      await page.setViewportSize({ width: 360, height: 800 });
      await mine.getByRole('button', { name: /^Pay N/ }).click();
      await page.waitForURL(/\/checkout\/[^/]+$/);
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/payment-success/, { timeout: 60_000 });
    });

    let orderId = '';
    for (let i = 0; i < 30 && !orderId; i++) {
      const history = await api<{ orderId: string }[]>('GET', `/api/Order/history/${shopper.userId}`, shopper.accessToken);
      orderId = history.json[0]?.orderId ?? '';
      if (!orderId) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(orderId, 'the order was placed');
    const account = page.locator('[data-boundary="account"]');
    let pin = '';
    await step(tracked, 'order-page-pickup-pin', async () => {
      await page.goto(`${stack.siteUrl}/track/${orderId}`);
      const shown = account.getByTestId('pickup-pin');
      await shown.waitFor({ timeout: 30_000 });
      pin = (await shown.innerText()).trim();
      assert.match(pin, /^\d{6}$/);
      await atBothWidths(page, 'order-pickup-pin', shown);
    });

    const admin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const staff = admin.json.accessToken;
    assert.equal((await api('POST', `/api/Order/${orderId}/pickup/ready`, staff)).status, 204);
    const wrong = pin === '000000' ? '000001' : '000000';
    assert.equal((await api('POST', `/api/Order/${orderId}/pickup/handover`, staff, { pin: wrong })).status, 400);
    assert.equal((await api('POST', `/api/Order/${orderId}/pickup/handover`, staff, { pin })).status, 204);
    assert.equal((await api('POST', `/api/Order/${orderId}/pickup/handover`, staff, { pin })).status, 409, 'the PIN works once');

    await step(tracked, 'order-page-collected', async () => {
      await page.reload();
      await account.getByText('Collected. Thank you!').waitFor({ timeout: 30_000 });
      await account.getByTestId('order-timeline').getByText('Collected with your PIN').waitFor();
      assert.equal(await account.getByText(/On its way|rider/i).count(), 0, 'a pickup never speaks of a rider');
      assert.equal(await account.getByTestId('pickup-pin').count(), 0, 'the used PIN is no longer shown');
    });

    // Kano: no pharmacy there has both medicines, so the shopper chooses a split before paying;
    // the admin then re-routes a parcel and the stock follows.
    const list = await api<{ id: string; name: string; prescriptionRequired?: boolean }[]>('GET', '/api/medicine');
    let local: { id: string } | undefined;
    let ships: { id: string } | undefined;
    for (const m of list.json.filter((x) => !x.prescriptionRequired)) {
      const inKano = (await api<{ status: string }>('GET', `/api/medicines/${m.id}/availability?state=Kano`)).json.status;
      if (inKano === 'local') local ??= m;
      if (inKano === 'ships') ships ??= m;
      if (local && ships) break;
    }
    assert.ok(local && ships, 'a medicine in stock in Kano and one shipped from the warehouse');
    for (const m of [local!, ships!])
      assert.equal(
        (await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: m.id, quantity: 1, userId: shopper.userId })).status,
        200,
      );
    await step(tracked, 'checkout-parcel-choice', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/payment-form\?/);
      await fillDeliveryAddress(mine, { zone: 'kano', city: 'Kano Municipal', street: '4 Zoo Road', phone: '0803 123 4567' });
      await mine.getByRole('radio', { name: /Split into parcels/ }).check();
      await atBothWidths(page, 'checkout-parcel-choice', mine.getByTestId('parcel-choice'));
      await page.setViewportSize({ width: 360, height: 800 });
      await mine.getByRole('button', { name: /^Pay N/ }).click();
      await page.waitForURL(/\/checkout\/[^/]+$/);
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/payment-success/, { timeout: 60_000 });
    });
    let split = '';
    for (let i = 0; i < 30 && !split; i++) {
      const history = await api<{ orderId: string }[]>('GET', `/api/Order/history/${shopper.userId}`, shopper.accessToken);
      split = history.json.find((o) => o.orderId !== orderId)?.orderId ?? '';
      if (!split) await new Promise((r) => setTimeout(r, 500));
    }
    const parcels = await api<{ id: string }[]>('GET', `/api/Order/${split}/parcels`, staff);
    assert.equal(parcels.json.length, 2, 'a parcel from the Kano pharmacy and one from the warehouse');
    const options = await api<{ parcels: { locations: { name: string; hasStock: boolean }[] }[] }>(
      'GET',
      `/api/admin/orders/${split}/reroute`,
      staff,
    );
    const target = options.json.parcels[0].locations.find((l) => l.hasStock)!;
    const adminTracked = await signInOnLoad(await newTrackedPage(browser), admin.json);
    await step(adminTracked, 'admin-order-reroute', async () => {
      const adminPage = adminTracked.page;
      const area = adminPage.locator('[data-boundary="admin"]');
      await adminPage.goto(`${stack.siteUrl}/orders/${split}`);
      await atBothWidths(adminPage, 'admin-order-parcels', area.getByTestId('admin-order-parcels'));
      await area.getByLabel('Re-route to').first().selectOption({ label: target.name });
      await area.getByRole('button', { name: 'Re-route' }).first().click();
      await atBothWidths(adminPage, 'admin-order-rerouted', area.getByText(`Re-routed to ${target.name}`));
    });
    await adminTracked.context.close();
    await tracked.context.close();
  });
  it('a shopper in Kano pays on delivery and the rider’s payment link completes it (360 px)', async () => {
    const shopper = await newShopper(stack, { firstName: 'Aisha', lastName: 'Bello', handle: 'kano', passwordPrefix: 'Kano#Pharmacy' });
    const list = await api<{ id: string; prescriptionRequired?: boolean; price: number }[]>('GET', '/api/medicine');
    const medicine = list.json.find((m) => !m.prescriptionRequired && m.price < 20_000);
    assert.ok(medicine, 'a cheap over-the-counter medicine');
    const phone = '0803 777 0101';
    const saved = await api('POST', '/api/delivery/addresses', shopper.accessToken, {
      zone: 'kano',
      city: 'Kano',
      street: '4 Zoo Road',
      phone,
      label: 'Home',
    });
    assert.ok([200, 201].includes(saved.status), JSON.stringify(saved.json));
    assert.equal(
      (await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: medicine!.id, quantity: 1, userId: shopper.userId })).status,
      200,
    );
    const tracked = await signInOnLoad(await newTrackedPage(browser), shopper);
    const { page } = tracked;
    const mine = page.locator('[data-boundary="cartCheckout"]');
    let due = '';
    await step(tracked, 'checkout-pay-on-delivery', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/payment-form\?/);
      await mine.getByRole('radio', { name: /^Pay on delivery/ }).check();
      await mine.getByRole('button', { name: 'Send me a code' }).click();
      let code = '';
      for (let i = 0; i < 40 && !code; i++) {
        const sent = (await (await fetch(`${stack.messagingUrl}/_sandbox/messages`)).json()) as {
          messages: { to: string; text: string | null }[];
        };
        const mine = sent.messages.filter((m) => m.to.endsWith('8037770101') && /ePharmacy code/.test(m.text ?? ''));
        code = /(\d{6})/.exec(mine.at(-1)?.text ?? '')?.[1] ?? '';
        if (!code) await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(code, 'the SMS code reached the phone');
      await mine.getByLabel('Code from the SMS').fill(code);
      await mine.getByRole('button', { name: 'Confirm phone' }).click();
      // The button says the order is placed and what the rider collects, never "Pay" now.
      const place = mine.getByRole('button', { name: /^Place order — pay N[\d,]+ on delivery$/ });
      await atBothWidths(page, 'checkout-pay-on-delivery', place);
      due = /N[\d,]+/.exec(await place.innerText())![0];
      await page.setViewportSize({ width: 360, height: 800 });
      await place.click();
      await page.waitForURL(/\/order\/[^/]+$/, { timeout: 60_000 });
    });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const account = page.locator('[data-boundary="account"]');
    await step(tracked, 'order-to-pay-rider', async () => {
      await account.getByTestId('to-pay-rider').getByText(`To pay the rider: ${due}`).waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'order-to-pay-rider', account.getByTestId('to-pay-rider'));
      await page.goto(`${stack.siteUrl}/track/${orderId}`);
      await atBothWidths(page, 'track-to-pay-rider', account.getByTestId('to-pay-rider').getByText(`To pay the rider: ${due}`));
    });
    const receipt = await mailTo(stack.outboxDir, shopper.email, /confirmed: your receipt/);
    assert.match(receipt, new RegExp(`To pay the rider: ${due}`), 'the receipt says what is due');
    assert.doesNotMatch(receipt, /Total paid/);
    // The shopper agrees to order texts on the phone the order carries (the account's consent).
    const consents = await api<{ items: { purpose: string; channel: string; wordingVersion: string }[] }>(
      'GET',
      '/api/account/consents',
      shopper.accessToken,
    );
    const wording = consents.json.items.find((c) => c.purpose === 'order-updates' && c.channel === 'sms')!;
    const agreed = await api('POST', '/api/account/consents', shopper.accessToken, {
      purpose: 'order-updates',
      channel: 'sms',
      wordingVersion: wording.wordingVersion,
      phone,
    });
    assert.equal(agreed.status, 200, JSON.stringify(agreed.json));
    const admin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const staff = admin.json.accessToken;
    const adminTracked = await signInOnLoad(await newTrackedPage(browser), admin.json);
    await step(adminTracked, 'admin-rider-pay-link', async () => {
      const adminPage = adminTracked.page;
      const door = adminPage.locator('[data-boundary="admin"]').getByRole('region', { name: 'Payment at the door' });
      await adminPage.setViewportSize({ width: 360, height: 800 });
      await adminPage.goto(`${stack.siteUrl}/orders/${orderId}`);
      await door.getByText(`To collect at the door: ${due}`).waitFor({ timeout: 30_000 });
      await door.getByRole('button', { name: 'Show the payment link' }).click();
      await door.getByTestId('rider-link-url').waitFor();
      await door.getByRole('button', { name: 'Text the link to the customer' }).click();
      await atBothWidths(adminPage, 'admin-rider-pay-link', door.getByRole('status').getByText(/^Texted to 0803 777 0101/));
    });
    await adminTracked.context.close();
    assert.equal((await api('PUT', `/api/Order/${orderId}`, staff, { status: 'Processing' })).status, 200);
    const shipped = await api('PUT', `/api/Order/${orderId}`, staff, {
      status: 'Shipped',
      rider: { name: 'Musa Garba', phone: '0806 111 2222' },
    });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.json));
    const link = await api<{ authorizationUrl: string }>('POST', `/api/Order/${orderId}/pay-on-delivery/link`, staff);
    assert.equal(link.status, 200, JSON.stringify(link.json));
    // The text reached the customer's phone with the same link the rider shows.
    let texted = '';
    for (let i = 0; i < 40 && !texted; i++) {
      const sent = (await (await fetch(`${stack.messagingUrl}/_sandbox/messages`)).json()) as {
        messages: { to: string; text: string | null }[];
      };
      texted = sent.messages.find((m) => m.to.endsWith('8037770101') && (m.text ?? '').includes(link.json.authorizationUrl))?.text ?? '';
      if (!texted) await new Promise((r) => setTimeout(r, 250));
    }
    assert.match(texted, new RegExp(`^e-pharmacy: pay the rider ${due} for order EPH-`));
    await step(tracked, 'rider-payment-link', async () => {
      // At the door, the shopper pays on the rider's link (the rider's phone shows the page).
      await page.goto(link.json.authorizationUrl);
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/payment-success/, { timeout: 60_000 });
    });
    let paid = 0;
    for (let i = 0; i < 40 && !paid; i++) {
      const report = await api<{ rider: string; paid: number }[]>('GET', '/api/admin/pay-on-delivery/collections', staff);
      paid = report.json.find((r) => r.rider === 'Musa Garba')?.paid ?? 0;
      if (!paid) await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(paid > 0, 'the webhook marked the order paid');
    await tracked.context.close();

    const adminPage = await signInOnLoad(await newTrackedPage(browser), admin.json);
    await step(adminPage, 'rider-collections', async () => {
      await adminPage.page.goto(`${stack.siteUrl}/admin/collections`);
      const card = adminPage.page.getByRole('region', { name: 'Collections of Musa Garba' });
      await atBothWidths(adminPage.page, 'admin-rider-collections', card);
    });
    await adminPage.context.close();
  });
  it('a Lekki staff member signs in to Lekki’s orders; the customer is told, and sees, it is ready for pickup', async () => {
    const shopper = await newShopper(stack, { firstName: 'Bisi', lastName: 'Ola', handle: 'staffview', passwordPrefix: 'Ikeja#Pharmacy' });
    const medicine = await lagosMedicine();
    const points = await api<{ pharmacyId: string; name: string }[]>('GET', '/api/pickup-points?state=Lagos', shopper.accessToken);
    const pointId = (name: string) => points.json.find((p) => p.name === name)!.pharmacyId;
    // The shopper agreed to order updates by SMS on a phone proved with a code.
    const phone = '0803 555 0177';
    const texts = async () =>
      (
        (await (await fetch(`${stack.messagingUrl}/_sandbox/messages`)).json()) as { messages: { to: string; text: string | null }[] }
      ).messages
        .filter((m) => m.to === '+2348035550177')
        .map((m) => m.text ?? '');
    assert.equal((await api('POST', '/api/account/phone-verification', shopper.accessToken, { phone })).status, 200);
    let code = '';
    for (let i = 0; i < 40 && !code; i++) {
      code = /(\d{6})/.exec((await texts()).find((t) => /ePharmacy code/.test(t)) ?? '')?.[1] ?? '';
      if (!code) await new Promise((r) => setTimeout(r, 250));
    }
    assert.equal((await api('POST', '/api/account/phone-verification/confirm', shopper.accessToken, { phone, code })).status, 200);
    const wording = await api<{ items: { purpose: string; channel: string; wordingVersion: string }[] }>(
      'GET',
      '/api/account/consents',
      shopper.accessToken,
    );
    const smsConsent = wording.json.items.find((c) => c.purpose === 'order-updates' && c.channel === 'sms')!;
    const given = await api('POST', '/api/account/consents', shopper.accessToken, {
      purpose: 'order-updates',
      channel: 'sms',
      wordingVersion: smsConsent.wordingVersion,
      phone,
      via: 'account',
    });
    assert.equal(given.status, 200, JSON.stringify(given.json));
    const shopping = await newTrackedPage(browser);
    /** One paid pickup order at the named pharmacy (paid on the sandbox's page); its number and id. */
    async function collectAt(name: string): Promise<{ number: string; id: string }> {
      await api('DELETE', `/api/carts/clear/${shopper.userId}`, shopper.accessToken);
      await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: medicine.id, quantity: 1, userId: shopper.userId });
      const quote = await api<{ itemsTotal: number }>('POST', '/api/checkout/quote', shopper.accessToken, {
        pickupPharmacyId: pointId(name),
      });
      const init = await api<{ data: { authorization_url: string; reference: string } }>(
        'POST',
        '/api/payment/initiate',
        shopper.accessToken,
        {
          amount: quote.json.itemsTotal,
          email: shopper.email,
          paymentType: 'medicine',
          userId: shopper.userId,
          pickup: { pharmacyId: pointId(name), phone },
        },
      );
      assert.equal(init.status, 200, JSON.stringify(init.json));
      await shopping.page.goto(init.json.data.authorization_url);
      await shopping.page.getByLabel('Card number').fill(SUCCESS_CARD);
      await shopping.page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await shopping.page.getByLabel('CVV').fill('408');
      await shopping.page.getByRole('button', { name: /^Pay / }).click();
      await shopping.page.waitForURL(/\/payment-success/, { timeout: 60_000 });
      const placed = await api<{ orderId: string }>('POST', '/api/Order/place', shopper.accessToken, {
        userId: shopper.userId,
        reference: init.json.data.reference,
      });
      assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
      const order = await api<{ orderNumber: string }>('GET', `/api/Order/${placed.json.orderId}`, shopper.accessToken);
      return { number: order.json.orderNumber, id: placed.json.orderId };
    }
    const lekkiPlaced = await collectAt('e-pharmacy Lekki');
    const atLekki = lekkiPlaced.number;
    const atIkeja = (await collectAt('e-pharmacy Ikeja')).number;

    const tracked = await newTrackedPage(browser);
    const { page } = tracked;
    const screen = page.locator('[data-page="staffOrders"]');
    await step(tracked, 'staff-signs-in-and-lands-on-orders', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${stack.siteUrl}/login`);
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Username').fill(LEKKI_STAFF.username);
      await form.getByLabel('Password', { exact: true }).fill(LEKKI_STAFF.password);
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/staff\/orders$/, { timeout: 30_000 });
      await screen.getByRole('heading', { name: 'e-pharmacy Lekki' }).waitFor({ timeout: 30_000 });
      await page.setViewportSize({ width: 1366, height: 800 });
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Admin' });
      await menu.getByRole('button', { name: 'Admin' }).click();
      await menu.getByRole('link', { name: 'Pharmacy orders' }).waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
    });
    await step(tracked, 'staff-sees-only-lekki', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      const lekkiOrder = screen.getByRole('listitem', { name: `Order ${atLekki}` });
      await lekkiOrder.getByRole('link', { name: 'Call Bisi Ola on 0803 555 0177' }).waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'staff-orders', lekkiOrder);
      assert.equal(await screen.getByRole('listitem', { name: `Order ${atIkeja}` }).count(), 0, 'never another pharmacy’s order');
    });
    await step(tracked, 'staff-marks-ready', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await screen
        .getByRole('listitem', { name: `Order ${atLekki}` })
        .getByRole('button', { name: 'Packed: ready for pickup' })
        .click();
      const ready = screen.getByRole('region', { name: /^Ready for pickup/ }).getByRole('listitem', { name: `Order ${atLekki}` });
      await atBothWidths(page, 'staff-ready-for-pickup', ready.getByLabel('Customer’s pickup PIN'));
    });
    await tracked.context.close();

    // What the customer receives: a mail with the hours and the PIN, an SMS with the hours and "bring your PIN".
    const pin = (await api<{ pin: string }>('GET', `/api/Order/${lekkiPlaced.id}/pickup-pin`, shopper.accessToken)).json.pin;
    const mail = await mailTo(stack.outboxDir, shopper.email, /is ready for pickup/);
    assert.match(mail, /waiting for you at e-pharmacy Lekki/);
    assert.match(mail, /Opening hours: Mon\S{1,3}Sat 8:00/); // the outbox reader shows the en dash as its UTF-8 bytes
    assert.match(mail, new RegExp(`Bring your pickup PIN: ${pin}`));
    let sms = '';
    for (let i = 0; i < 40 && !sms; i++) {
      sms = (await texts()).find((t) => t.includes(`order ${atLekki} is ready for pickup`)) ?? '';
      if (!sms) await new Promise((r) => setTimeout(r, 250));
    }
    assert.match(sms, /is ready for pickup at e-pharmacy Lekki, Mon-Sat .*\. Bring your PIN\./);
    assert.ok(!sms.includes(pin), 'the PIN never goes on a lock screen');
    // And what the customer sees: ready for pickup with the PIN, never a rider.
    const mine = await signInOnLoad(shopping, shopper);
    await step(mine, 'order-page-ready-for-pickup', async () => {
      const account = mine.page.locator('[data-boundary="account"]');
      await mine.page.setViewportSize({ width: 360, height: 800 });
      await mine.page.goto(`${stack.siteUrl}/track/${lekkiPlaced.id}`);
      await account.getByTestId('order-timeline').getByText('Ready for pickup: bring your PIN').waitFor({ timeout: 30_000 });
      assert.equal((await account.getByTestId('pickup-pin').innerText()).trim(), pin);
      assert.equal(await account.getByText(/On its way|rider/i).count(), 0, 'a pickup never speaks of a rider');
      await atBothWidths(mine.page, 'order-ready-for-pickup', account.getByTestId('track-pickup'));
    });
    await shopping.context.close();
  });
});
