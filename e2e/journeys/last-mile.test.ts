// Issue 51, the last mile, in a real browser at 360 px (and 1280 px for the screenshots) on the
// composed site with the real API and the Paystack sandbox: a shopper's three orders are paid
// through the API; the pharmacy's staff give two parcels to their rider Musa on the staff page; on
// the rider's phone page Musa starts the first stop and hands it over with the code the shopper's
// order page shows, and records "No one home" at the second; the shopper rebooks it on the order
// page and the second try succeeds; the third parcel fails twice and comes back: staff check it in,
// its units are in stock again at that pharmacy and its payment is refunded once (a second check-in
// is refused). Screenshots of each screen with SHOTS_DIR set.
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
import { callApi, newShopper, type Shopper } from '../support/shop-api';
import { overflowPast } from '../support/overflow';
import { png } from '../support/png';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const SHOTS_DIR = process.env.SHOTS_DIR;
const LAGOS = { zone: 'lagos-island', city: 'Lekki', street: '2 Admiralty Way', landmark: 'Opposite the Palms', phone: '0803 123 4567' };

type Placed = { id: string; number: string; parcelId: string; locationId: string };

describe('the last mile: riders with proof of delivery, and failed deliveries that lose nothing', () => {
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
    await page.setViewportSize({ width: 360, height: 800 });
  }

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

  async function buy(shopper: Shopper, medicineId: string, quantity: number): Promise<Placed> {
    await api('DELETE', `/api/carts/clearcart/${shopper.userId}`, shopper.accessToken);
    assert.equal((await api('POST', '/api/carts/add', shopper.accessToken, { medicineId, quantity, userId: shopper.userId })).status, 200);
    const quote = await api<{ total: number }>('POST', '/api/checkout/quote', shopper.accessToken, { zone: LAGOS.zone });
    const init = await api<{ data: { authorization_url: string; reference: string } }>(
      'POST',
      '/api/payment/initiate',
      shopper.accessToken,
      {
        amount: quote.json.total,
        email: shopper.email,
        paymentType: 'medicine',
        deliveryAddress: LAGOS,
        userId: shopper.userId,
      },
    );
    assert.equal(init.status, 200, JSON.stringify(init.json));
    await payOnSandboxPage(init.json.data.authorization_url);
    const verified = await api<{ data: { orderId: string } }>(
      'GET',
      `/api/payment/verify/${init.json.data.reference}`,
      shopper.accessToken,
    );
    const id = verified.json.data.orderId;
    const order = await api<{ orderNumber: string }>('GET', `/api/Order/${id}`, shopper.accessToken);
    const parcels = await api<{ id: string; locationId: string }[]>('GET', `/api/Order/${id}/parcels`, shopper.accessToken);
    assert.equal(parcels.json.length, 1, 'one parcel');
    return { id, number: order.json.orderNumber, parcelId: parcels.json[0].id, locationId: parcels.json[0].locationId };
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
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-last-mile-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'last-mile-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('staff assign two parcels, the rider delivers one by code and fails the other, the shopper rebooks, a third comes back refunded once', async () => {
    const admin = await api<{ accessToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const shopper = await newShopper(stack, { firstName: 'Tola', lastName: 'Ade', handle: 'lastmile', passwordPrefix: 'Last#Mile' });
    const medicine = await lagosMedicine();
    const first = await buy(shopper, medicine.id, 1);
    const second = await buy(shopper, medicine.id, 1);
    assert.equal(second.locationId, first.locationId, 'both packed at one pharmacy');

    // The pharmacy's staff member (bound by the admin) adds the rider Musa.
    const staff = await newShopper(stack, { firstName: 'Kemi', lastName: 'Ade', handle: 'staff', passwordPrefix: 'Staff#Mile' });
    assert.equal(
      (await api('PUT', `/api/admin/users/${staff.userId}/pharmacy`, admin.json.accessToken, { pharmacyId: first.locationId })).status,
      200,
    );
    const musa = await newShopper(stack, { firstName: 'Musa', lastName: 'Garba', handle: 'rider', passwordPrefix: 'Rider#Mile' });
    const added = await api('POST', '/api/staff/riders', staff.accessToken, { email: musa.email, phone: '0803 111 2222', name: 'Musa' });
    assert.equal(added.status, 200, JSON.stringify(added.json));

    const staffPage = await signInOnLoad(await newTrackedPage(browser), staff);
    const board = staffPage.page.locator('[data-page="staffOrders"]').getByRole('region', { name: 'Deliveries by rider' });
    await step(staffPage, 'staff-assign-two-parcels', async () => {
      await staffPage.page.setViewportSize({ width: 360, height: 800 });
      await staffPage.page.goto(`${stack.siteUrl}/staff/orders`);
      await atBothWidths(staffPage.page, 'staff-delivery-board', board.getByRole('listitem', { name: `Parcel ${second.number}` }));
      for (const placed of [first, second]) {
        const card = board.getByRole('listitem', { name: `Parcel ${placed.number}` });
        await card.getByRole('button', { name: 'Give to rider' }).click();
        await card.getByText(/Musa/).waitFor({ timeout: 30_000 });
      }
    });

    const riderPage = await signInOnLoad(await newTrackedPage(browser), musa);
    const stops = riderPage.page.locator('[data-page="rider"]');
    const shopperPage = await signInOnLoad(await newTrackedPage(browser), shopper);
    const account = shopperPage.page.locator('[data-boundary="account"]');

    /** The code the shopper's order page shows, after the line the page reads. */
    async function codeOnOrderPage(tracked: TrackedPage, placed: Placed, line: RegExp, shot?: string): Promise<string> {
      await tracked.page.setViewportSize({ width: 360, height: 800 });
      await tracked.page.goto(`${stack.siteUrl}/track/${placed.id}`);
      const section = account.getByTestId('track-delivery');
      await section.getByText(line).waitFor({ timeout: 30_000 });
      if (shot) await atBothWidths(tracked.page, shot, section);
      return (await section.getByTestId('delivery-code').innerText()).trim();
    }
    const stopOf = (placed: Placed) => stops.getByRole('listitem', { name: new RegExp(`: ${placed.number}$`) });

    await step(riderPage, 'rider-delivers-first-by-code', async () => {
      await riderPage.page.setViewportSize({ width: 360, height: 800 });
      await riderPage.page.goto(`${stack.siteUrl}/rider/deliveries`);
      await atBothWidths(riderPage.page, 'rider-phone-page', stopOf(second));
      await stopOf(first).getByRole('button', { name: 'Start this stop' }).click();
      await stopOf(first).getByRole('button', { name: 'Start this stop' }).waitFor({ state: 'detached', timeout: 30_000 });
      const code = await codeOnOrderPage(shopperPage, first, /Musa is arriving in about 20 minutes\./, 'order-page-rider-arriving');
      await stopOf(first).getByLabel('Customer’s delivery code').fill(code);
      await stopOf(first).getByRole('button', { name: 'Check code and hand over' }).click();
      // Handed over: the optional photo of the handover, from the phone's camera.
      const photo = stopOf(first).getByLabel('Photo of the handover (optional)');
      await atBothWidths(riderPage.page, 'rider-handover-photo', photo);
      await photo.setInputFiles({ name: 'handover.png', mimeType: 'image/png', buffer: png(64, 48, () => [40, 120, 200]) });
      await stopOf(first).waitFor({ state: 'detached', timeout: 30_000 });
      await shopperPage.page.reload();
      const section = account.getByTestId('track-delivery');
      await section.getByText(/^Delivered at \d\d:\d\d\.$/).waitFor({ timeout: 30_000 });
      await atBothWidths(
        shopperPage.page,
        'order-page-delivered-photo',
        section.getByRole('button', { name: 'See the rider’s photo of the handover' }),
      );
    });

    await step(riderPage, 'rider-fails-second-no-one-home', async () => {
      await stopOf(second).getByLabel('Could not deliver').selectOption('no-one-home');
      await stopOf(second).getByRole('button', { name: 'Record failed try' }).click();
      await stopOf(second).waitFor({ state: 'detached', timeout: 30_000 });
    });

    await step(shopperPage, 'shopper-rebooks-second', async () => {
      await shopperPage.page.goto(`${stack.siteUrl}/track/${second.id}`);
      const section = account.getByTestId('track-delivery');
      await section.getByText('We could not deliver it: no one was home.', { exact: false }).waitFor({ timeout: 30_000 });
      await atBothWidths(shopperPage.page, 'order-page-failed-rebook', section.getByRole('button', { name: 'Rebook' }));
      await section.getByLabel('Time of day').selectOption('evening');
      await section.getByRole('button', { name: 'Rebook' }).click();
      await section.getByText(/^Rebooked for \d{4}-\d\d-\d\d, evening/).waitFor({ timeout: 30_000 });
    });

    await step(riderPage, 'second-try-succeeds', async () => {
      const code = await codeOnOrderPage(shopperPage, second, /^Rebooked for/);
      await riderPage.page.reload();
      await stopOf(second).getByLabel('Customer’s delivery code').fill(code);
      await stopOf(second).getByRole('button', { name: 'Check code and hand over' }).click();
      // No photo this time: Done moves on.
      await stopOf(second).getByRole('button', { name: 'Done' }).click();
      await stopOf(second).waitFor({ state: 'detached', timeout: 30_000 });
      const order = await api<{ status: string }>('GET', `/api/Order/${second.id}`, shopper.accessToken);
      assert.equal(order.json.status, 'Delivered');
    });

    // A third parcel fails twice and comes back: its units are in stock again and its payment refunded once.
    const units = async () =>
      (await api<{ medicineId: string; quantity: number }[]>('GET', '/api/staff/stock', staff.accessToken)).json
        .filter((b) => b.medicineId === medicine.id)
        .reduce((n, b) => n + b.quantity, 0);
    const before = await units();
    const third = await buy(shopper, medicine.id, 2);
    assert.equal(third.locationId, first.locationId);
    assert.equal(await units(), before - 2);
    await step(staffPage, 'third-fails-twice-and-comes-back', async () => {
      await staffPage.page.reload();
      const card = board.getByRole('listitem', { name: `Parcel ${third.number}` });
      await card.getByRole('button', { name: 'Give to rider' }).click();
      await card.getByText(/Musa/).waitFor({ timeout: 30_000 });
      for (const attempt of [1, 2]) {
        await riderPage.page.reload();
        await stopOf(third).getByLabel('Could not deliver').selectOption('no-one-home');
        await stopOf(third).getByRole('button', { name: 'Record failed try' }).click();
        if (attempt === 1) {
          await stopOf(third).waitFor({ state: 'detached', timeout: 30_000 });
          await shopperPage.page.goto(`${stack.siteUrl}/track/${third.id}`);
          const section = account.getByTestId('track-delivery');
          await section.getByRole('button', { name: 'Rebook' }).click();
          await section.getByText(/^Rebooked for/).waitFor({ timeout: 30_000 });
        } else {
          await stopOf(third).getByText('Bring back to the pharmacy').waitFor({ timeout: 30_000 });
        }
      }
      await staffPage.page.reload();
      await atBothWidths(staffPage.page, 'staff-check-in', card.getByRole('button', { name: 'Check in: parcel is back' }));
      await card.getByRole('button', { name: 'Check in: parcel is back' }).click();
      await card.waitFor({ state: 'detached', timeout: 30_000 });
    });
    assert.equal(await units(), before, 'the units are in stock again at the pharmacy');
    const deliveries = await api<{ id: string; state: string }[]>('GET', `/api/Order/${third.id}/deliveries`, shopper.accessToken);
    assert.equal(deliveries.json[0].state, 'returned');
    const again = await api<{ code: string }>('POST', `/api/staff/deliveries/${deliveries.json[0].id}/check-in`, staff.accessToken);
    assert.deepEqual([again.status, again.json.code], [409, 'already-returned']);
    assert.equal(await units(), before, 'not twice');
    const order = await api<{ status: string; paymentReference: string }>('GET', `/api/Order/${third.id}`, admin.json.accessToken);
    assert.equal(order.json.status, 'Canceled');
    const refunds = await api<unknown[]>('GET', `/api/payment/${order.json.paymentReference}/refunds`, shopper.accessToken);
    assert.equal(refunds.json.length, 1, `refunded once: ${JSON.stringify(refunds.json)}`);
    await step(shopperPage, 'order-page-returned', async () => {
      await shopperPage.page.goto(`${stack.siteUrl}/track/${third.id}`);
      await atBothWidths(
        shopperPage.page,
        'order-page-returned',
        account.getByTestId('track-delivery').getByText('It is back at the pharmacy; your money has been given back.'),
      );
    });
    for (const tracked of [staffPage, riderPage, shopperPage]) await tracked.context.close();
  });
});
