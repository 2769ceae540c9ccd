// Lab tests, in a real browser on the composed site: a shopper books a home collection at 360 px
// (the area's fee in the total), the laboratory's staff uploads the result, and the shopper opens it
// from My lab tests; the page also fits a 1366 px laptop. Screenshots with SHOTS_DIR.
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
import { callApi, newShopper } from '../support/shop-api';
import { overflowPast } from '../support/overflow';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const SHOTS_DIR = process.env.SHOTS_DIR;
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

describe('lab tests journey: book a home test, read the result', () => {
  let browser: Browser;
  let stack: RunningStack;
  const logs: string[] = [];
  const api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);

  async function check(page: Page, name: string, ready: Locator) {
    await ready.waitFor({ timeout: 30_000 });
    const width = page.viewportSize()!.width;
    const overflow = await overflowPast(page, width);
    assert.deepEqual(overflow.elements, [], `${name} at ${width} px: these stick out`);
    if (SHOTS_DIR) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
  }

  before(async () => {
    buildFrontEnds();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-labs-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a shopper books a home test at 360 px, the laboratory uploads the result and the shopper opens it', async () => {
    const shopper = await newShopper(stack, { firstName: 'Ngozi', lastName: 'Obi', handle: 'ngozi', passwordPrefix: 'Onitsha#Pharmacy' });
    const tab = await signInOnLoad(await newTrackedPage(browser, PHONE), shopper);
    const page = tab.page;
    const area = page.locator('[data-page="lab-tests"]');
    await step(tab, 'lab-book', async () => {
      await page.goto(`${stack.siteUrl}/account/lab-tests`);
      // A Lagos laboratory: it collects at home (a laboratory elsewhere may take samples at the laboratory only).
      const offered = await api<{ id: string; laboratoryLocation: string }[]>('GET', '/api/labs/tests');
      const lagos = offered.json.find((t) => /Lagos/i.test(t.laboratoryLocation));
      assert.ok(lagos, 'a seeded Lagos laboratory test');
      await area.getByLabel('Test', { exact: true }).selectOption(lagos.id);
      await area.getByRole('radio', { name: /At home/ }).check();
      const slot = area.getByLabel('Area and time');
      await slot.locator('option').nth(1).waitFor({ state: 'attached', timeout: 30_000 });
      const value = await slot.locator('option').nth(1).getAttribute('value');
      await slot.selectOption(value!);
      await area.getByLabel('Collection address').fill('12 Herbert Macaulay Way, Yaba');
      await check(page, 'lab-tests-form', area.getByRole('button', { name: 'Book' }));
      await area.getByRole('button', { name: 'Book' }).click();
      await area.getByRole('listitem').filter({ hasText: 'Booked' }).first().waitFor({ timeout: 30_000 });
    });

    const mine = await api<{ id: string; testName: string }[]>('GET', '/api/labs/bookings', shopper.accessToken);
    const booking = mine.json[0];
    const tests = await api<{ id: string; laboratoryId: string }[]>('GET', '/api/labs/tests');
    const selected = await area.getByLabel('Test', { exact: true }).inputValue();
    const labId = tests.json.find((t) => t.id === selected)!.laboratoryId;

    const staff = await newShopper(stack, { firstName: 'Kemi', lastName: 'Lab', handle: 'kemilab', passwordPrefix: 'Yaba#Laboratory' });
    const admin = await api<{ accessToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const granted = await api('PUT', `/api/admin/users/${staff.userId}/laboratory`, admin.json.accessToken, { laboratoryId: labId });
    assert.equal(granted.status, 200, JSON.stringify(granted.json));
    const form = new FormData();
    // A 1x1 PNG: the server checks it by content and re-encodes it.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
    form.set('file', new Blob([png], { type: 'image/png' }), 'result.png');
    const uploaded = await fetch(`${stack.apiUrl}/api/lab/bookings/${booking.id}/result`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.accessToken}` },
      body: form,
    });
    assert.equal(uploaded.status, 201, await uploaded.text());

    await step(tab, 'lab-result', async () => {
      await page.reload();
      const card = area.getByRole('listitem', { name: booking.testName }).first();
      await check(page, 'lab-tests-result-ready', card.getByRole('button', { name: 'Open result' }));
      const [popup] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: 'Open result' }).click()]);
      assert.match(popup.url(), /^blob:/);
    });

    const laptop = await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } }), shopper);
    await laptop.page.goto(`${stack.siteUrl}/account/lab-tests`);
    await check(laptop.page, 'lab-tests', laptop.page.locator('[data-page="lab-tests"]').getByRole('listitem').first());
    await laptop.context.close();
    await tab.context.close();
  });
});
