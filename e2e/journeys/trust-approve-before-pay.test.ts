// "Check first, pay after approval", in a real browser on the composed site with the real API and
// the Paystack sandbox. A shopper with prescription-only medicine in the cart chooses to have the
// prescription checked before paying, uploads it, and reads when it will be checked (from the
// pharmacist hours the API declares). The seeded admin, made a pharmacist by a second admin, finds it
// in the review queue marked "Before payment", sees the shopper's phone and approves. The shopper
// gets the mail with the pay link, pays through the sandbox, the order is placed without a second
// review, and the patient reads "Pharm. Ada Example, PCN/…" on it, not the account's name. Every new
// screen at 360 px and 1366 px (nothing sticks out sideways; screenshots with SHOTS_DIR set).
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
import { approvePharmacistRequestFor, callApi, newAdmin, newShopper } from '../support/shop-api';
import { fillDeliveryAddress, type DeliveryAddress } from '../support/delivery-form';
import { mailedLink } from '../support/outbox';
import { png } from '../support/png';
import { overflowPast } from '../support/overflow';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';
const KANO: DeliveryAddress = { zone: 'kano', city: 'Nassarawa', street: '3 Bompai Road', phone: '0803 123 4567' };
const POM_NAME = 'Augmentin 625mg Tablets (14)';
const PCN = 'PCN/012345';
const SHOTS_DIR = process.env.SHOTS_DIR;

const prescriptionPng = () =>
  png(240, 320, (x, y) => (y % 16 < 3 && y > 20 && x > 20 && x < 240 - 20 - (y % 48) ? [40, 40, 60] : [250, 250, 245]));

describe('check first, pay after approval', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let pom: { id: string };
  const logs: string[] = [];

  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  /** The page at 360 px and at 1366 px: nothing sticks out sideways; a screenshot of each with SHOTS_DIR. */
  async function atBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await ready.waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await overflowPast(page, width);
      assert.deepEqual(overflow.elements, [], `${name} at ${width} px: these stick out past the screen`);
      if (SHOTS_DIR) {
        fs.mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1366, height: 800 });
  }

  async function adminLogin(page: Page, who: { username: string; password: string }): Promise<void> {
    const area = page.locator('[data-boundary="admin"]');
    await page.goto(`${stack.siteUrl}/admin-login`);
    await area.getByLabel('Username').fill(who.username);
    await area.getByLabel('Password', { exact: true }).fill(who.password);
    await area.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin$/);
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-approve-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const found = await api<{ id: string; name: string }[]>(
      'GET',
      `/api/medicine/GetAllMedicines?search=${encodeURIComponent('Augmentin')}`,
    );
    const match = found.json.find((m) => m.name === POM_NAME);
    assert.ok(match, `the seeded catalogue holds ${POM_NAME}`);
    pom = match;
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'approve-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a POM cart is checked first, approved by the named pharmacist who sees the phone, paid from the mailed link and placed without a second review', async () => {
    const shopper = await newShopper(stack, { firstName: 'Chidi', lastName: 'Okeke', handle: 'abp', passwordPrefix: 'Enugu#Pharmacy' });
    const added = await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: pom.id, quantity: 1, userId: shopper.userId });
    assert.equal(added.status, 200);
    const buyer = await signInOnLoad(await newTrackedPage(browser), shopper);
    const shop = buyer.page;

    const approvalId = await step(buyer, 'abp-check-first', async () => {
      await shop.goto(`${stack.siteUrl}/cart`);
      const choice = shop.getByTestId('check-first');
      await choice.getByRole('heading', { name: 'Prescription medicine in your cart' }).waitFor({ timeout: 30_000 });
      await atBothWidths(shop, 'cart-check-first-choice', choice);
      await choice.getByRole('link', { name: 'Have it checked first, pay after approval' }).click();
      await shop.waitForURL(/\/approved-cart$/);
      const area = shop.locator('[data-page="approved-cart"]');
      await area.getByLabel('Phone the pharmacist can call').fill('0803 555 0101');
      await area.getByRole('checkbox', { name: 'I agree to this' }).check();
      await area.getByRole('button', { name: 'Give consent' }).click();
      await area.getByLabel('Choose a file').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: prescriptionPng() });
      await area.getByLabel("Prescriber's name").fill('Dr Funke Adeyemi');
      await area.getByLabel('Date written').fill(new Date().toISOString().slice(0, 10));
      await area.getByRole('button', { name: 'Upload and send for checking' }).click();
      await shop.waitForURL(/\/approved-cart\?approval=/);
      const hours = await api<{ nextReviewText: string }>('GET', '/api/pharmacist-hours');
      const when = shop.getByTestId('review-time');
      await when.waitFor({ timeout: 30_000 });
      // The hours decide the text: "now: …", "today from 08:00", "Monday from 08:00".
      assert.equal((await when.innerText()).trim(), `Your prescription will be checked ${hours.json.nextReviewText}.`);
      await atBothWidths(shop, 'check-sent-review-time', when);
      return new URL(shop.url()).searchParams.get('approval')!;
    });

    // Two people make a pharmacist: a second admin grants the seeded admin the role in Users and roles.
    const seededLogin = await api<{ accessToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    assert.equal(seededLogin.status, 200);
    const colleague = await newAdmin(
      stack,
      { firstName: 'Bola', lastName: 'Adewale', handle: 'abpadmin', passwordPrefix: 'Ibadan#Pharmacy' },
      seededLogin.json.accessToken,
    );
    const granter = await newTrackedPage(browser);
    await step(granter, 'abp-grant-pharmacist', async () => {
      const area = granter.page.locator('[data-boundary="admin"]');
      await adminLogin(granter.page, { username: colleague.userName, password: colleague.password });
      await granter.page.goto(`${stack.siteUrl}/admin/users`);
      const storeAdmin = area.getByRole('row', { name: /Store Admin/ });
      await storeAdmin.waitFor({ timeout: 30_000 });
      await storeAdmin.getByRole('button', { name: 'Grant pharmacist to Store Admin' }).click();
      await storeAdmin.getByLabel('PCN registration number').fill(PCN);
      await storeAdmin.getByRole('button', { name: 'Grant pharmacist' }).click();
      // A request until a second person, a pharmacist, approves it (issue 47 finding 10): the seeded superintendent does.
      await area.getByText('Request sent: Store Admin becomes a pharmacist once another pharmacist approves it.').waitFor();
      assert.equal(await approvePharmacistRequestFor(stack.apiUrl, 'Store Admin'), 200);
      await granter.page.reload();
      await area
        .getByRole('row', { name: /Store Admin/ })
        .getByText(`Pharmacist (${PCN})`)
        .waitFor({ timeout: 30_000 });
    });
    await granter.context.close();

    const admin = await newTrackedPage(browser);
    const adminArea = admin.page.locator('[data-boundary="admin"]');
    await step(admin, 'abp-pharmacist-approves', async () => {
      await adminLogin(admin.page, ADMIN);
      await admin.page.goto(`${stack.siteUrl}/pharmacist/reviews`);
      await adminArea.getByRole('link', { name: 'Check before payment for Chidi Okeke' }).click({ timeout: 30_000 });
      await admin.page.waitForURL(new RegExp(`/pharmacist/approvals/${approvalId}$`));
      const phone = adminArea.getByTestId('review-phone');
      await phone.getByRole('link', { name: '08035550101' }).waitFor({ timeout: 30_000 });
      await adminArea.getByRole('img', { name: 'Prescription from Dr Funke Adeyemi' }).waitFor({ timeout: 30_000 });
      await atBothWidths(admin.page, 'review-before-payment-phone', phone);
      await adminArea.getByRole('button', { name: 'Approve' }).click();
      await adminArea.getByText('Approved. The shopper is emailed a link to pay.').waitFor({ timeout: 30_000 });
    });
    await admin.context.close();

    const order = await step(buyer, 'abp-pay-from-mail', async () => {
      const link = await mailedLink(stack.outboxDir, shopper.email, { route: 'approved-cart', subject: /Prescription approved/ });
      assert.equal(new URL(link).searchParams.get('approval'), approvalId);
      await shop.goto(`${stack.siteUrl}${new URL(link).pathname}${new URL(link).search}`);
      const approved = shop.getByTestId('approval-approved');
      await approved
        .getByTestId('approval-pharmacist')
        .filter({ hasText: `Pharm. Ada Example, ${PCN}` })
        .waitFor({ timeout: 30_000 });
      await atBothWidths(shop, 'pay-link-page', approved);
      await approved.getByRole('link', { name: 'Pay for your approved cart' }).click();
      await shop.waitForURL(/\/payment-form\?/);
      const form = shop.locator('[data-boundary="cartCheckout"]');
      await fillDeliveryAddress(form, KANO);
      await form.getByTestId('approved-before-payment').waitFor({ timeout: 30_000 });
      await form.getByRole('button', { name: /^Pay N/ }).click();
      await shop.waitForURL((target) => stack.sandboxUrl !== null && target.port === new URL(stack.sandboxUrl).port);
      await shop.getByLabel('Card number').fill(SUCCESS_CARD);
      await shop.getByLabel('Expiry (MM/YY)').fill('12/30');
      await shop.getByLabel('CVV').fill('408');
      await shop.getByRole('button', { name: /^Pay / }).click();
      await shop.waitForURL(/\/payment-success\?/);
      await shop.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      const orderNumber = (await shop.getByTestId('order-number').innerText()).trim();
      const mine = await api<{ orderId: string; orderNumber: string; status: string }[]>(
        'GET',
        `/api/Order/user/${shopper.userId}`,
        shopper.accessToken,
      );
      const placed = mine.json.find((o) => o.orderNumber === orderNumber);
      assert.ok(placed, 'the order is among the shopper’s');
      assert.equal(placed.status, 'Pending', 'approved before payment: no second review');
      return placed;
    });

    await step(buyer, 'abp-patient-reads-pharmacist', async () => {
      await shop.goto(`${stack.siteUrl}/order/${order.orderId}`);
      const review = shop.getByTestId('order-review');
      await review.getByRole('heading', { name: 'Approved by the pharmacist' }).waitFor({ timeout: 30_000 });
      assert.equal((await review.getByTestId('review-pharmacist').innerText()).trim(), `Pharm. Ada Example, ${PCN}`);
      assert.ok(!(await review.innerText()).includes('Store Admin'), 'not the account name');
      await atBothWidths(shop, 'order-pharmacist-name', review);
    });
    await buyer.context.close();
  });
});
