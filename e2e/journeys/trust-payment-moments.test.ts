// The moments where a shopper must trust the shop with money and with their session, on a 360 px
// phone and a 1366 px laptop:
// - the connection drops on the way back from paying: the page says the payment is being confirmed
//   and not to pay again, offers My orders (not the cart), and shows the order once it is back online;
// - Back after paying: the provider's page says the payment is complete, and the payment form says
//   "You have already paid for EPH-…" with Track it, never Pay;
// - sessions: a page opened with only a refresh token renews silently, a name changed in the profile
//   is the header's after a reload, an ended session is renewed once and then sent to log in, a wrong
//   password is answered 400 with the server's words, and the texts read like a person.
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
import { phone } from '../support/overflow';
import { callApi, newShopper, type Shopper } from '../support/shop-api';
import { fillDeliveryAddress, IKEJA } from '../support/delivery-form';

const SUCCESS_CARD = '4084 0840 8408 4081';
const SHOTS = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'shots', 'moments');
const WIDTHS = [360, 1366] as const;

describe('trust: payment moments and sessions', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let medicineId: string;
  const logs: string[] = [];

  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  async function tab(width: number, shopper?: Shopper): Promise<TrackedPage> {
    const tracked = await newTrackedPage(browser, width === 360 ? phone(360) : { viewport: { width, height: 900 } });
    return shopper ? signInOnLoad(tracked, shopper) : tracked;
  }

  async function shot(page: Page, name: string, width: number) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }

  async function ordersOf(shopper: Shopper) {
    const answer = await api<{ orderId: string; orderNumber: string }[]>('GET', `/api/Order/user/${shopper.userId}`, shopper.accessToken);
    assert.equal(answer.status, 200);
    return answer.json;
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-trust-'));
    // PORT_RANGE (scripts/lib/ports.ts) keeps them in a range of one's own on a shared machine.
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const list = await api<{ id: string; prescriptionRequired: boolean }[]>('GET', '/api/medicine');
    medicineId = list.json.find((m) => !m.prescriptionRequired)!.id;
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'trust-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const width of WIDTHS) {
    it(`${width} px: paying while the connection drops, then Back: confirmed without paying twice, never payable again`, async () => {
      const shopper = await newShopper(stack, {
        firstName: 'Amaka',
        lastName: 'Eze',
        handle: `payer${width}`,
        passwordPrefix: 'Enugu#Pharmacy',
      });
      assert.equal(
        (await api('POST', '/api/carts/add', shopper.accessToken, { medicineId, quantity: 1, userId: shopper.userId })).status,
        200,
      );
      const tracked = await tab(width, shopper);
      const { page, context } = tracked;
      const shop = page.locator('[data-boundary="cartCheckout"]');

      await step(tracked, `trust-pay-${width}`, async () => {
        await page.goto(`${stack.siteUrl}/cart`);
        await page.getByRole('button', { name: 'Checkout' }).click();
        await page.waitForURL(/\/payment-form\?/);
        await page.waitForFunction(
          (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
          shopper.email,
        );
        await fillDeliveryAddress(shop, IKEJA);
        await shop.getByRole('button', { name: /^Pay N/ }).click();
        await page.waitForURL(/\/checkout\/[^/]+$/);
        // On the way back the connection drops: the shop's API can't be reached from this tab.
        await page.route('**/api/payment/verify/**', (route) => route.abort('internetdisconnected'));
        await page.route('**/api/Order/place', (route) => route.abort('internetdisconnected'));
        await page.getByLabel('Card number').fill(SUCCESS_CARD);
        await page.getByLabel('Expiry (MM/YY)').fill('12/30');
        await page.getByLabel('CVV').fill('408');
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.waitForURL(/\/payment-success\?/);
      });

      await step(tracked, `trust-confirming-${width}`, async () => {
        await shop.getByRole('heading', { level: 1, name: "We're confirming your payment" }).waitFor();
        const view = shop.getByTestId('payment-confirming');
        assert.match(await view.innerText(), /Please don.t pay again\./);
        assert.equal(await shop.getByText(/No order was placed/).count(), 0, 'nothing says no order was placed');
        assert.equal(await shop.getByRole('link', { name: 'Back to your cart' }).count(), 0);
        assert.equal(await shop.getByRole('link', { name: 'My orders' }).getAttribute('href'), '/user-orders');
        await shot(page, 'payment-success-confirming', width);
      });

      const placed = await step(tracked, `trust-back-online-${width}`, async () => {
        // The webhook placed the order meanwhile; back online, the page finds it by itself.
        for (let i = 0; i < 100 && (await ordersOf(shopper)).length === 0; i++) await new Promise((r) => setTimeout(r, 200));
        const [order] = await ordersOf(shopper);
        assert.ok(order, 'the webhook placed the order');
        await page.unroute('**/api/payment/verify/**');
        await page.unroute('**/api/Order/place');
        await context.setOffline(true);
        await context.setOffline(false);
        await shop.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
        assert.equal(await shop.getByTestId('order-number').innerText(), order.orderNumber);
        assert.equal((await ordersOf(shopper)).length, 1, 'one order');
        await shot(page, 'payment-success-done', width);
        return order;
      });

      await step(tracked, `trust-back-to-provider-${width}`, async () => {
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: 'This payment is complete' }).waitFor();
        assert.equal(await page.getByRole('button', { name: /^Pay / }).count(), 0, 'the provider page offers no Pay');
        await shot(page, 'sandbox-paid', width);
      });

      await step(tracked, `trust-back-to-form-${width}`, async () => {
        await page.goBack();
        await page.waitForURL(/\/payment-form\?/);
        await shop.getByRole('heading', { level: 1, name: `You have already paid for ${placed.orderNumber}` }).waitFor();
        assert.equal(await shop.getByRole('link', { name: 'Track it' }).getAttribute('href'), `/track/${placed.orderId}`);
        assert.equal(await shop.getByRole('button', { name: /^Pay N/ }).count(), 0, 'the form offers no Pay');
        await shot(page, 'payment-form-already-paid', width);
      });
      await context.close();
    });
  }

  it('sessions: a refresh token alone renews, the header follows a name change, an ended session asks to log in once', async () => {
    const shopper = await newShopper(stack, {
      firstName: 'Chidi',
      lastName: 'Okafor',
      handle: 'sessions',
      passwordPrefix: 'Owerri#Pharmacy',
    });
    for (const width of WIDTHS) {
      const tracked = await tab(width);
      const { page, context } = tracked;
      await step(tracked, `trust-refresh-only-${width}`, async () => {
        // The access token is gone (expired and cleared); the refresh token is still good.
        const pair = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, {
          username: shopper.userName,
          password: shopper.password,
        });
        await context.addInitScript((refresh) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('refreshToken', refresh);
            sessionStorage.setItem('seeded', '1');
          }
        }, pair.json.refreshToken);
        // A page that needs the login (the cart is open to visitors now).
        await page.goto(`${stack.siteUrl}/user-orders`);
        await page.locator('[data-boundary="account"] h1').waitFor();
        assert.match(page.url(), /\/user-orders$/, 'no detour to the login page');
        assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'a new access token was stored');
      });

      await step(tracked, `trust-name-change-${width}`, async () => {
        const newName = width === 360 ? 'Chidinma' : 'Chidiebere';
        await page.goto(`${stack.siteUrl}/profile`);
        await page.getByRole('button', { name: 'Edit profile' }).click();
        await page.getByLabel('First name').fill(newName);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByRole('button', { name: `Hello, ${newName} Okafor` }).waitFor();
        // Another page, loaded afresh: the header reads the name from the session's token.
        await page.waitForFunction(
          (name) => atob((localStorage.getItem('token') ?? '..').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')).includes(name),
          newName,
        );
        await page.goto(`${stack.siteUrl}/cart`);
        await page.getByRole('button', { name: `Hello, ${newName} Okafor` }).waitFor();
        await page.getByRole('button', { name: `Hello, ${newName} Okafor` }).click();
        await shot(page, 'header-after-name-change', width);
      });

      await step(tracked, `trust-session-ended-${width}`, async () => {
        const refreshCalls: number[] = [];
        page.on('response', (response) => {
          if (response.url().endsWith('/api/user/refresh')) refreshCalls.push(response.status());
        });
        // The session is ended elsewhere (logged out from another tab): its access token is refused at once.
        const refresh = await page.evaluate(() => localStorage.getItem('refreshToken'));
        // No page of the shop is open while it ends: an open one that read the API just after would
        // find the session ended itself and clear it, and the page loaded next would start logged out.
        await page.goto('about:blank');
        await api('POST', '/api/user/logout', undefined, { RefreshToken: refresh });
        await page.goto(`${stack.siteUrl}/cart`);
        await page.waitForURL(/\/login/);
        await page.getByText('Your session has ended. Please log in again to continue.').first().waitFor();
        assert.deepEqual(refreshCalls, [403], 'one renewal, refused with 403, and no more');
      });

      await step(tracked, `trust-login-texts-${width}`, async () => {
        // A visitor with nothing stored (what the step before left behind is not this step's subject).
        await page.evaluate(() => localStorage.clear());
        await page.goto(`${stack.siteUrl}/user-orders`);
        await page.waitForURL(/\/login/);
        await page.getByText('Please log in to continue.').first().waitFor();
        const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/authenticate'));
        const account = page.locator('[data-boundary="account"]');
        await account.getByLabel('Username').fill(shopper.userName);
        await account.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
        await account.getByRole('button', { name: 'Login' }).click();
        assert.equal((await answer).status(), 400);
        await page.getByText('Invalid username or password.').first().waitFor();
        assert.match(page.url(), /\/login/);
      });
      await context.close();
    }
  });
});
