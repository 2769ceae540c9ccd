// Words and numbers never break inside themselves (issue 30, item 7): on every shop and admin
// route, taken from the remotes' route manifests (routes.json) so a new route is covered, at 320,
// 360 and 1366 px, no amount of money ("N4,500.-00"), no badge ("Succ-ess") and no word
// ("Amlodipin-e") is drawn on two lines, and nothing with text may be hyphenated by the browser.
// Shop routes are visited as a shopper with an order and an item in the cart, admin and pharmacist
// routes as an admin who is also a pharmacist. SHOTS_DIR=<dir> keeps screenshots of the
// payments, product, cart and order pages at each width.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import { REPO_ROOT, type RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, signInOnLoad, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { brokenInside } from '../support/no-wrap';
import { approveHealthAccess, callApi, giveHealthConsent, newAdmin, newShopper, type Shopper } from '../support/shop-api';
import { deliveryQuote, IKEJA } from '../support/delivery-form';

const WIDTHS = [320, 360, 1366];
const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const REMOTES = ['catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'];
/** Pages kept as screenshots (SHOTS_DIR): the ones item 7 names. */
const SHOT = /^\/(payments|medicines\/[^/]+|cart|order\/[^/]+|orders\/[^/]+)$/;

type Tokens = { accessToken: string; refreshToken: string };
type Route = { path: string; guard?: 'login' | 'admin' | 'pharmacist' };

/** Every route the built remotes draw, from the routes.json each publishes beside its remoteEntry.js. */
function manifestRoutes(): Route[] {
  return REMOTES.flatMap((remote) => {
    const file = path.join(REPO_ROOT, remote, 'dist', 'routes.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Route[] | { routes: Route[] };
    return Array.isArray(manifest) ? manifest : manifest.routes;
  });
}

/** A route's path with its parameters filled in; a parameter this journey does not know fails it, so a new one is added here. */
function fillIn(route: string, values: Record<string, string>): string {
  return `/${route.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    assert.ok(value, `the journey has no value for :${name} in /${route}: add one to the values below`);
    return value;
  })}`;
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

/** Pays for the shopper's cart through the API and the sandbox's hosted page, as the shop's pages do; returns the order. */
async function buyCart(stack: RunningStack, shopper: Shopper): Promise<{ orderId: string; reference: string }> {
  const quote = await deliveryQuote(stack.apiUrl, shopper.accessToken, IKEJA.zone);
  const body = {
    amount: quote.total,
    email: shopper.email,
    paymentType: 'medicine',
    deliveryAddress: IKEJA,
    billingAddress: `${IKEJA.street}, ${IKEJA.city}`,
    userId: shopper.userId,
  };
  const init = await callApi<{ data: { authorization_url: string; reference: string } }>(
    stack.apiUrl,
    'POST',
    '/api/payment/initiate',
    shopper.accessToken,
    body,
  );
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const { authorization_url: url, reference } = init.json.data;
  const form = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)?.[1];
  assert.ok(action, 'the sandbox serves its card form');
  await fetch(new URL(action, url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4084084084084081', expiry: '12/30', cvv: '408' }).toString(),
  });
  const placed = await callApi<{ orderId: string }>(stack.apiUrl, 'POST', '/api/Order/place', shopper.accessToken, {
    userId: shopper.userId,
    reference,
  });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  return { orderId: placed.json.orderId, reference };
}

/**
 * A sale the clinical checks hold for a pharmacist, for the safety hold's page: codeine checked out
 * for the shopper's six-year-old (nothing charged); the cart is emptied after.
 */
async function heldSaleForAChild(stack: RunningStack, shopper: Shopper, catalogue: { id: string; name: string }[]): Promise<string> {
  const codeine = catalogue.find((m) => /^Codeine/.test(m.name));
  assert.ok(codeine, 'the seed sells codeine');
  await giveHealthConsent(stack.apiUrl, shopper.accessToken, 'prescriptions');
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 6);
  const child = await callApi<{ id: string }>(stack.apiUrl, 'POST', '/api/medication-profiles', shopper.accessToken, {
    relationship: 'child',
    label: 'Oluwadamilare',
    dateOfBirth: born.toISOString().slice(0, 10),
    sex: 'male',
  });
  assert.equal(child.status, 201, JSON.stringify(child.json));
  await callApi(stack.apiUrl, 'POST', '/api/carts/add', shopper.accessToken, {
    medicineId: codeine.id,
    quantity: 1,
    userId: shopper.userId,
  });
  const held = await callApi<{ code?: string; errors?: { field: string; message: string }[] }>(
    stack.apiUrl,
    'POST',
    '/api/payment/initiate',
    shopper.accessToken,
    {
      amount: (await deliveryQuote(stack.apiUrl, shopper.accessToken, IKEJA.zone)).total,
      email: shopper.email,
      paymentType: 'medicine',
      deliveryAddress: IKEJA,
      billingAddress: IKEJA.street,
      userId: shopper.userId,
      profileId: child.json.id,
    },
  );
  assert.equal(held.json.code, 'safety-review-required', JSON.stringify(held.json));
  await callApi(stack.apiUrl, 'DELETE', `/api/carts/clearcart/${shopper.userId}`, shopper.accessToken);
  const holdId = held.json.errors?.find((e) => e.field === 'safetyHoldId')?.message;
  assert.ok(holdId, 'the answer names the hold');
  return holdId;
}

describe('no price or badge breaks inside itself', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let shopper: Shopper;
  let staff: Shopper;
  const values: Record<string, string> = {};
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-no-wrap-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const admin = (await callApi<Tokens>(stack.apiUrl, 'POST', '/api/user/authenticate', undefined, ADMIN)).json;
    // An admin who is also a pharmacist (granted by the first admin: nobody grants it to themself).
    const person = { firstName: 'Chiamaka', lastName: 'Nwachukwu-Obi', handle: 'chiamaka', passwordPrefix: 'Enugu#Pharmacy' };
    staff = await newAdmin(stack, person, admin.accessToken);
    const granted = await callApi(stack.apiUrl, 'PUT', `/api/admin/users/${staff.userId}/pharmacist`, admin.accessToken, {
      pharmacist: true,
      pcnRegistrationNumber: 'PCN/045678',
    });
    // A second person, a pharmacist, approves the admin's request (issue 47 finding 10).
    assert.equal(await approveHealthAccess(stack.apiUrl, granted), 200);
    const again = await callApi<Tokens>(stack.apiUrl, 'POST', '/api/user/authenticate', undefined, {
      username: staff.userName,
      password: staff.password,
    });
    staff = { ...staff, ...again.json };

    shopper = await newShopper(stack, {
      firstName: 'Oluwaseyifunmi',
      lastName: 'Adebayo-Okonkwo',
      handle: 'seyi',
      passwordPrefix: 'Ibadan#Pharmacy',
    });
    const catalogue = (
      await callApi<{ id: string; name: string; categoryId: string; price: number; prescriptionRequired?: boolean }[]>(
        stack.apiUrl,
        'GET',
        '/api/medicine',
      )
    ).json;
    const medicines = catalogue.filter((m) => !m.prescriptionRequired);
    const holdId = await heldSaleForAChild(stack, shopper, catalogue);
    // The dearest medicines, so that amounts are as long as they get (N1,234,567).
    const dear = [...medicines].sort((a, b) => b.price - a.price);
    const add = (medicineId: string, quantity: number) =>
      callApi(stack.apiUrl, 'POST', '/api/carts/add', shopper.accessToken, { medicineId, quantity, userId: shopper.userId });
    await add(dear[0]!.id, 3);
    await add(dear[1]!.id, 2);
    const { orderId } = await buyCart(stack, shopper);
    // A checkout the shopper cancelled on the provider's page, for the payments page to name.
    await add(dear[2]!.id, 1);
    const cancelled = await callApi<{ data: { authorization_url: string; reference: string } }>(
      stack.apiUrl,
      'POST',
      '/api/payment/initiate',
      shopper.accessToken,
      {
        amount: (await deliveryQuote(stack.apiUrl, shopper.accessToken, IKEJA.zone)).total,
        email: shopper.email,
        paymentType: 'medicine',
        deliveryAddress: IKEJA,
        billingAddress: IKEJA.street,
        userId: shopper.userId,
      },
    );
    await fetch(cancelled.json.data.authorization_url.replace(/\/checkout\/([^/]+)$/, '/checkout/$1/cancel'));
    await callApi(stack.apiUrl, 'GET', `/api/payment/verify/${cancelled.json.data.reference}`, shopper.accessToken);
    // A question to the pharmacist, for the shopper's conversation page and the pharmacist's answer page.
    await giveHealthConsent(stack.apiUrl, shopper.accessToken, 'conversations');
    const question = await callApi<{ thread: { id: string } }>(stack.apiUrl, 'POST', '/api/conversations', shopper.accessToken, {
      topic: 'general',
      subject: 'Taking paracetamol with ibuprofen',
      message: 'Can I take paracetamol and ibuprofen on the same day?',
    });
    assert.equal(question.status, 201, JSON.stringify(question.json));
    // The cart keeps an item for the cart and payment pages.
    Object.assign(values, {
      threadId: question.json.thread.id,
      // The caller's page draws its heading and says the request is not found without its code.
      requestId: '00000000-0000-4000-8000-000000000000',
      orderId,
      id: dear[0]!.id,
      medicineId: dear[0]!.id,
      categoryId: dear[0]!.categoryId,
      // No check before payment is waiting: the page draws its heading and says the approval is not there.
      approvalId: '00000000-0000-4000-8000-000000000000',
      // No refill plan waits for a check: the page draws its heading and says the plan is not there.
      planId: '00000000-0000-4000-8000-000000000000',
      holdId,
    });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'no-wrap-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('every shop and admin route at 320, 360 and 1366 px: no amount or badge on two lines, nothing hyphenated', async () => {
    const routes = manifestRoutes();
    assert.ok(routes.length > 30, `the manifests list the site's routes (${routes.length})`);
    const staffOnly = (r: Route) => r.guard === 'admin' || r.guard === 'pharmacist';
    const roles: { name: string; tokens: Tokens; routes: Route[] }[] = [
      { name: 'shopper', tokens: shopper, routes: routes.filter((r) => !staffOnly(r)) },
      { name: 'admin', tokens: staff, routes: routes.filter(staffOnly) },
    ];
    const shots = process.env.SHOTS_DIR;
    if (shots) fs.mkdirSync(shots, { recursive: true });
    const problems: string[] = [];
    let measured = 0;
    for (const role of roles) {
      const tracked: TrackedPage = await signInOnLoad(
        await newTrackedPage(browser, { viewport: { width: 320, height: 800 } }),
        role.tokens,
      );
      const { page } = tracked;
      for (const route of role.routes) {
        const url = fillIn(route.path, values);
        await step(tracked, `no-wrap-${role.name}-${url}`, async () => {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
          await page.goto(`${stack.siteUrl}${url}`);
          await pageDrawn(page);
          // The admin's payments: one row opened, so its details are measured too.
          if (url === '/payments')
            await page
              .getByRole('button', { name: /^Details of / })
              .first()
              .click();
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            const broken = await brokenInside(page);
            measured += broken.measured;
            for (const what of broken.wrapped) problems.push(`${url} at ${width} px as ${role.name}: ${what}`);
            for (const what of broken.splitWords) problems.push(`${url} at ${width} px as ${role.name}: word split ${what}`);
            for (const what of broken.hyphenated) problems.push(`${url} at ${width} px as ${role.name}: may hyphenate ${what}`);
            if (shots && SHOT.test(url)) {
              const name = `${url
                .replace(/^\//, '')
                .replace(/\/[0-9a-f-]{36}$/, '')
                .replace(/\//g, '-')}-${width}.png`;
              await page.screenshot({ path: path.join(shots, name), fullPage: true });
            }
          }
        });
      }
      await tracked.context.close();
    }
    assert.ok(measured > 100, `amounts and badges were found to measure (${measured})`);
    assert.deepEqual(problems, [], 'these break inside themselves');
  });
});
