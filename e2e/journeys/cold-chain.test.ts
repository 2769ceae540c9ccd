// Cold chain (issue 51), in a real browser at 360 px and 1280 px on the composed site with the real API
// and the Paystack sandbox: the seeded Actrapid's product page says "Keep in a fridge (2–8 °C)"; the
// admin marks a medicine "store at 2–8 °C" with its minutes out of the fridge on its edit page; a
// shopper with it in the cart who chooses Ogun (no pharmacy of ours delivers there the same day) is
// told before paying why, and where to collect it, and one button switches to pickup; the order,
// collected at Lekki, reaches the Lekki staff's packing list, which asks to pack it last in a cold box:
// "ready for pickup" waits for the tick, the tick records when it left the fridge, and then it is ready.
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
import { overflowPast } from '../support/overflow';
import { fillDeliveryAddress } from '../support/delivery-form';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const LEKKI_STAFF = { username: 'lekki.staff', password: 'Lekki#Staff2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const SHOTS_DIR = process.env.SHOTS_DIR;

describe('cold chain: insulin and vaccines', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];
  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  async function atBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
    for (const width of [360, 1280]) {
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

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-cold-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'cold-chain-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a fridge medicine cold from the product page to the packing counter', async () => {
    const medicines = await api<{ id: string; name: string; coldChain: { maxMinutesOut: number } | null; prescriptionRequired: boolean }[]>(
      'GET',
      '/api/medicine',
    );
    const actrapid = medicines.json.find((m) => m.name === 'Actrapid 100 IU/ml Vial (10 ml)');
    assert.ok(actrapid?.coldChain, 'the seeded Actrapid is stored at 2–8 °C');

    // The product page says it.
    const visitor = await newTrackedPage(browser);
    await step(visitor, 'cold-product-page', async () => {
      await visitor.page.goto(`${stack.siteUrl}/medicines/${actrapid.id}`);
      const note = visitor.page.getByRole('note').filter({ hasText: 'Keep in a fridge (2–8 °C)' });
      await atBothWidths(visitor.page, 'product-keep-in-fridge', note);
      // Deliver to a state with no same-day delivery: the page says why and where to collect it.
      await visitor.page.getByLabel('Deliver to').selectOption('ogun');
      const why = visitor.page.getByTestId('deliver-to-cold-chain');
      await why.getByText('must stay cold (2–8 °C)', { exact: false }).waitFor({ timeout: 30_000 });
      assert.match(await why.innerText(), /no pharmacy of ours delivers the same day in Ogun yet\. Collect it at /);
      await atBothWidths(visitor.page, 'product-cold-chain-not-to-ogun', why);
    });
    await visitor.context.close();

    // The admin marks a medicine held at Lekki (not prescription-only) as a fridge medicine.
    const adminLogin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    let chosen: { id: string; name: string } | undefined;
    for (const m of medicines.json.filter((x) => !x.prescriptionRequired && !x.coldChain)) {
      const inLagos = await api<{ status: string }>('GET', `/api/medicines/${m.id}/availability?state=Lagos`);
      if (inLagos.json.status === 'local') {
        chosen = m;
        break;
      }
    }
    assert.ok(chosen, 'a seeded medicine held in Lagos');
    const admin = await signInOnLoad(await newTrackedPage(browser), adminLogin.json);
    const adminArea = admin.page.locator('[data-boundary="admin"]');
    await step(admin, 'cold-admin-marks-medicine', async () => {
      await admin.page.setViewportSize({ width: 360, height: 800 });
      await admin.page.goto(`${stack.siteUrl}/admin/medicines/${chosen!.id}`);
      await adminArea.getByRole('heading', { level: 1, name: 'Edit medicine' }).waitFor({ timeout: 30_000 });
      await adminArea.getByLabel(/^Store at 2–8 °C/).check();
      await adminArea.getByLabel(/^Most minutes out of the fridge/).fill('240');
      await atBothWidths(admin.page, 'admin-medicine-cold-chain', adminArea.getByLabel(/^Most minutes out of the fridge/));
      await adminArea.getByRole('button', { name: 'Save changes' }).click();
      await adminArea.getByText('Saved: version 2.').waitFor({ timeout: 30_000 });
    });
    await admin.context.close();
    const edited = await api<{ coldChain: { maxMinutesOut: number } | null }>('GET', `/api/medicine/${chosen.id}`);
    assert.deepEqual(edited.json.coldChain, { maxMinutesOut: 240 });

    // A shopper choosing Ogun is told before paying, and switches to pickup.
    const shopper = await newShopper(stack, { firstName: 'Ngozi', lastName: 'Eze', handle: 'cold', passwordPrefix: 'Cold#Chain' });
    assert.equal(
      (await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: chosen.id, quantity: 1, userId: shopper.userId })).status,
      200,
    );
    const buyer = await signInOnLoad(await newTrackedPage(browser), shopper);
    const checkout = buyer.page.locator('[data-boundary="cartCheckout"]');
    await step(buyer, 'cold-cart-estimate-ogun', async () => {
      // The cart's delivery estimate says it first, for the state chosen there.
      await buyer.page.setViewportSize({ width: 360, height: 800 });
      await buyer.page.goto(`${stack.siteUrl}/cart`);
      const estimate = checkout.locator('.checkout-delivery-estimate');
      await estimate.getByLabel('Deliver to').selectOption({ label: 'Ogun' });
      const said = estimate.locator('.checkout-cold-chain');
      await said.getByText('A medicine in your cart must stay cold (2–8 °C): we cannot deliver it to this state.').waitFor();
      assert.match(await said.innerText(), /no pharmacy of ours delivers the same day in Ogun yet\. Collect it at /);
      await atBothWidths(buyer.page, 'cart-cold-chain-estimate-ogun', said);
    });
    await step(buyer, 'cold-checkout-refused-for-ogun', async () => {
      await buyer.page.setViewportSize({ width: 360, height: 800 });
      await buyer.page.goto(`${stack.siteUrl}/cart`);
      await buyer.page.getByRole('button', { name: 'Checkout' }).click();
      await buyer.page.waitForURL(/\/payment-form\?/);
      await fillDeliveryAddress(checkout, { zone: 'ogun', city: 'Abeokuta', street: '9 Lafenwa Road', phone: '0803 123 4567' });
      const refusal = checkout.getByTestId('cold-chain-refusal');
      await refusal.getByText(`${chosen!.name} must stay cold (2–8 °C)`, { exact: false }).waitFor({ timeout: 30_000 });
      assert.match(await refusal.innerText(), /no pharmacy of ours delivers the same day in Ogun yet\. Collect it at e-pharmacy /);
      await atBothWidths(buyer.page, 'checkout-cold-chain-refused', refusal);
      await buyer.page.setViewportSize({ width: 360, height: 800 });
      // Going on anyway opens no payment: the page stays, saying why.
      const initiated: string[] = [];
      buyer.page.on('request', (request) => {
        if (request.url().includes('/api/payment/initiate')) initiated.push(request.url());
      });
      await checkout.getByRole('button', { name: 'Proceed to payment' }).click();
      // The refusal is said again at the Pay button (the page's own message line), and no payment starts.
      await checkout.getByRole('alert').filter({ hasText: 'must stay cold (2–8 °C)' }).nth(1).waitFor({ timeout: 30_000 });
      assert.match(buyer.page.url(), /\/payment-form\?/);
      assert.deepEqual(initiated, [], 'no payment was started');
      await refusal.getByRole('button', { name: 'Collect at a pharmacy instead' }).click();
      await checkout.getByRole('radio', { name: 'Collect at a pharmacy (no delivery fee)' }).isChecked();
      await checkout.getByRole('radio', { name: /e-pharmacy Lekki/ }).waitFor({ timeout: 30_000 });
    });

    // Paid for pickup at Lekki (on the sandbox's page).
    const points = await api<{ pharmacyId: string; name: string }[]>('GET', '/api/pickup-points?state=Lagos', shopper.accessToken);
    const lekki = points.json.find((p) => p.name === 'e-pharmacy Lekki')!;
    const quote = await api<{ itemsTotal: number }>('POST', '/api/checkout/quote', shopper.accessToken, {
      pickupPharmacyId: lekki.pharmacyId,
    });
    assert.equal(quote.status, 200);
    const init = await api<{ data: { authorization_url: string; reference: string } }>(
      'POST',
      '/api/payment/initiate',
      shopper.accessToken,
      {
        amount: quote.json.itemsTotal,
        email: shopper.email,
        paymentType: 'medicine',
        userId: shopper.userId,
        pickup: { pharmacyId: lekki.pharmacyId, phone: '0803 123 4567' },
      },
    );
    assert.equal(init.status, 200, JSON.stringify(init.json));
    await buyer.page.goto(init.json.data.authorization_url);
    await buyer.page.getByLabel('Card number').fill(SUCCESS_CARD);
    await buyer.page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await buyer.page.getByLabel('CVV').fill('408');
    await buyer.page.getByRole('button', { name: /^Pay / }).click();
    await buyer.page.waitForURL(/\/payment-success/, { timeout: 60_000 });
    const placed = await api<{ orderId: string }>('POST', '/api/Order/place', shopper.accessToken, {
      userId: shopper.userId,
      reference: init.json.data.reference,
    });
    assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
    const number = (await api<{ orderNumber: string }>('GET', `/api/Order/${placed.json.orderId}`, shopper.accessToken)).json.orderNumber;
    await buyer.context.close();

    // The Lekki staff pack it last in a cold box: ready for pickup waits for the tick.
    const staffLogin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, LEKKI_STAFF);
    const staff = await signInOnLoad(await newTrackedPage(browser), staffLogin.json);
    const screen = staff.page.locator('[data-page="staffOrders"]');
    await step(staff, 'cold-staff-packs', async () => {
      await staff.page.setViewportSize({ width: 360, height: 800 });
      await staff.page.goto(`${stack.siteUrl}/staff/orders`);
      const card = screen.getByRole('listitem', { name: `Order ${number}` });
      const cold = card.getByRole('group', { name: 'Cold chain' });
      await cold.getByText(`Keep cold (2–8 °C): ${chosen!.name}.`, { exact: false }).waitFor({ timeout: 30_000 });
      assert.equal(await card.getByRole('button', { name: 'Ready for pickup (after the cold box)' }).isDisabled(), true);
      await atBothWidths(staff.page, 'staff-cold-chain-to-pack', cold);
      await staff.page.setViewportSize({ width: 360, height: 800 });
      await cold.getByLabel('Packed last in a cold box').check();
      await cold.getByRole('button', { name: 'Record: it left the fridge now' }).click();
      const times = screen.getByRole('listitem', { name: `Order ${number}` }).getByTestId('cold-chain-times');
      await times.getByText(/^Packed in a cold box · left the fridge /).waitFor({ timeout: 30_000 });
      await atBothWidths(staff.page, 'staff-cold-chain-packed', times);
      await staff.page.setViewportSize({ width: 360, height: 800 });
      await screen
        .getByRole('listitem', { name: `Order ${number}` })
        .getByRole('button', { name: 'Packed: ready for pickup' })
        .click();
      await screen
        .getByRole('region', { name: /^Ready for pickup/ })
        .getByRole('listitem', { name: `Order ${number}` })
        .waitFor({ timeout: 30_000 });
    });
    await staff.context.close();
    const order = await api<{ status: string }>('GET', `/api/Order/${placed.json.orderId}`, shopper.accessToken);
    assert.equal(order.json.status, 'Processing');
  });
});
