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
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { adminFileMatcher, startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';

const require = createRequire(import.meta.url);

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SUCCESS_CARD = '4084 0840 8408 4081';

interface Shopper {
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** A real PNG (8x8, green), made here so that the API's content check sees a genuine picture. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => [0x1e, 0x8e, 0x3e]).flat()])));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The text of an .eml file with quoted-printable and base64 parts decoded. */
function decodeMail(raw: string): string {
  const quotedPrintable = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((match) =>
    Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Parts].join('\n');
}

async function confirmationLink(outboxDir: string, email: string): Promise<URL> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = decodeMail(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/confirm-email\?[^\s"'<>]+/.exec(text)?.[0];
      if (link) return new URL(link.replace(/&amp;/g, '&'));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation mail to ${email} in ${outboxDir}`);
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // The site's CSP (script-src 'self') refuses an inline script tag; evaluating the source works.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: unknown[] };
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run({ include: [['[data-boundary="admin"]']] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
  assert.deepEqual(violations, [], `${label}: accessibility violations`);
}

describe('admin journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  async function api<T>(method: string, urlPath: string, token?: string, body?: unknown): Promise<{ status: number; json: T }> {
    const response = await fetch(`${stack.apiUrl}${urlPath}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  }

  /** A new account, confirmed through the outbox mail, logged in over the API. */
  async function newShopper(): Promise<Shopper> {
    const tag = crypto.randomBytes(4).toString('hex');
    const email = `buyer.${tag}@example.ng`;
    const password = `Kano#Pharmacy${tag}`;
    const userName = `buyer_${tag}`;
    const registered = await api<{ userId: string }>('POST', '/api/user/register', undefined, { firstName: 'Emeka', lastName: 'Nwosu', email, userName, password });
    assert.equal(registered.status, 201, `register: ${JSON.stringify(registered.json)}`);
    const link = await confirmationLink(stack.outboxDir, email);
    const confirmed = await api('POST', `/api/user/confirm-email${link.search}`, undefined, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
    });
    assert.equal(confirmed.status, 200, `confirm: ${JSON.stringify(confirmed.json)}`);
    const login = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, { username: userName, password });
    assert.equal(login.status, 200, `login: ${JSON.stringify(login.json)}`);
    return { userId: registered.json.userId, email, accessToken: login.json.accessToken, refreshToken: login.json.refreshToken };
  }

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
      await expectNoSeriousAxeViolations(adminPage, 'admin login');
      await adminArea.getByLabel('Username').fill(ADMIN.username);
      await adminArea.getByLabel('Password', { exact: true }).fill('not the password');
      await adminArea.getByRole('button', { name: 'Log in' }).click();
      await adminArea.getByRole('alert').waitFor();
      assert.ok(((await adminArea.getByRole('alert').innerText()) ?? '').trim().length > 0, "the server's message is shown");
      await adminArea.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await adminArea.getByRole('button', { name: 'Log in' }).click();
      await adminPage.waitForURL(/\/orders$/);
      await adminArea.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
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
      await expectNoSeriousAxeViolations(adminPage, 'add category');
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
      await adminArea.getByLabel('Dosage').fill('One cup twice daily');
      await adminArea.getByLabel('Side effects').fill('None known');
      await adminArea.getByLabel('Image file').setInputFiles({ name: 'zobo.png', mimeType: 'image/png', buffer: png });
      await adminArea.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await adminArea.getByLabel('Category').selectOption({ label: categoryName });
      await expectNoSeriousAxeViolations(adminPage, 'add product');
      const uploaded = adminPage.waitForResponse((r) => r.url().includes('/api/medicine/uploadImage'));
      await adminArea.getByRole('button', { name: 'Add product' }).click();
      const upload = (await (await uploaded).json()) as { url: string };
      await adminArea.getByRole('status').filter({ hasText: 'Added successfully' }).waitFor();
      const found = await api<{ name: string; imageUrl: string; price: number }[]>('GET', `/api/medicine/GetAllMedicines?search=${encodeURIComponent(productName)}`);
      const product = found.json.find((m) => m.name === productName);
      assert.ok(product, 'the product is in the catalogue');
      assert.equal(product.price, 1850.5);
      assert.equal(product.imageUrl, upload.url, 'the product uses the uploaded picture');
    });

    const shopper = await newShopper();
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

    await step(buyer, 'shopper-finds-and-buys', async () => {
      await shop.goto(`${stack.siteUrl}/search?query=${encodeURIComponent(productName)}`);
      await shop.getByRole('heading', { level: 3, name: productName }).first().waitFor({ timeout: 30_000 });
      await shop.getByRole('button', { name: `Add ${productName} to cart` }).click();
      await shop.getByTestId('cart-count').filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
      await shop.goto(`${stack.siteUrl}/cart`);
      await shop.getByText(productName, { exact: true }).waitFor();
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await shop.waitForURL(/\/payment-form\?/);
      await shop.waitForFunction((email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email, shopper.email);
      await shop.getByLabel('Shipping address').fill('3 Bompai Road, Kano');
      await shop.getByLabel('Billing address is the same as shipping').check();
      await shop.getByRole('button', { name: 'Proceed to payment' }).click();
      await shop.waitForURL((target) => stack.sandboxUrl !== null && target.port === new URL(stack.sandboxUrl).port);
      await shop.getByLabel('Card number').fill(SUCCESS_CARD);
      await shop.getByLabel('Expiry (MM/YY)').fill('12/30');
      await shop.getByLabel('CVV').fill('408');
      await shop.getByRole('button', { name: /^Pay / }).click();
      await shop.waitForURL(/\/payment-success\?/);
      reference = new URL(shop.url()).searchParams.get('reference') ?? '';
      assert.ok(reference, 'the sandbox sends the shopper back with the payment reference');
      await shop.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      orderId = (await shop.getByTestId('order-id').innerText()).trim();
      assert.match(orderId, /^[0-9a-f-]{36}$/);
    });

    await step(admin, 'admin-sees-payment', async () => {
      await adminPage.goto(`${stack.siteUrl}/payments`);
      await adminArea.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      await adminArea.getByRole('table').waitFor();
      assert.equal(await adminArea.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort'), 'descending');
      await adminArea.getByLabel('Reference or email').fill(reference);
      const row = adminArea.getByRole('row', { name: new RegExp(reference) });
      await row.waitFor();
      assert.match(await row.innerText(), /Success/);
      assert.match(await row.innerText(), /N1,850\.50/);
      assert.match(await row.innerText(), new RegExp(shopper.email.replace(/\./g, '\\.')));
      await expectNoSeriousAxeViolations(adminPage, 'payments');
    });

    await step(admin, 'admin-ships-order', async () => {
      await adminPage.goto(`${stack.siteUrl}/orders`);
      await adminArea.getByRole('table').waitFor();
      await adminArea.getByLabel('Order ID or payment reference').fill(orderId);
      const row = adminArea.getByRole('row', { name: new RegExp(orderId) });
      await row.waitFor();
      assert.match(await row.innerText(), /Pending/);
      await expectNoSeriousAxeViolations(adminPage, 'orders');
      await row.getByRole('link', { name: `View order ${orderId}` }).click();
      await adminPage.waitForURL(new RegExp(`/orders/${orderId}$`));
      await adminArea.getByRole('heading', { level: 1, name: 'Order detail' }).waitFor();
      await adminArea.getByText(productName, { exact: true }).waitFor();
      const steps = adminArea.getByLabel('Move to');
      assert.deepEqual((await steps.locator('option').allInnerTexts()).slice(1), ['Processing', 'Canceled']);
      await steps.selectOption('Processing');
      await adminArea.getByRole('button', { name: 'Update status' }).click();
      await adminArea.getByText('Order status changed to Processing.').waitFor();
      assert.deepEqual((await steps.locator('option').allInnerTexts()).slice(1), ['Shipped', 'Canceled']);
      await steps.selectOption('Shipped');
      await adminArea.getByRole('button', { name: 'Update status' }).click();
      await adminArea.getByText('Order status changed to Shipped.').waitFor();
      assert.deepEqual((await steps.locator('option').allInnerTexts()).slice(1), ['Delivered']);
      await expectNoSeriousAxeViolations(adminPage, 'order detail');
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
    assert.deepEqual(
      buyer.requests.filter(isAdminFile),
      [],
      'a shopper must never download admin code',
    );
    assert.ok(
      admin.requests.some(isAdminFile),
      'the admin pages came from the admin-mfe build',
    );
    await buyer.context.close();
    await admin.context.close();
  });
});
