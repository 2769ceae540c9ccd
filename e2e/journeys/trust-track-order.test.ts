// Issue 30, item 12, in a real browser at 360 px and 1366 px on the composed site with the real API
// and the Paystack sandbox: a shopper's three orders (one delivered; one with a prescription-only
// medicine the pharmacist turned down, the rest approved and partly refunded; one cancelled and
// refunded) are set up through the API; the track page shows the EPH number, a vertical timeline
// with the date and time of each step, "Approved, being packed" after the review, the items, the
// address and the refund ("Refunded −N… · You paid N…"), and nothing expected on the cancelled one;
// My orders lists each order's first items with Buy again, which puts the lines back in the cart.
// Issue 30, item 16: the admin ships an order naming its rider on the order detail (the phone
// checked); the detail and its printed packing slip show the rider, the track page "Your rider".
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
import { approveHealthAccess, callApi, giveHealthConsent, newAdmin, newShopper, type Shopper } from '../support/shop-api';
import { png } from '../support/png';
import { overflowPast } from '../support/overflow';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const POM_NAME = 'Augmentin 625mg Tablets (14)';
const SHOTS_DIR = process.env.SHOTS_DIR;
const KANO = { zone: 'kano', city: 'Nassarawa', street: '4 Zoo Road', landmark: 'Opposite Kano Zoo', phone: '0803 123 4567' };

type Order = {
  orderId: string;
  orderNumber: string;
  status: string;
  paymentReference: string;
  totalPrice: number;
  refundedAmount: number;
  amountPaid: number;
  orderItems: { lineId: string; medicineName: string; quantity: number }[];
};

const RIDER = { name: 'Musa Ibrahim', phone: '0805 123 4567' };

const naira = (amount: number) => `N${amount.toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;

describe('trust: tracking an order', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];
  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  /** Pays on the sandbox's hosted page as a browser form would (no browser needed for the set-up). */
  async function payOnSandboxPage(authorizationUrl: string) {
    const html = await (await fetch(authorizationUrl)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    assert.ok(action, 'the sandbox checkout page');
    await fetch(new URL(action, authorizationUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
    });
  }

  /** The shopper buys these lines (with an uploaded prescription when asked); answers the order. */
  async function buy(shopper: Shopper, lines: [string, number][], prescription = false): Promise<Order> {
    await api('DELETE', `/api/carts/clearcart/${shopper.userId}`, shopper.accessToken);
    for (const [medicineId, quantity] of lines)
      assert.equal(
        (await api('POST', '/api/carts/add', shopper.accessToken, { medicineId, quantity, userId: shopper.userId })).status,
        200,
      );
    let prescriptionId: string | undefined;
    if (prescription) {
      await giveHealthConsent(stack.apiUrl, shopper.accessToken, 'prescriptions');
      const form = new FormData();
      form.set('prescriberName', 'Dr Funke Adeyemi');
      form.set('writtenOn', new Date(Date.now() + 3_600_000).toISOString().slice(0, 10));
      const bytes = png(240, 320, (x, y) => (y % 16 < 3 && y > 20 && x > 20 && x < 200 ? [40, 40, 60] : [250, 250, 245]));
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'prescription.png');
      const res = await fetch(`${stack.apiUrl}/api/prescriptions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${shopper.accessToken}` },
        body: form,
      });
      const uploaded = (await res.json()) as { id: string };
      assert.equal(res.status, 201, JSON.stringify(uploaded));
      prescriptionId = uploaded.id;
    }
    const quote = await api<{ total: number }>('POST', '/api/checkout/quote', shopper.accessToken, { zone: KANO.zone });
    const init = await api<{ data: { authorization_url: string; reference: string } }>(
      'POST',
      '/api/payment/initiate',
      shopper.accessToken,
      {
        amount: quote.json.total,
        email: shopper.email,
        paymentType: 'medicine',
        deliveryAddress: KANO,
        userId: shopper.userId,
        ...(prescriptionId ? { prescriptionId } : {}),
      },
    );
    assert.equal(init.status, 200, JSON.stringify(init.json));
    await payOnSandboxPage(init.json.data.authorization_url);
    const verified = await api<{ data: { orderId: string } }>(
      'GET',
      `/api/payment/verify/${init.json.data.reference}`,
      shopper.accessToken,
    );
    return (await api<Order>('GET', `/api/Order/${verified.json.data.orderId}`, shopper.accessToken)).json;
  }

  async function medicine(search: string, name?: string) {
    const found = await api<{ id: string; name: string }[]>('GET', `/api/medicine/GetAllMedicines?search=${encodeURIComponent(search)}`);
    const match = name ? found.json.find((m) => m.name === name) : found.json[0];
    assert.ok(match, `the seeded catalogue holds ${name ?? search}`);
    return match;
  }

  /** The page at 360 px and 1366 px: nothing sticks out sideways; a screenshot of each with SHOTS_DIR. */
  async function atBothWidths(page: Page, name: string, ready: Locator, check?: () => Promise<void>): Promise<void> {
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await ready.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      if (check) await check();
      const overflow = await overflowPast(page, width);
      assert.deepEqual(overflow.elements, [], `${name} at ${width} px: these stick out past the screen`);
      if (SHOTS_DIR) {
        fs.mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
      }
    }
  }

  /**
   * The admin moves a Processing order to Shipped on its detail page, naming the rider; the detail
   * and its printed packing slip show the rider beside the customer's phone.
   */
  async function shipWithRider(order: Order, adminTokens: { accessToken: string; refreshToken: string }) {
    const admin = await signInOnLoad(await newTrackedPage(browser), adminTokens);
    const adminPage = admin.page;
    const area = adminPage.locator('[data-boundary="admin"]');
    await step(admin, 'admin-ships-with-rider', async () => {
      await adminPage.goto(`${stack.siteUrl}/orders/${order.orderId}`);
      await area.getByLabel('Move to').selectOption('Shipped');
      await area.getByLabel("Rider's phone").fill('12345');
      await area.getByLabel("Rider's name").fill(RIDER.name);
      await area.getByRole('button', { name: 'Update status' }).click();
      await area.getByText(/Enter a Nigerian mobile number/).waitFor();
      await area.getByLabel("Rider's phone").fill(RIDER.phone);
      await atBothWidths(adminPage, 'admin-ship-rider-form', area.getByRole('group', { name: 'Rider (optional)' }));
      await area.getByRole('button', { name: 'Update status' }).click();
      const rider = area.getByTestId('admin-order-rider');
      await rider.waitFor({ timeout: 30_000 });
      assert.equal((await rider.innerText()).trim(), `${RIDER.name}, 0805 123 4567`);
      assert.equal((await area.getByTestId('admin-order-customer-phone').innerText()).trim(), '0803 123 4567');
      await atBothWidths(adminPage, 'admin-order-rider', rider);
      await adminPage.emulateMedia({ media: 'print' });
      await atBothWidths(adminPage, 'admin-packing-slip-print', rider, async () => {
        assert.equal(await area.getByRole('button', { name: 'Update status' }).isVisible(), false, 'no controls on paper');
      });
      await adminPage.emulateMedia({ media: 'screen' });
    });
    await admin.context.close();
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-track-'));
    // PORT_RANGE (scripts/lib/ports.ts) keeps them in a range of one's own on a shared machine.
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'trust-track-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the EPH number, a dated vertical timeline, the review, the refund and nothing expected once cancelled; My orders has first items and Buy again', async () => {
    const admin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const adminToken = admin.json.accessToken;
    const granter = await newAdmin(
      stack,
      { firstName: 'Store', lastName: 'Admin', handle: 'granter', passwordPrefix: 'Abuja#Pharmacy' },
      adminToken,
    );
    // The seeded admin makes the second admin a pharmacist (never oneself).
    const granted = await api('PUT', `/api/admin/users/${granter.userId}/pharmacist`, adminToken, {
      pharmacist: true,
      pcnRegistrationNumber: 'PCN/012345',
    });
    // A second person, a pharmacist, approves the admin's request (issue 47 finding 10).
    assert.equal(await approveHealthAccess(stack.apiUrl, granted), 200);
    const pharmacistToken = granter.accessToken;
    const adminAgain = adminToken;

    const shopper = await newShopper(stack, { firstName: 'Hauwa', lastName: 'Bello', handle: 'track', passwordPrefix: 'Kano#Pharmacy' });
    const pom = await medicine('Augmentin', POM_NAME);
    const otc = await medicine('Paracetamol');

    const delivered = await buy(shopper, [[otc.id, 2]]);
    assert.equal((await api('PUT', `/api/Order/${delivered.orderId}`, adminAgain, { status: 'Processing' })).status, 200);
    const reviewed = await buy(
      shopper,
      [
        [pom.id, 1],
        [otc.id, 1],
      ],
      true,
    );
    const pomLine = reviewed.orderItems.find((l) => l.medicineName === POM_NAME)!.lineId;
    const decided = await api<Order>('POST', `/api/pharmacist/reviews/${reviewed.orderId}`, pharmacistToken, {
      lines: [{ lineId: pomLine, approved: false }],
      reason: 'The prescription is for another strength.',
    });
    assert.equal(decided.status, 200, JSON.stringify(decided.json));
    const cancelled = await buy(shopper, [[otc.id, 3]]);
    assert.equal((await api('PUT', `/api/Order/${cancelled.orderId}`, shopper.accessToken, { status: 'Canceled' })).status, 200);
    const partly = (await api<Order>('GET', `/api/Order/${reviewed.orderId}`, shopper.accessToken)).json;

    const tracked = await signInOnLoad(await newTrackedPage(browser), shopper);
    const { page } = tracked;
    const account = page.locator('[data-boundary="account"]');

    await step(tracked, 'track-reviewed-partly-refunded', async () => {
      await page.goto(`${stack.siteUrl}/track/${reviewed.orderId}`);
      const timeline = account.getByTestId('order-timeline');
      await atBothWidths(page, 'track-approved-partly-refunded', timeline, async () => {
        assert.equal((await account.getByTestId('order-number').innerText()).trim(), reviewed.orderNumber, 'the EPH number, not the id');
        assert.equal(await account.getByText(reviewed.orderId).count(), 0, 'the id is not shown');
        const steps = timeline.getByRole('listitem');
        assert.match(await steps.nth(0).innerText(), /awaiting pharmacist review/i);
        assert.match(await steps.nth(1).innerText(), /Approved, being packed/);
        for (const i of [0, 1])
          assert.match(await steps.nth(i).locator('time').innerText(), /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/, 'each step dated');
        // Vertical: each step sits below the one before.
        const [a, b] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
        assert.ok(a && b && b.y >= a.y + a.height - 1 && Math.abs(a.x - b.x) < 2, 'the timeline runs top to bottom');
        await account.getByRole('status').filter({ hasText: 'Status: Approved, being packed' }).waitFor();
        const refund = account.getByTestId('track-refund');
        assert.match(
          await refund.innerText(),
          new RegExp(`Refund(ed| pending| processing) −${naira(partly.refundedAmount)} · You paid ${naira(partly.amountPaid)}`),
          'the refund and what was paid in the end',
        );
        await account.getByText(`${otc.name} × 1`).waitFor();
        await account.getByText('Opposite Kano Zoo', { exact: true }).waitFor();
        await account.getByTestId('track-window').waitFor();
      });
    });

    await step(tracked, 'track-cancelled-refunded', async () => {
      await page.goto(`${stack.siteUrl}/track/${cancelled.orderId}`);
      const timeline = account.getByTestId('order-timeline');
      await atBothWidths(page, 'track-cancelled-refunded', timeline, async () => {
        assert.equal((await account.getByTestId('order-number').innerText()).trim(), cancelled.orderNumber);
        const steps = timeline.getByRole('listitem');
        assert.equal(await steps.count(), 2, 'placed, then cancelled: nothing ahead');
        assert.match(await steps.nth(1).innerText(), /Canceled/);
        assert.equal(await account.getByText(/Expected delivery/).count(), 0, 'nothing expected on a cancelled order');
        assert.equal(await account.getByTestId('track-window').count(), 0);
        assert.match(await account.getByTestId('track-refund').innerText(), /Refund(ed| pending| processing)/);
        assert.equal(await account.getByRole('button', { name: 'Cancel order' }).count(), 0);
      });
    });

    await shipWithRider(delivered, admin.json);

    await step(tracked, 'track-shipped-with-rider', async () => {
      await page.goto(`${stack.siteUrl}/track/${delivered.orderId}`);
      const rider = account.getByTestId('track-rider');
      await atBothWidths(page, 'track-shipped-rider', rider, async () => {
        assert.equal((await rider.innerText()).trim(), `Your rider: ${RIDER.name}, 0805 123 4567`);
        assert.equal(await rider.getByRole('link').getAttribute('href'), 'tel:+2348051234567');
      });
    });

    await step(tracked, 'track-delivered', async () => {
      assert.equal((await api('PUT', `/api/Order/${delivered.orderId}`, adminAgain, { status: 'Delivered' })).status, 200);
      await page.goto(`${stack.siteUrl}/track/${delivered.orderId}`);
      const timeline = account.getByTestId('order-timeline');
      await atBothWidths(page, 'track-delivered', timeline, async () => {
        const steps = timeline.getByRole('listitem');
        assert.equal(await steps.count(), 4);
        assert.equal(await timeline.locator('time').count(), 4, 'placed, prepared, on its way, delivered: each dated');
        assert.equal(await account.getByTestId('track-window').count(), 0, 'nothing expected once delivered');
      });
    });

    await step(tracked, 'my-orders-first-items-buy-again', async () => {
      await page.goto(`${stack.siteUrl}/user-orders`);
      const list = account.getByRole('list', { name: 'Your orders' });
      await atBothWidths(page, 'my-orders', list, async () => {
        const card = list.getByRole('listitem').filter({ hasText: reviewed.orderNumber });
        assert.match(await card.getByTestId('order-first-items').innerText(), new RegExp(`${POM_NAME.replace(/[()]/g, '\\$&')} × 1`));
        assert.match(
          await card.innerText(),
          new RegExp(`Refunded −${naira(partly.refundedAmount)} · You paid ${naira(partly.amountPaid)}`),
        );
        assert.equal(await list.getByRole('button', { name: 'Buy again' }).count(), 3);
      });
      await page.setViewportSize({ width: 360, height: 800 });
      await list.getByRole('listitem').filter({ hasText: delivered.orderNumber }).getByRole('button', { name: 'Buy again' }).click();
      await page.waitForURL(/\/cart$/);
      const cart = await api<{ items?: { medicineId: string; quantity: number }[] }>(
        'GET',
        `/api/carts/getcartitems?userId=${shopper.userId}`,
        shopper.accessToken,
      );
      assert.match(JSON.stringify(cart.json), new RegExp(otc.id), 'the order’s line is back in the cart');
    });

    await step(tracked, 'profile-addresses', async () => {
      for (const address of [KANO, { ...KANO, label: 'Office', street: '12 Ahmadu Bello Way', landmark: 'Behind the Central Mosque' }])
        assert.equal((await api('POST', '/api/delivery/addresses', shopper.accessToken, { label: 'Home', ...address })).status, 201);
      await page.goto(`${stack.siteUrl}/profile`);
      const list = account.getByRole('list', { name: 'Saved delivery addresses' });
      await list.waitFor({ timeout: 30_000 });
      await list.getByText('Opposite Kano Zoo', { exact: true }).waitFor();
      assert.equal(await list.getByText(/Near Opposite/).count(), 0, 'the landmark as typed');
      await list.getByRole('button', { name: 'Make default' }).click();
      await list.getByRole('listitem').first().getByText('Office').waitFor();
      await list.getByRole('button', { name: 'Edit Home' }).click();
      const form = account.getByRole('form', { name: 'Edit address' });
      await atBothWidths(page, 'profile-addresses-edit', form);
      await form.getByLabel('Street address').fill('6 Zoo Road');
      await form.getByRole('button', { name: 'Save address' }).click();
      await list.getByText('6 Zoo Road').waitFor();
      await atBothWidths(page, 'profile-addresses', list);
    });

    await step(tracked, 'checkout-state-from-cart', async () => {
      await page.goto(`${stack.siteUrl}/cart`);
      const zone = page.locator('#cart-delivery-zone');
      await zone.waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => !(document.getElementById('cart-delivery-zone') as HTMLSelectElement | null)?.disabled);
      await zone.selectOption('lagos-mainland');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/payment-form\?/);
      const form = page.locator('[data-boundary="cartCheckout"]');
      await atBothWidths(page, 'checkout-state-carried', form.getByLabel('State', { exact: true }), async () => {
        assert.equal(await form.getByLabel('State', { exact: true }).inputValue(), 'lagos-mainland', 'the state chosen in the cart');
        assert.equal(await form.getByText(/Billing address/).count(), 0, 'no billing address');
      });
    });
  });
});
