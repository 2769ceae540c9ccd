// The storefront on the phones most shoppers use (issue 17): a logged-out visitor on a 360 px
// screen adds a medicine, is asked to log in, comes back with it in the cart, adds a second and
// pays, never scrolling sideways; every route at 320, 360 and 390 px, logged out, as a shopper
// with a long name and as an admin, fits the screen; a list page survives View and Back; a login
// returns to the page that asked for it; search finds medicines by what they treat.
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
import { assertAccessible } from '../support/accessibility';
import { overflowPast, phone } from '../support/overflow';
import { callApi, newShopper, type Shopper } from '../support/shop-api';
import { deliveryQuote, fillDeliveryAddress, naira } from '../support/delivery-form';

/** The Add to cart buttons of over-the-counter medicines (prescription-only ones are prescriptions.test.ts's). */
const overTheCounter = (region: Locator) =>
  region
    .locator('article.catalog-medicine-card')
    .filter({ hasNotText: 'Prescription required' })
    .getByRole('button', { name: /^Add to cart: / });

const SUCCESS_CARD = '4084 0840 8408 4081';
const WIDTHS = [320, 360, 390];
const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };

interface Medicine {
  id: string;
  name: string;
  categoryId: string;
}

/** Fails when anything visible passes the right edge of the phone's screen, or the page scrolls sideways. */
async function assertFits(page: Page, width: number, label: string): Promise<void> {
  const overflow = await overflowPast(page, width);
  assert.deepEqual(overflow.elements, [], `${label} at ${width} px: these stick out past the screen`);
  assert.ok(overflow.documentWidth <= width, `${label} at ${width} px: the page is ${overflow.documentWidth} px wide`);
}

/** Waits until a remote's page (or the guard, or a fallback) is drawn and its loading states are gone. */
async function pageDrawn(page: Page): Promise<void> {
  await page.locator('[data-boundary] h1, .shell-denied, [data-boundary-fallback], .shell-not-found').first().waitFor({ timeout: 30_000 });
  await page
    .locator('[data-boundary] .ep-loading, [data-boundary] .catalog-skeleton__card, .shell-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

describe('phone-first storefront', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let shopper: Shopper;
  let adminTokens: { accessToken: string; refreshToken: string };
  let medicines: Medicine[];
  let orderId = '';
  const logs: string[] = [];

  async function tab(width: number, tokens?: { accessToken: string; refreshToken: string }): Promise<TrackedPage> {
    const tracked = await newTrackedPage(browser, phone(width));
    return tokens ? signInOnLoad(tracked, tokens) : tracked;
  }

  async function logInWithTheForm(page: Page): Promise<void> {
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(shopper.userName);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByRole('button', { name: 'Login' }).click();
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-phone-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    shopper = await newShopper(stack, {
      firstName: 'Oluwaseyifunmi',
      lastName: 'Adebayo-Okonkwo',
      handle: 'seyi',
      passwordPrefix: 'Ibadan#Pharmacy',
    });
    const admin = await callApi<{ accessToken: string; refreshToken: string }>(
      stack.apiUrl,
      'POST',
      '/api/user/authenticate',
      undefined,
      ADMIN,
    );
    assert.equal(admin.status, 200);
    adminTokens = admin.json;
    medicines = (await callApi<Medicine[]>(stack.apiUrl, 'GET', '/api/medicine')).json;
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'phone-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('buys two medicines from the home page on a 360 px phone without scrolling sideways; a logged-out Add to cart survives the login', async () => {
    const tracked = await tab(360);
    const { page } = tracked;
    const site = stack.siteUrl;
    let first = '';

    await step(tracked, 'phone-home', async () => {
      await page.goto(`${site}/`);
      await page.waitForURL(/\/dashboard$/);
      await pageDrawn(page);
      await assertFits(page, 360, 'the home page');
      await assertAccessible(page, 'the home page on a phone');
    });

    await step(tracked, 'phone-add-logged-out', async () => {
      const featured = page.getByRole('region', { name: 'Featured medicines' });
      const add = overTheCounter(featured).first();
      first = ((await add.getAttribute('aria-label')) ?? '').replace('Add to cart: ', '');
      await add.click();
      const toast = page.getByText('Added to cart');
      await toast.waitFor();
      await assertFits(page, 360, 'the home page with its toast');
      await page.goto(`${stack.siteUrl}/login?returnTo=%2Fdashboard`);
      await page.waitForURL(/\/login\?returnTo=%2Fdashboard/);
      await pageDrawn(page);
      await assertFits(page, 360, 'the login page');
    });

    await step(tracked, 'phone-login-returns-with-item', async () => {
      await logInWithTheForm(page);
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
      await assertFits(page, 360, 'the home page, logged in with a long name');
    });

    await step(tracked, 'phone-add-second', async () => {
      const featured = page.getByRole('region', { name: 'Featured medicines' });
      const second = overTheCounter(featured).nth(1);
      await second.click();
      await page.getByTestId('cart-count').filter({ hasText: /^2$/ }).waitFor();
    });

    await step(tracked, 'phone-cart', async () => {
      await page.getByRole('link', { name: /^Cart, 2 items$/ }).click();
      await page.waitForURL(/\/cart$/);
      await pageDrawn(page);
      await page.getByText(first, { exact: true }).first().waitFor();
      await assertFits(page, 360, 'the cart');
      await assertAccessible(page, 'the cart on a phone', '[data-boundary="cartCheckout"]');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await page.getByRole('button', { name: 'Keep my items' }).click();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/payment-form\?/);
      await pageDrawn(page);
    });

    await step(tracked, 'phone-payment-form', async () => {
      const form = page.locator('[data-boundary="cartCheckout"]');
      await form
        .getByTestId('payment-amount')
        .filter({ hasText: /^N[\d,]+(\.\d\d)?$/ })
        .waitFor();
      await page.waitForFunction(
        (email) => (document.getElementById('checkout-email') as HTMLInputElement | null)?.value === email,
        shopper.email,
      );
      await fillDeliveryAddress(form, { zone: 'oyo', city: 'Ibadan North', street: '14 Ring Road', phone: '+234 803 123 4567' });
      const quote = await deliveryQuote(stack.apiUrl, shopper.accessToken, 'oyo');
      await form
        .getByTestId('payment-amount')
        .filter({ hasText: naira(quote.total) })
        .waitFor();
      await assertFits(page, 360, 'the payment form');
      await assertAccessible(page, 'the payment form on a phone', '[data-boundary="cartCheckout"]');
      await form.getByRole('button', { name: `Pay ${naira(quote.total)}` }).click();
      await page.waitForURL(/\/checkout\/[^/]+$/);
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
    });

    await step(tracked, 'phone-paid', async () => {
      await page.waitForURL(/\/payment-success\?/);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
      const mine = await callApi<{ orderId: string; orderNumber: string }[]>(
        stack.apiUrl,
        'GET',
        `/api/Order/user/${shopper.userId}`,
        shopper.accessToken,
      );
      orderId = mine.json.find((order) => order.orderNumber === orderNumber)!.orderId;
      await page.getByTestId('cart-count').filter({ hasText: /^0$/ }).waitFor();
      await assertFits(page, 360, 'the payment success page');
    });
    await tracked.context.close();
  });

  it('a visitor on a 360×740 phone: only the brand/search/cart row sticks, back-to-top clears the buy bar, Deliver to quotes fee and date', async () => {
    const tracked = await tab(360);
    const { page } = tracked;
    const shots = process.env.SHOTS_DIR;
    const shot = async (name: string) => {
      if (!shots) return;
      await page.screenshot({ path: path.join(shots, `phone-${name}.png`) });
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.screenshot({ path: path.join(shots, `phone-${name}-laptop.png`) });
      await page.setViewportSize({ width: 360, height: 740 });
    };
    await page.setViewportSize({ width: 360, height: 740 });
    const medicines = (await (await fetch(`${stack.apiUrl}/api/medicine/featuredMedicines`)).json()) as {
      id: string;
      name: string;
      prescriptionRequired?: boolean;
      stockStatus?: string;
    }[];
    const medicine = medicines.find((m) => !m.prescriptionRequired && m.stockStatus !== 'out-of-stock')!;

    await step(tracked, 'phone-sticky-header', async () => {
      await page.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      await page.locator('#root h1', { hasText: medicine.name }).waitFor();
      await pageDrawn(page);
      // What stays on screen of the header once the page is scrolled: its visible height.
      // Scrolled as far as the buy bar still rides the screen's bottom (past the 300 px back-to-top waits for).
      await page.evaluate(() => window.scrollTo(0, 360));
      await page.waitForFunction(() => window.scrollY > 300);
      const measured = await page.evaluate(() => {
        const header = document.querySelector('header.shell-header')!.getBoundingClientRect();
        const row = document.querySelector('.shell-header__main')!.getBoundingClientRect();
        return {
          whole: Math.round(header.height),
          sticking: Math.round(header.bottom - Math.max(header.top, 0)),
          row: Math.round(row.height),
          rowTop: Math.abs(Math.round(row.top)),
        };
      });
      console.log(`sticky header at 360×740: the whole header is ${measured.whole} px; ${measured.sticking} px stay on screen`);
      assert.equal(measured.rowTop, 0, 'the brand/search/cart row is at the top of the screen');
      assert.equal(measured.sticking, measured.row, 'only that row stays on screen');
      assert.ok(measured.sticking <= 64, `at most 64 of 740 px (${measured.sticking})`);
      await page.getByRole('link', { name: /^Cart, / }).waitFor();
    });

    await step(tracked, 'phone-back-to-top-and-buy-bar', async () => {
      const bar = page.getByRole('group', { name: 'Buy' }).first();
      await bar.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollY <= 300 && window.scrollTo(0, 320));
      const top = page.getByRole('button', { name: 'Back to top' });
      await top.waitFor();
      await page.waitForFunction(() => {
        const button = document.querySelector('.shell-back-to-top')!.getBoundingClientRect();
        const buy = document.querySelector('[data-bottom-bar]')!.getBoundingClientRect();
        const onScreen = buy.top < window.innerHeight && buy.bottom > 0;
        return onScreen && (button.bottom <= buy.top || button.top >= buy.bottom);
      });
      const [button, buy] = [await top.boundingBox(), await bar.boundingBox()];
      assert.ok(button && buy && buy.y < 740, 'the buy bar and back-to-top are both on screen');
      await shot('medicine-scrolled');
    });

    await step(tracked, 'phone-guest-deliver-to', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = page.getByTestId('stock-in-state');
      await box.getByLabel('Deliver to').selectOption('oyo');
      const quote = await callApi<{ deliveryFee: number; window: { text: string } }>(stack.apiUrl, 'POST', '/api/checkout/quote', '', {
        zone: 'oyo',
        items: [{ medicineId: medicine.id, quantity: 1 }],
      });
      assert.equal(quote.status, 200, 'the quote answers a visitor');
      await box
        .getByTestId('deliver-to-quote')
        .filter({ hasText: `Delivery ${naira(quote.json.deliveryFee)}, expected ${quote.json.window.text}` })
        .waitFor();
      await assertFits(page, 360, 'the medicine page with its Deliver to');
      await shot('medicine-deliver-to');
      await page
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await page.getByText('Added to cart').waitFor();
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByRole('button', { name: 'Log in to check out' }).waitFor();
      await page.getByLabel('Deliver to').selectOption('oyo');
      await page.getByTestId('delivery-window').waitFor();
      assert.equal(await page.getByTestId('delivery-fee').innerText(), naira(quote.json.deliveryFee));
      await assertFits(page, 360, 'the guest cart with its delivery estimate');
      await page.getByTestId('delivery-summary').scrollIntoViewIfNeeded();
      await shot('guest-cart');
    });
    await tracked.context.close();
  });

  it('fits every route at 320, 360 and 390 px, logged out, as a shopper with a long name and as an admin', async () => {
    assert.ok(orderId, 'the purchase above made an order to look at');
    const medicine = medicines[0]!;
    const shopRoutes = [
      '/dashboard',
      '/categories',
      '/all-category',
      '/category',
      '/medicines',
      `/medicines/category/${medicine.categoryId}`,
      `/medicines/${medicine.id}`,
      '/search?query=malaria',
      '/contact',
      '/about',
      '/service',
      '/faq',
      '/login',
      '/signup',
      '/resetss',
      '/confirm-email',
      '/reactivate',
      '/admin-login',
      '/not-found',
    ];
    const shopperRoutes = [
      '/profile',
      '/user-orders',
      `/order/${orderId}`,
      `/track/${orderId}`,
      '/cart',
      '/payment-form?totalPrice=7200&paymentType=medicine',
    ];
    const adminRoutes = [
      '/orders',
      `/orders/${orderId}`,
      '/payments',
      '/delivery',
      '/add-product',
      '/add-category',
      '/add-market',
      '/add-pharmacy',
      '/add-ambulance',
      '/add-laboratory',
      '/pharmacy',
      '/ambulance',
      '/laboratory',
      '/admin-signup',
      '/admin/medicines',
      `/admin/medicines/${medicine.id}`,
      '/admin/categories',
      '/admin/pharmacies',
      '/admin/ambulances',
      '/admin/laboratories',
      '/admin/stock-issues',
      '/admin/audit',
    ];
    const roles = [
      { name: 'visitor', tokens: undefined, routes: [...shopRoutes, ...shopperRoutes] },
      { name: 'shopper', tokens: shopper, routes: [...shopRoutes, ...shopperRoutes] },
      { name: 'admin', tokens: adminTokens, routes: [...shopRoutes, ...adminRoutes] },
    ];
    for (const role of roles) {
      // Each route is loaded once at the narrowest width, then the screen is widened in place.
      const tracked = await tab(WIDTHS[0]!, role.tokens);
      const { page } = tracked;
      for (const route of role.routes) {
        await step(tracked, `phone-fit-${role.name}-${route}`, async () => {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 780 });
          await page.goto(`${stack.siteUrl}${route}`);
          await pageDrawn(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 780 });
            await assertFits(page, width, `${route} as ${role.name}`);
            // SHOTS_DIR=<dir> keeps what each screen looked like, for a person to review.
            if (process.env.SHOTS_DIR && width === 360) {
              const name = `${role.name}${route.replace(/[^a-z0-9]+/gi, '-')}.png`.replace(/-+\.png$/, '.png');
              await page.screenshot({ path: path.join(process.env.SHOTS_DIR, name), fullPage: true });
            }
          }
          if (role.name === 'shopper') {
            // The menus open inside the screen too, with the long name in full.
            await page.setViewportSize({ width: 320, height: 780 });
            await page.getByRole('button', { name: 'Hello, Oluwaseyifunmi Adebayo-Okonkwo' }).click();
            await page.getByText('Signed in as').waitFor();
            await assertFits(page, 320, `${route} with the account menu open`);
            await page.keyboard.press('Escape');
          }
        });
      }
      if (role.name === 'admin') {
        await step(tracked, 'phone-admin-menu', async () => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const drawer = page.getByRole('navigation', { name: 'Menu' });
          await drawer.getByRole('heading', { name: 'Operations' }).waitFor();
          await drawer.getByRole('link', { name: 'Orders', exact: true }).click();
          await page.waitForURL(/\/orders$/);
          await pageDrawn(page);
          await assertFits(page, WIDTHS.at(-1)!, 'the admin orders page from the drawer');
        });
      }
      await tracked.context.close();
    }
  });

  it('keeps the list page in the URL: page 5, View, Back lands on page 5 where the shopper was', async () => {
    const tracked = await tab(360);
    const { page } = tracked;
    await step(tracked, 'phone-list-paging', async () => {
      await page.goto(`${stack.siteUrl}/medicines`);
      await pageDrawn(page);
      for (let next = 2; next <= 5; next++) {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText(`Page ${next} of`).waitFor();
        await page.waitForURL(new RegExp(`[?&]page=${next}$`));
        // The first card of the new page is on screen, not left below the pager.
        const top = await page
          .getByRole('list', { name: 'medicines' })
          .getByRole('article')
          .first()
          .evaluate((card) => card.getBoundingClientRect().top);
        assert.ok(top >= 0 && top < 780, `page ${next}'s first card is on screen (top ${top})`);
      }
      const cards = page.getByRole('list', { name: 'medicines' }).getByRole('article');
      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await last.getByRole('link', { name: /^View / }).click();
      await page.waitForURL(/\/medicines\/[0-9a-f-]{36}$/);
      await pageDrawn(page);
      await page.goBack();
      await page.waitForURL(/\/medicines\?page=5$/);
      await page.getByText('Page 5 of').waitFor();
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, scrolled);
    });
    await tracked.context.close();
  });

  it('returns to the cart after the login it asked for', async () => {
    const tracked = await tab(360);
    const { page } = tracked;
    await step(tracked, 'phone-cart-login-cart', async () => {
      // A visitor's cart is open to them (the items kept on this device); its Log in comes back here.
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByText('Your cart is empty. Start shopping now!').waitFor();
      await page.locator('[data-boundary="cartCheckout"]').getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL(/\/login\?returnTo=%2Fcart$/);
      await pageDrawn(page);
      await logInWithTheForm(page);
      await page.waitForURL(/\/cart$/);
      await page.locator('[data-boundary="cartCheckout"] h1').waitFor();
    });
    await tracked.context.close();
  });

  it('finds medicines by what they treat: "malaria" and "hypertension"', async () => {
    const tracked = await tab(360);
    const { page } = tracked;
    const search = async (text: string) => {
      await page.goto(`${stack.siteUrl}/search`);
      await pageDrawn(page);
      await page.getByRole('combobox', { name: 'Search medicines and categories' }).fill(text);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(new RegExp(`query=${text}`));
      await pageDrawn(page);
    };
    const shown = async () =>
      (await page.getByRole('list', { name: 'matching medicines' }).getByRole('heading').allInnerTexts()).map((name) => name.trim());
    await step(tracked, 'phone-search-malaria', async () => {
      await search('malaria');
      // The results are paged; the whole list comes from the same API the page uses.
      const all = (await callApi<Medicine[]>(stack.apiUrl, 'GET', '/api/medicine?search=malaria')).json.map((m) => m.name);
      for (const name of ['Amatem Softgel 80/480 (6)', 'Artequin 600/750 Tablets', 'Camosunate Adult Tablets']) {
        assert.ok(all.includes(name), `${name} is found by "malaria"`);
      }
      assert.ok((await shown()).length > 0, 'the search page shows the matches');
    });
    await step(tracked, 'phone-search-hypertension', async () => {
      await search('hypertension');
      const names = await shown();
      const all = (await callApi<Medicine[]>(stack.apiUrl, 'GET', '/api/medicine?search=hypertension')).json.map((m) => m.name);
      assert.ok(all.includes('Amlodipine 10mg Tablets (28)'), `Amlodipine among ${all.join(', ')}`);
      assert.ok(names.length > 0);
      await assertFits(page, 360, 'the search results');
    });
    await tracked.context.close();
  });
});
