// The purchase in a real browser on the composed site, with the real API and the Paystack sandbox:
// a shopper changes a quantity in the cart, checks out, pays with the test card on the sandbox's
// hosted page, comes back to 'Payment Successful!' and finds the order in their orders with the
// cart's total. A declined card places no order and leaves the cart as it was. Reloading the
// success page never places a second order.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';
import { callApi, newShopper, type Shopper } from '../support/shop-api';
import { deliveryQuote, fillDeliveryAddress, IKEJA, naira } from '../support/delivery-form';

const SUCCESS_CARD = '4084 0840 8408 4081';
const DECLINE_CARD = '4084 0800 0000 5408';

interface Medicine {
  id: string;
  name: string;
  price: number;
  prescriptionRequired: boolean;
}

interface CartLine {
  cartItemId: string;
  medicineId: string;
  quantity: number;
  price: number;
}

describe('checkout journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let medicines: Medicine[];
  const logs: string[] = [];

  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  async function addToCart(shopper: Shopper, medicine: Medicine, quantity: number) {
    const added = await api('POST', '/api/carts/add', shopper.accessToken, { medicineId: medicine.id, quantity, userId: shopper.userId });
    assert.equal(added.status, 200, `add to cart: ${JSON.stringify(added.json)}`);
  }

  async function cartOf(shopper: Shopper): Promise<CartLine[]> {
    const cart = await api<CartLine[]>('GET', `/api/carts/getcartitems?userId=${shopper.userId}`, shopper.accessToken);
    assert.equal(cart.status, 200);
    return cart.json;
  }

  async function ordersOf(
    shopper: Shopper,
  ): Promise<{ orderId: string; orderNumber: string; totalPrice: number; paymentReference?: string }[]> {
    const orders = await api<{ orderId: string; orderNumber: string; totalPrice: number }[]>(
      'GET',
      `/api/Order/user/${shopper.userId}`,
      shopper.accessToken,
    );
    assert.equal(orders.status, 200);
    return orders.json;
  }

  /** A browser tab where the shopper is signed in (the tokens are where the login page puts them). */
  async function signedInTab(shopper: Shopper): Promise<TrackedPage> {
    return signInOnLoad(await newTrackedPage(browser), shopper);
  }

  /** From the cart page to the sandbox's hosted checkout page; answers the payment reference. */
  /** What the last checkOut charged: the items plus the delivery fee the API quoted. */
  let charged = 0;

  async function checkOut(tracked: TrackedPage, shopper: Shopper, expectedTotal: number): Promise<string> {
    const { page } = tracked;
    const mine = page.locator('[data-boundary="cartCheckout"]');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/payment-form\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('totalPrice'), String(expectedTotal));
    assert.equal(url.searchParams.get('paymentType'), 'medicine');
    await mine.getByTestId('payment-amount').waitFor();
    assert.equal(await mine.getByTestId('payment-amount').textContent(), naira(expectedTotal));

    // The email comes from the shopper's profile; submitting without it shows the rules and sends nothing.
    await page.waitForFunction(
      (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
      shopper.email,
    );
    await mine.getByLabel('Email', { exact: true }).fill('');
    await mine.getByRole('button', { name: 'Proceed to payment' }).click();
    await mine.getByText('*Email is required').waitFor();
    await mine.getByText('*Street address is required').waitFor();
    await assertAccessible(page, 'payment form with errors', '[data-boundary=\"cartCheckout\"]');

    await mine.getByLabel('Email', { exact: true }).fill(shopper.email);
    await fillDeliveryAddress(mine, IKEJA);
    // The fee comes from the API for the state chosen; the amount shown is items plus fee.
    const quote = await deliveryQuote(stack.apiUrl, shopper.accessToken, IKEJA.zone);
    assert.equal(quote.itemsTotal, expectedTotal);
    charged = quote.total;
    await mine
      .getByTestId('payment-amount')
      .filter({ hasText: naira(charged) })
      .waitFor();
    // The browser leaves for the provider at once, so the API's answer is read on its way through.
    let answer: { data: { reference: string; authorization_url: string } } | null = null;
    await page.route('**/api/payment/initiate', async (route) => {
      const response = await route.fetch();
      answer = (await response.json()) as typeof answer;
      await route.fulfill({ response });
    });
    await mine.getByRole('button', { name: `Pay ${naira(charged)}` }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.unroute('**/api/payment/initiate');
    assert.ok(answer, 'the payment was initiated');
    const initiated = answer as { data: { reference: string; authorization_url: string } };
    assert.equal(page.url(), initiated.data.authorization_url);
    await page
      .getByRole('heading', {
        name: `Pay NGN ${charged.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      })
      .waitFor();
    return initiated.data.reference;
  }

  async function payWith(page: Page, card: string) {
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('408');
    await page.getByRole('button', { name: /^Pay / }).click();
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-checkout-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const list = await api<Medicine[]>('GET', '/api/medicine');
    assert.equal(list.status, 200);
    // Two over-the-counter medicines (prescription-only ones wait for a pharmacist: prescriptions.test.ts)
    // with different prices, one of them with kobo if the catalogue has one.
    const otc = list.json.filter((m) => !m.prescriptionRequired);
    const withKobo = otc.find((m) => Math.round(m.price * 100) % 100 !== 0);
    const first = withKobo ?? otc[0]!;
    const second = otc.find((m) => m.id !== first.id && m.price !== first.price) ?? otc[1]!;
    medicines = [first, second];
    assert.ok(first && second, 'the seeded catalogue has at least two medicines');
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'checkout-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('pays with the test card, returns to Payment Successful!, and finds the order with the cart total; a reload orders nothing more', async () => {
    const shopper = await newShopper(stack, {
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      handle: 'shopper',
      passwordPrefix: 'Lagos#Pharmacy',
    });
    const [a, b] = medicines;
    await addToCart(shopper, a!, 1);
    await addToCart(shopper, b!, 2);
    const expectedTotal = (Math.round(a!.price * 100) * 2 + Math.round(b!.price * 100) * 2) / 100;

    const tracked = await signedInTab(shopper);
    const { page } = tracked;
    await step(tracked, 'checkout-cart', async () => {
      await page.goto(`${stack.siteUrl}/cart`);
      await page.locator('[data-boundary="cartCheckout"] h1').waitFor();
      await page.getByText(a!.name, { exact: true }).waitFor();
      await page.getByText(b!.name, { exact: true }).waitFor();
      assert.equal(await page.getByTestId('total-items').innerText(), '3');
      await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
      await page
        .getByRole('status', { name: `Quantity of ${a!.name}` })
        .filter({ hasText: '2' })
        .waitFor();
      await page.getByTestId('total-items').filter({ hasText: '4' }).waitFor();
      assert.equal(await page.getByTestId('total-price').innerText(), naira(expectedTotal));
      await page.getByTestId('cart-count').filter({ hasText: '4' }).waitFor();
      const line = (await cartOf(shopper)).find((item) => item.medicineId === a!.id);
      assert.equal(line?.quantity, 2, 'the quantity change reached the API');
      await assertAccessible(page, 'cart', '[data-boundary=\"cartCheckout\"]');
    });

    let reference = '';
    await step(tracked, 'checkout-pay', async () => {
      reference = await checkOut(tracked, shopper, expectedTotal);
      await payWith(page, SUCCESS_CARD);
      await page.waitForURL(/\/payment-success\?/);
      const back = new URL(page.url());
      assert.equal(back.searchParams.get('reference'), reference);
      assert.equal(back.searchParams.get('paymentType'), 'medicine');
    });

    let orderNumber = '';
    await step(tracked, 'checkout-success', async () => {
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      orderNumber = (await page.getByTestId('order-number').innerText()).trim();
      assert.match(orderNumber, /^EPH-\d{6}$/);
      const orders = await ordersOf(shopper);
      assert.equal(orders.length, 1);
      assert.equal(orders[0]!.orderNumber, orderNumber);
      const orderId = orders[0]!.orderId;
      assert.equal(orders[0]!.totalPrice, charged, 'the order records what was charged: items and delivery');
      assert.equal(await page.getByRole('link', { name: 'Track your order' }).getAttribute('href'), `/track/${orderId}`);
      await page.getByTestId('cart-count').filter({ hasText: '0' }).waitFor();
      assert.deepEqual(await cartOf(shopper), [], 'the paid items left the cart');
      await assertAccessible(page, 'payment success', '[data-boundary=\"cartCheckout\"]');
    });

    await step(tracked, 'checkout-reload', async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      assert.equal((await page.getByTestId('order-number').innerText()).trim(), orderNumber);
      const second = await newTrackedPage(browser);
      await second.context.addInitScript(
        ([token, refreshToken]) => {
          window.localStorage.setItem('token', token);
          window.localStorage.setItem('refreshToken', refreshToken);
        },
        [shopper.accessToken, shopper.refreshToken],
      );
      await second.page.goto(page.url());
      await second.page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      assert.equal((await second.page.getByTestId('order-number').innerText()).trim(), orderNumber);
      await second.context.close();
      assert.equal((await ordersOf(shopper)).length, 1, 'a reload or a second tab places no second order');
    });

    await step(tracked, 'checkout-empty-cart', async () => {
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByText('Your cart is empty. Start shopping now!').waitFor();
    });
    await step(tracked, 'checkout-user-orders', async () => {
      await page.goto(`${stack.siteUrl}/payment-success?trxref=${reference}&reference=${reference}&paymentType=medicine`);
      await page.getByRole('link', { name: 'View all your orders' }).click();
      await page.waitForURL(/\/user-orders$/);
      const account = page.locator('[data-boundary="account"]');
      await account.getByText(naira(charged), { exact: true }).first().waitFor({ timeout: 30_000 });
      assert.equal((await ordersOf(shopper)).length, 1, 'coming back to the success page later places nothing more');
    });

    await tracked.context.close();
  });

  it('ends with no order and the cart intact when the card is declined', async () => {
    const shopper = await newShopper(stack, {
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      handle: 'shopper',
      passwordPrefix: 'Lagos#Pharmacy',
    });
    const [a, b] = medicines;
    await addToCart(shopper, a!, 2);
    await addToCart(shopper, b!, 1);
    const before = await cartOf(shopper);
    const expectedTotal = (Math.round(a!.price * 100) * 2 + Math.round(b!.price * 100)) / 100;

    const tracked = await signedInTab(shopper);
    const { page } = tracked;
    let reference = '';
    await step(tracked, 'decline-pay', async () => {
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByText(a!.name, { exact: true }).waitFor();
      assert.equal(await page.getByTestId('total-price').innerText(), naira(expectedTotal));
      reference = await checkOut(tracked, shopper, expectedTotal);
      await payWith(page, DECLINE_CARD);
      await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    });

    await step(tracked, 'decline-return', async () => {
      await page.getByRole('link', { name: 'Return to the shop' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText(a!.name, { exact: true }).waitFor();
      assert.equal(await page.getByTestId('total-price').innerText(), naira(expectedTotal));
      assert.equal(await page.getByTestId('total-items').innerText(), '3');
    });

    await step(tracked, 'decline-result-page', async () => {
      await page.goto(`${stack.siteUrl}/payment-success?trxref=${reference}&reference=${reference}&paymentType=medicine`);
      await page.getByRole('heading', { level: 1, name: 'Payment was not completed' }).waitFor({ timeout: 30_000 });
      await page.getByRole('alert').filter({ hasText: 'Declined' }).waitFor();
      await assertAccessible(page, 'payment not completed', '[data-boundary=\"cartCheckout\"]');
      assert.deepEqual(await ordersOf(shopper), [], 'a declined card places no order');
      const after = await cartOf(shopper);
      assert.deepEqual(
        after.map((line) => [line.medicineId, line.quantity]).sort(),
        before.map((line) => [line.medicineId, line.quantity]).sort(),
        'the cart is as it was',
      );
      await page.getByRole('link', { name: 'Back to your cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText(b!.name, { exact: true }).waitFor();
    });
    await tracked.context.close();
  });
});
