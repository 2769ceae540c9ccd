// Prescription-only medicines sold the lawful way, in a real browser on the composed site with the
// real API and the Paystack sandbox: a shopper puts a POM in the cart, can't pay until a prescription
// is attached, uploads a photo of it inline and pays; the order waits for a pharmacist. The seeded
// admin is refused the review queue and may not grant themselves the pharmacist role (two people: a
// second admin, registered by the first, asks for it in Users and roles, and the seeded superintendent
// pharmacist approves the request under Pharmacist → Access requests); logged in afresh, the seeded
// admin rejects the shopper's order with a reason; the shopper sees the reason and the refund. A second
// order, paid with the saved prescription, is approved and moves on to Pending. Every new screen is
// checked at 360 px and 1280 px for anything sticking out sideways (screenshots with SHOTS_DIR set).
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
import { assertAccessible } from '../support/accessibility';
import { callApi, newAdmin, newShopper, SEEDED_PHARMACIST, type Shopper } from '../support/shop-api';
import { fillDeliveryAddress, naira, type DeliveryAddress } from '../support/delivery-form';
import { mailTo } from '../support/outbox';
import { png } from '../support/png';
import { overflowPast } from '../support/overflow';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const KANO: DeliveryAddress = { zone: 'kano', city: 'Nassarawa', street: '3 Bompai Road', phone: '0803 123 4567' };
const POM_NAME = 'Augmentin 625mg Tablets (14)';
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A real PNG (a 240×320 "page" with lines of "writing"), so that the API's content check sees a genuine picture. */
const prescriptionPng = () =>
  png(240, 320, (x, y) => (y % 16 < 3 && y > 20 && x > 20 && x < 240 - 20 - (y % 48) ? [40, 40, 60] : [250, 250, 245]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('prescriptions journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let pom: { id: string; name: string; price: number };
  const logs: string[] = [];

  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  /** The page at 360 px and at 1280 px: nothing sticks out sideways; a screenshot of each with SHOTS_DIR. */
  async function atBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await ready.waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await overflowPast(page, width);
      assert.deepEqual(overflow.elements, [], `${name} at ${width} px: these stick out past the screen`);
      assert.ok(overflow.documentWidth <= width, `${name} at ${width} px: the page is ${overflow.documentWidth} px wide`);
      if (SHOTS_DIR) {
        fs.mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  async function signedInTab(tokens: { accessToken: string; refreshToken: string }): Promise<TrackedPage> {
    return signInOnLoad(await newTrackedPage(browser), tokens);
  }

  /** From the cart to the payment page, with a new delivery address filled in or the saved one; answers the checkout's area. */
  async function toCheckout(page: Page, shopper: Shopper, address: 'new' | 'saved'): Promise<Locator> {
    await page.goto(`${stack.siteUrl}/cart`);
    await page.getByText(POM_NAME, { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/payment-form\?/);
    await page.waitForFunction(
      (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
      shopper.email,
    );
    const form = page.locator('[data-boundary="cartCheckout"]');
    if (address === 'new') await fillDeliveryAddress(form, KANO);
    else await form.getByRole('radiogroup', { name: 'Deliver to' }).getByRole('radio', { checked: true }).waitFor();
    return form;
  }

  /** Pays on the sandbox's hosted page and comes back; answers the order's number and id. */
  async function payOnSandbox(page: Page, shopper: Shopper): Promise<{ orderNumber: string; orderId: string }> {
    await page.waitForURL((target) => stack.sandboxUrl !== null && target.port === new URL(stack.sandboxUrl).port);
    await page.getByLabel('Card number').fill(SUCCESS_CARD);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('408');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-success\?/);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
    const mine = await api<{ orderId: string; orderNumber: string; status: string }[]>(
      'GET',
      `/api/Order/user/${shopper.userId}`,
      shopper.accessToken,
    );
    const order = mine.json.find((o) => o.orderNumber === orderNumber);
    assert.ok(order, 'the order is among the shopper’s');
    assert.equal(order.status, 'AwaitingReview', 'an order with a POM waits for the pharmacist');
    return { orderNumber, orderId: order.orderId };
  }

  /** Logs in on the admin login page; answers once the admin area has opened on its orders. */
  async function adminLogin(page: Page, who: { username: string; password: string }): Promise<void> {
    const area = page.locator('[data-boundary="admin"]');
    await page.goto(`${stack.siteUrl}/admin-login`);
    await area.getByLabel('Username').fill(who.username);
    await area.getByLabel('Password', { exact: true }).fill(who.password);
    await area.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin$/);
  }

  async function addPomToCart(shopper: Shopper) {
    const added = await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: pom.id, quantity: 1, userId: shopper.userId });
    assert.equal(added.status, 200, `add to cart: ${JSON.stringify(added.json)}`);
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-rx-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const found = await api<{ id: string; name: string; price: number; medicineClass?: string }[]>(
      'GET',
      `/api/medicine/GetAllMedicines?search=${encodeURIComponent('Augmentin')}`,
    );
    const match = found.json.find((m) => m.name === POM_NAME);
    assert.ok(match, `the seeded catalogue holds ${POM_NAME}`);
    assert.equal(match.medicineClass, 'pom');
    pom = match;
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'prescriptions-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a POM is paid for with an uploaded prescription; the admin, made a pharmacist by another admin, rejects it with a reason and approves a second', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const prescriber = `Dr Funke Adeyemi ${tag}`;
    const reason = `The prescription is not signed by the prescriber (${tag}).`;
    const shopper = await newShopper(stack, { firstName: 'Chidi', lastName: 'Okeke', handle: 'rx', passwordPrefix: 'Enugu#Pharmacy' });
    const buyer = await signedInTab(shopper);
    const shop = buyer.page;
    const png = prescriptionPng();
    const today = new Date().toISOString().slice(0, 10);
    await addPomToCart(shopper);

    const first = await step(buyer, 'rx-checkout-upload', async () => {
      const form = await toCheckout(shop, shopper, 'new');
      const prescriptionStep = form.getByRole('group', { name: 'Prescription needed' });
      await prescriptionStep.getByText(POM_NAME).first().waitFor();
      const pay = form.getByRole('button', { name: /^Pay N/ });
      assert.equal(await pay.isDisabled(), true, 'Pay stays disabled until a prescription is attached');
      // The upload step asks for the consent to keep prescriptions first, unticked.
      const consent = prescriptionStep.getByRole('checkbox', { name: 'I agree to this' });
      await consent.waitFor();
      assert.equal(await consent.isChecked(), false, 'the consent is never ticked for the shopper');
      await consent.check();
      await prescriptionStep.getByRole('button', { name: 'Give consent' }).click();
      await prescriptionStep.getByLabel("Prescriber's name").waitFor();
      await atBothWidths(shop, 'checkout-prescription-needed', prescriptionStep);
      await assertAccessible(shop, 'checkout prescription step', '[data-boundary="cartCheckout"]');
      // Refused before sending: not a picture or a PDF.
      await prescriptionStep
        .getByLabel('Choose a file')
        .setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('<b>hi</b>') });
      await prescriptionStep.getByText('The prescription must be a photo (JPEG or PNG) or a PDF.').waitFor();
      await prescriptionStep.getByLabel('Choose a file').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: png });
      await prescriptionStep.getByLabel("Prescriber's name").fill(prescriber);
      await prescriptionStep.getByLabel('Date written').fill(today);
      await prescriptionStep.getByRole('button', { name: 'Upload and attach' }).click();
      await prescriptionStep.getByRole('radio', { name: new RegExp(escape(prescriber)) }).waitFor();
      assert.equal(await prescriptionStep.getByRole('radio', { name: new RegExp(escape(prescriber)) }).isChecked(), true);
      await pay.click();
      return payOnSandbox(shop, shopper);
    });

    await step(buyer, 'rx-shopper-sees-awaiting-review', async () => {
      await shop.goto(`${stack.siteUrl}/order/${first.orderId}`);
      const review = shop.getByTestId('order-review');
      await review.getByRole('heading', { name: 'Awaiting pharmacist review' }).waitFor({ timeout: 30_000 });
      await atBothWidths(shop, 'order-awaiting-review', review);
      await shop.goto(`${stack.siteUrl}/track/${first.orderId}`);
      await shop.getByRole('status').filter({ hasText: 'Status: Awaiting pharmacist review' }).waitFor({ timeout: 30_000 });
      await shop.goto(`${stack.siteUrl}/prescriptions`);
      const card = shop.getByRole('listitem', { name: prescriber });
      await card.getByText(first.orderNumber, { exact: true }).waitFor({ timeout: 30_000 });
      assert.equal(await card.getByRole('button', { name: 'Delete' }).isDisabled(), true, 'a prescription an order uses is kept');
      await card.getByRole('button', { name: 'View the file' }).click();
      await card.getByRole('img', { name: `Prescription from ${prescriber}` }).waitFor();
      await atBothWidths(shop, 'my-prescriptions', card.getByRole('img', { name: `Prescription from ${prescriber}` }));
      await assertAccessible(shop, 'my prescriptions', '[data-boundary="account"]');
    });

    // Two people make a pharmacist: the seeded admin is refused the queue and cannot grant themselves
    // the role; a second admin grants it in Users and roles; the seeded admin, logged in afresh, reviews.
    const seeded = await newTrackedPage(browser);
    const seededToken = await step(seeded, 'rx-admin-is-not-a-pharmacist', async () => {
      const page = seeded.page;
      await adminLogin(page, ADMIN);
      // An admin is not a pharmacist: the queue is refused, and not in the menu.
      await page.goto(`${stack.siteUrl}/pharmacist/reviews`);
      await page.getByRole('heading', { name: 'Pharmacists only' }).waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'review-queue-refused', page.getByRole('heading', { name: 'Pharmacists only' }));
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      assert.ok(token, 'the admin login keeps a token');
      const refused = await api('GET', '/api/pharmacist/reviews', token);
      assert.equal(refused.status, 403, 'the API refuses the queue to an admin who is not a pharmacist');
      const everyone = await api<{ userId: string; userName: string }[]>('GET', '/api/user', token);
      const me = everyone.json.find((u) => u.userName === ADMIN.username);
      assert.ok(me, 'the seeded admin is among the users');
      const self = await api<{ message: string }>('PUT', `/api/admin/users/${me.userId}/pharmacist`, token, {
        pharmacist: true,
        pcnRegistrationNumber: 'PCN/012345',
      });
      assert.equal(self.status, 403, `an admin cannot make themselves a pharmacist: ${JSON.stringify(self.json)}`);
      return token;
    });
    await seeded.context.close();

    const colleague = await newAdmin(
      stack,
      { firstName: 'Bola', lastName: 'Adewale', handle: 'admin2', passwordPrefix: 'Ibadan#Pharmacy' },
      seededToken,
    );
    const granter = await newTrackedPage(browser);
    await step(granter, 'rx-second-admin-grants-pharmacist', async () => {
      const page = granter.page;
      const area = page.locator('[data-boundary="admin"]');
      await adminLogin(page, { username: colleague.userName, password: colleague.password });
      await page.goto(`${stack.siteUrl}/admin/users`);
      await area.getByRole('heading', { level: 1, name: 'Users and roles' }).waitFor();
      await area.getByRole('row', { name: /Bola Adewale \(you\)/ }).waitFor({ timeout: 30_000 });
      const storeAdmin = area.getByRole('row', { name: /Store Admin/ });
      await atBothWidths(page, 'admin-users', storeAdmin);
      await assertAccessible(page, 'users and roles', '[data-boundary="admin"]');
      await storeAdmin.getByRole('button', { name: 'Grant pharmacist to Store Admin' }).click();
      await storeAdmin.getByLabel('PCN registration number').fill('PCN/012345');
      await storeAdmin.getByRole('button', { name: 'Grant pharmacist' }).click();
      // A request until a second person, a pharmacist, approves it (issue 47 finding 10): the seeded superintendent does, below.
      await area.getByText('Request sent: Store Admin becomes a pharmacist once another pharmacist approves it.').waitFor();
      await area.getByText('Pharmacists decide it under Pharmacist → Access requests.').waitFor();
    });
    await granter.context.close();

    // The seeded superintendent, a pharmacist who is not an admin, logs in and approves it under Pharmacist → Access requests.
    const superintendent = await newTrackedPage(browser);
    await step(superintendent, 'rx-superintendent-approves-access', async () => {
      const page = superintendent.page;
      const area = page.locator('[data-boundary="admin"]');
      await page.goto(`${stack.siteUrl}/login`);
      const account = page.locator('[data-boundary="account"]');
      await account.getByLabel('Username').fill(SEEDED_PHARMACIST.username);
      await account.getByLabel('Password', { exact: true }).fill(SEEDED_PHARMACIST.password);
      await account.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
      const menu = page.getByRole('navigation', { name: 'Admin' });
      await menu.getByRole('button', { name: 'Admin' }).click();
      await menu.getByRole('link', { name: 'Access requests' }).click();
      await page.waitForURL(/\/pharmacist\/access-requests$/);
      const request = area.getByRole('listitem').filter({ hasText: 'Store Admin' });
      await request.getByText('Asked by Bola Adewale on').waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'access-requests', request);
      await assertAccessible(page, 'access requests', '[data-boundary="admin"]');
      await request.getByRole('button', { name: 'Approve: Store Admin becomes a pharmacist (PCN/012345)' }).click();
      await area.getByRole('status').filter({ hasText: 'Approved: Store Admin becomes a pharmacist (PCN/012345).' }).waitFor();
      assert.equal(await request.count(), 0, 'the approved request leaves the list');
      await atBothWidths(page, 'access-requests-approved', area.getByRole('status').first());
    });
    await superintendent.context.close();

    const admin = await newTrackedPage(browser);
    const adminPage = admin.page;
    const adminArea = adminPage.locator('[data-boundary="admin"]');
    await step(admin, 'rx-pharmacist-logs-in', async () => {
      await adminLogin(adminPage, ADMIN);
      // The new session carries the role: the Review queue is in the Admin menu now.
      const menu = adminPage.getByRole('navigation', { name: 'Admin' });
      await menu.getByRole('button', { name: 'Admin' }).click();
      await menu.getByRole('link', { name: 'Review queue' }).click();
      await adminPage.waitForURL(/\/pharmacist\/reviews$/);
    });

    // The orders reviewed below are the shopper's, with the shopper's prescription: never the pharmacist's own.
    await step(admin, 'rx-pharmacist-rejects', async () => {
      const row = adminArea.getByRole('row', { name: new RegExp(first.orderNumber) });
      await row.waitFor({ timeout: 30_000 });
      await atBothWidths(adminPage, 'review-queue', row);
      await assertAccessible(adminPage, 'review queue', '[data-boundary="admin"]');
      await row.getByRole('link', { name: `Review ${first.orderNumber}` }).click();
      await adminPage.waitForURL(new RegExp(`/pharmacist/reviews/${first.orderId}$`));
      const picture = adminArea.getByRole('img', { name: `Prescription from ${prescriber}` });
      await picture.waitFor({ timeout: 30_000 });
      await atBothWidths(adminPage, 'review-page', picture);
      await assertAccessible(adminPage, 'review page', '[data-boundary="admin"]');
      await adminArea.getByRole('button', { name: 'Reject all' }).click();
      await adminArea.getByRole('button', { name: 'Record decision' }).click();
      await adminArea
        .getByText(/Give the shopper a reason/)
        .first()
        .waitFor();
      await adminArea.getByLabel(/Reason for the shopper/).fill(reason);
      await adminArea.getByRole('button', { name: 'Record decision' }).click();
      await adminArea.getByText(new RegExp(`Decision recorded\\. ${first.orderNumber} is now Canceled`)).waitFor({ timeout: 30_000 });
    });

    await step(buyer, 'rx-shopper-sees-rejection', async () => {
      await shop.goto(`${stack.siteUrl}/order/${first.orderId}`);
      const review = shop.getByTestId('order-review');
      await review.getByRole('heading', { name: 'Not approved by the pharmacist' }).waitFor({ timeout: 30_000 });
      assert.equal((await review.getByTestId('review-reason').innerText()).trim(), reason);
      const order = await api<{ totalPrice: number }>('GET', `/api/Order/${first.orderId}`, shopper.accessToken);
      assert.equal(
        (await review.getByTestId('review-refund').innerText()).trim(),
        naira(order.json.totalPrice),
        'the whole charge is refunded',
      );
      await atBothWidths(shop, 'order-rejected', review);
      await shop.goto(`${stack.siteUrl}/track/${first.orderId}`);
      await shop.getByRole('status').filter({ hasText: 'Status: Canceled' }).waitFor({ timeout: 30_000 });
      await shop.getByTestId('review-reason').filter({ hasText: reason }).waitFor();
      await atBothWidths(shop, 'track-rejected', shop.getByTestId('review-reason'));
      const mail = await mailTo(stack.outboxDir, shopper.email, new RegExp(`^Order ${first.orderNumber}: prescription not approved`));
      assert.ok(mail.includes(reason), 'the mail carries the reason');
    });

    // A second order, paid with the prescription already saved, approved by the pharmacist.
    await addPomToCart(shopper);
    const second = await step(buyer, 'rx-second-order', async () => {
      const form = await toCheckout(shop, shopper, 'saved');
      const prescriptionStep = form.getByRole('group', { name: 'Prescription needed' });
      await prescriptionStep.getByRole('radio', { name: new RegExp(escape(prescriber)) }).check();
      await form.getByRole('button', { name: /^Pay N/ }).click();
      return payOnSandbox(shop, shopper);
    });

    await step(admin, 'rx-pharmacist-approves', async () => {
      await adminPage.goto(`${stack.siteUrl}/pharmacist/reviews/${second.orderId}`);
      await adminArea.getByRole('img', { name: `Prescription from ${prescriber}` }).waitFor({ timeout: 30_000 });
      await adminArea.getByRole('button', { name: 'Approve all' }).click();
      await adminArea.getByRole('button', { name: 'Record decision' }).click();
      await adminArea.getByText(new RegExp(`Decision recorded\\. ${second.orderNumber} is now Pending`)).waitFor({ timeout: 30_000 });
      await adminPage.goto(`${stack.siteUrl}/pharmacist/reviews`);
      await adminArea.getByText(/No orders are waiting for a pharmacist/).waitFor({ timeout: 30_000 });
    });

    await step(buyer, 'rx-shopper-sees-approval', async () => {
      await shop.goto(`${stack.siteUrl}/track/${second.orderId}`);
      await shop.getByRole('status').filter({ hasText: 'Status: Approved, being packed' }).waitFor({ timeout: 30_000 });
      await shop.getByTestId('order-review').getByRole('heading', { name: 'Approved by the pharmacist' }).waitFor();
      const order = await api<{ status: string }>('GET', `/api/Order/${second.orderId}`, shopper.accessToken);
      assert.equal(order.json.status, 'Pending');
      await mailTo(stack.outboxDir, shopper.email, new RegExp(`^Order ${second.orderNumber}: prescription approved`));
    });

    await buyer.context.close();
    await admin.context.close();
  });
});
