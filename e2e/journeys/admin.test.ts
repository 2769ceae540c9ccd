// The admin remote in a real browser on the composed site, with the real API and the Paystack sandbox:
// the seeded admin logs in at /admin-login, adds a category and a product with an uploaded picture; a
// shopper (another browser context) finds that product by search and buys it with the sandbox's test
// card; the admin sees the payment and the order, moves the order to Processing and then Shipped, and
// the shopper's tracking page shows Shipped. The shopper's browser never fetches admin-mfe files.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { adminFileMatcher, startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step } from '../support/browser';
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';
import { callApi, newShopper } from '../support/shop-api';
import { deliveryQuote, fillDeliveryAddress, naira, type DeliveryAddress } from '../support/delivery-form';
import { mailTo } from '../support/outbox';
import { png } from '../support/png';

const KANO: DeliveryAddress = { zone: 'kano', city: 'Nassarawa', street: '3 Bompai Road', phone: '0803 123 4567' };

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';

/** A real PNG (8x8, green), so that the API's content check sees a genuine picture. */
const tinyPng = () => png(8, 8, () => [0x1e, 0x8e, 0x3e]);

describe('admin journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-admin-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'admin-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds a category and a product with a picture; a shopper buys it; the admin ships the order and the shopper sees Shipped', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const categoryName = `Journey Remedies ${tag}`;
    const productName = `Zobo Tonic ${tag}`;
    const admin = await newTrackedPage(browser);
    const adminPage = admin.page;
    const adminArea = adminPage.locator('[data-boundary="admin"]');

    await step(admin, 'admin-login', async () => {
      await adminPage.goto(`${stack.siteUrl}/admin-login`);
      await adminArea.getByRole('heading', { level: 1, name: 'Admin login' }).waitFor();
      await assertAccessible(adminPage, 'admin login', '[data-boundary=\"admin\"]');
      await adminArea.getByLabel('Username').fill(ADMIN.username);
      await adminArea.getByLabel('Password', { exact: true }).fill('not the password');
      await adminArea.getByRole('button', { name: 'Log in' }).click();
      await adminArea.getByRole('alert').waitFor();
      assert.ok(((await adminArea.getByRole('alert').innerText()) ?? '').trim().length > 0, "the server's message is shown");
      await adminArea.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await adminArea.getByRole('button', { name: 'Log in' }).click();
      await adminPage.waitForURL(/\/admin$/);
      await adminArea.getByRole('heading', { level: 1, name: 'Admin home' }).waitFor();
    });

    const png = tinyPng();
    await step(admin, 'admin-add-category', async () => {
      await adminPage.goto(`${stack.siteUrl}/add-category`);
      await adminArea.getByRole('heading', { level: 1, name: 'Add category' }).waitFor();
      await adminArea.getByRole('button', { name: 'Add category' }).click();
      await adminArea.getByText('*Name is required').waitFor();
      await adminArea.getByLabel('Name').fill(categoryName);
      await adminArea.getByLabel('Image file').setInputFiles({ name: 'remedies.png', mimeType: 'image/png', buffer: png });
      await adminArea.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await assertAccessible(adminPage, 'add category', '[data-boundary=\"admin\"]');
      await adminArea.getByRole('button', { name: 'Add category' }).click();
      await adminArea.getByRole('status').filter({ hasText: 'Added successfully' }).waitFor();
    });

    await step(admin, 'admin-add-product', async () => {
      await adminPage.goto(`${stack.siteUrl}/add-product`);
      await adminArea.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
      await adminArea.getByLabel('Name').fill(productName);
      await adminArea.getByLabel('Price (N)').fill('12.345');
      await adminArea.getByLabel('Description').click();
      await adminArea.getByText('Price can have at most two decimals').waitFor();
      await adminArea.getByLabel('Price (N)').fill('1850.50');
      await adminArea.getByLabel('Description').fill('Hibiscus and ginger tonic.');
      await adminArea.getByLabel('Dosage', { exact: true }).fill('One cup twice daily');
      await adminArea.getByLabel('Side effects').fill('None known');
      await adminArea.getByLabel(/^Units on hand/).fill('12');
      await adminArea.getByLabel('Image file').setInputFiles({ name: 'zobo.png', mimeType: 'image/png', buffer: png });
      await adminArea.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await adminArea.getByLabel('Category').selectOption({ label: categoryName });
      // Issue 30: the class has no default, and without a NAFDAC number the product would stay hidden.
      await adminArea.getByLabel('Class').selectOption({ label: 'Over the counter' });
      await adminArea.getByLabel('NAFDAC number').fill('A4-7310');
      await assertAccessible(adminPage, 'add product', '[data-boundary=\"admin\"]');
      const uploaded = adminPage.waitForResponse((r) => r.url().includes('/api/medicine/uploadImage'));
      await adminArea.getByRole('button', { name: 'Add product' }).click();
      const upload = (await (await uploaded).json()) as { url: string };
      await adminArea.getByRole('status').filter({ hasText: 'Added successfully' }).waitFor();
      const found = await api<{ name: string; imageUrl: string; price: number }[]>(
        'GET',
        `/api/medicine/GetAllMedicines?search=${encodeURIComponent(productName)}`,
      );
      const product = found.json.find((m) => m.name === productName);
      assert.ok(product, 'the product is in the catalogue');
      assert.equal(product.price, 1850.5);
      assert.equal(product.imageUrl, upload.url, 'the product uses the uploaded picture');
    });

    const shopper = await newShopper(stack, { firstName: 'Emeka', lastName: 'Nwosu', handle: 'buyer', passwordPrefix: 'Kano#Pharmacy' });
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
    let reference = '';
    let orderId = '';
    let orderNumber = '';
    let charged = 0;

    await step(buyer, 'shopper-finds-and-buys', async () => {
      await shop.goto(`${stack.siteUrl}/search?query=${encodeURIComponent(productName)}`);
      await shop.getByRole('heading', { level: 3, name: productName }).first().waitFor({ timeout: 30_000 });
      await shop.getByRole('button', { name: `Add to cart: ${productName}` }).click();
      await shop.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
      await shop.goto(`${stack.siteUrl}/cart`);
      await shop.getByText(productName, { exact: true }).waitFor();
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await shop.waitForURL(/\/payment-form\?/);
      await shop.waitForFunction(
        (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
        shopper.email,
      );
      // A shopper in Kano: the fee and the delivery window show before paying, and what is paid includes the fee.
      const form = shop.locator('[data-boundary="cartCheckout"]');
      await fillDeliveryAddress(form, KANO);
      const quote = await deliveryQuote(stack.apiUrl, shopper.accessToken, KANO.zone);
      assert.ok(quote.deliveryFee > 0, 'Kano pays a delivery fee below the free-delivery threshold');
      charged = quote.total;
      await form
        .getByTestId('payment-amount')
        .filter({ hasText: naira(charged) })
        .waitFor();
      await form
        .getByText(/working days/)
        .first()
        .waitFor();
      await form.getByText(naira(quote.deliveryFee)).first().waitFor();
      await form.getByLabel('Save this address in my profile').check();
      await form.getByRole('button', { name: `Pay ${naira(charged)}` }).click();
      await shop.waitForURL((target) => stack.sandboxUrl !== null && target.port === new URL(stack.sandboxUrl).port);
      await shop.getByLabel('Card number').fill(SUCCESS_CARD);
      await shop.getByLabel('Expiry (MM/YY)').fill('12/30');
      await shop.getByLabel('CVV').fill('408');
      await shop.getByRole('button', { name: /^Pay / }).click();
      await shop.waitForURL(/\/payment-success\?/);
      reference = new URL(shop.url()).searchParams.get('reference') ?? '';
      assert.ok(reference, 'the sandbox sends the shopper back with the payment reference');
      await shop.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      orderNumber = (await shop.getByTestId('order-number').innerText()).trim();
      assert.match(orderNumber, /^EPH-\d{6}$/);
      const mine = await api<{ orderId: string; orderNumber: string }[]>('GET', `/api/Order/user/${shopper.userId}`, shopper.accessToken);
      orderId = mine.json.find((order) => order.orderNumber === orderNumber)!.orderId;
      // The receipt reaches the shopper's mailbox with the lines, the fee and the order number.
      const receipt = await mailTo(stack.outboxDir, shopper.email, new RegExp(`^Order ${orderNumber} confirmed`));
      assert.match(receipt, new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.match(receipt, /Kano/);
      assert.match(receipt, /Delivery/i);
    });

    await step(admin, 'admin-sees-payment', async () => {
      await adminPage.goto(`${stack.siteUrl}/payments`);
      await adminArea.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      await adminArea.getByRole('table').waitFor();
      assert.equal(await adminArea.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort'), 'descending');
      // A clerk finds it by the order number; the row names the customer, the reference is under Details.
      await adminArea.getByLabel('Order, booking, name, reference or email').fill(orderNumber);
      const row = adminArea.getByRole('row', { name: new RegExp(orderNumber) });
      await row.waitFor();
      assert.match(await row.innerText(), /Paid/);
      assert.match(await row.innerText(), new RegExp(naira(charged).replace(/[.]/g, '\\.')));
      await row.getByRole('button', { name: `Details of ${orderNumber}` }).click();
      const details = adminArea.getByRole('row').filter({ hasText: reference });
      await details.waitFor();
      assert.match(await details.innerText(), new RegExp(shopper.email.replace(/\./g, '\\.')));
      await adminArea.getByTestId('payment-totals').waitFor();
      await assertAccessible(adminPage, 'payments', '[data-boundary=\"admin\"]');
    });

    await step(admin, 'admin-ships-order', async () => {
      await adminPage.goto(`${stack.siteUrl}/orders`);
      await adminArea.getByRole('table').waitFor();
      await adminArea.getByLabel('Order number, customer or payment reference').fill(orderNumber);
      const row = adminArea.getByRole('row', { name: new RegExp(orderNumber) });
      await row.waitFor();
      assert.match(await row.innerText(), /Pending/);
      await assertAccessible(adminPage, 'orders', '[data-boundary=\"admin\"]');
      await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
      await adminPage.waitForURL(new RegExp(`/orders/${orderId}$`));
      await adminArea.getByRole('heading', { level: 1, name: 'Order detail' }).waitFor();
      await adminArea.getByText(productName, { exact: true }).waitFor();
      // Who ordered and where the rider goes.
      await adminArea.getByText(KANO.street).first().waitFor();
      await adminArea.getByRole('link', { name: '0803 123 4567' }).first().waitFor();
      const steps = adminArea.getByLabel('Move to');
      assert.deepEqual((await steps.locator('option').allInnerTexts()).slice(1), ['Processing', 'Canceled']);
      await steps.selectOption('Processing');
      await adminArea.getByRole('button', { name: 'Update status' }).click();
      await adminArea.getByText('Order status changed to Processing.').waitFor();
      assert.deepEqual((await steps.locator('option').allInnerTexts()).slice(1), ['Shipped', 'Canceled']);
      await steps.selectOption('Shipped');
      await adminArea.getByRole('button', { name: 'Update status' }).click();
      await adminArea.getByText('Order status changed to Shipped.').waitFor();
      const shipped = await mailTo(stack.outboxDir, shopper.email, new RegExp(`^Order ${orderNumber}: shipped`));
      assert.match(shipped, new RegExp(`/track/${orderId}`));
      assert.deepEqual((await steps.locator('option').allInnerTexts()).slice(1), ['Delivered']);
      await assertAccessible(adminPage, 'order detail', '[data-boundary=\"admin\"]');
      // The server refuses a step that is not allowed, whatever a client sends.
      const token = await adminPage.evaluate(() => window.localStorage.getItem('token'));
      const refused = await api<{ message: string }>('PUT', `/api/Order/${orderId}`, token ?? undefined, { status: 'Pending' });
      assert.equal(refused.status, 409);
    });

    await step(buyer, 'shopper-tracks-shipped', async () => {
      await shop.goto(`${stack.siteUrl}/track/${orderId}`);
      await shop.getByRole('status').filter({ hasText: 'Status: Shipped' }).waitFor({ timeout: 30_000 });
    });

    const isAdminFile = await adminFileMatcher(stack.siteUrl);
    assert.deepEqual(buyer.requests.filter(isAdminFile), [], 'a shopper must never download admin code');
    assert.ok(admin.requests.some(isAdminFile), 'the admin pages came from the admin-mfe build');
    await buyer.context.close();
    await admin.context.close();
  });
});
