// Issue 30, item 3: a new medicine must not go on sale as over the counter by accident. On a phone
// (360 px) and a laptop (1366 px) the seeded admin adds a blood-pressure medicine: the add form
// refuses it without a class (no default is chosen), warns that its ingredient matches the
// prescription-only Amlodipine already in the catalogue when the class says over the counter, and
// saves only with the confirming tick; added without a NAFDAC number it stays hidden (the shop does
// not show it and the edit page cannot unhide it) until its number is entered.
// SHOTS_DIR=<dir> keeps screenshots of the add form with its warning.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step } from '../support/browser';
import { phone } from '../support/overflow';
import { freePort } from '../support/ports';
import { callApi } from '../support/shop-api';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const POM = 'Amlodipine 10mg Tablets (28)';
const shots = process.env.SHOTS_DIR;

type AdminMedicine = { id: string; name: string; hidden: boolean; medicineClass: string; nafdacNumber: string };

describe('a new medicine cannot go on sale as over the counter by accident', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let adminToken: string;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-trust-new-medicine-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    const login = await callApi<{ accessToken: string }>(stack.apiUrl, 'POST', '/api/user/authenticate', undefined, ADMIN);
    adminToken = login.json.accessToken;
    if (shots) fs.mkdirSync(shots, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'trust-new-medicine-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const adminMedicines = async (search: string) =>
    (await callApi<AdminMedicine[]>(stack.apiUrl, 'GET', `/api/admin/medicines?search=${encodeURIComponent(search)}`, adminToken)).json;

  for (const width of [360, 1366]) {
    it(`at ${width} px: the class is required, a class mismatch is warned about, no NAFDAC number keeps it hidden`, async () => {
      const name = `Amlovar 5mg Tablets (30) ${width}`;
      const tracked = await newTrackedPage(browser, width === 360 ? phone(360) : { viewport: { width, height: 900 } });
      const page = tracked.page;
      const area = page.locator('[data-boundary="admin"]');

      await step(tracked, `trust-${width}-login`, async () => {
        await page.goto(`${stack.siteUrl}/admin-login`);
        await area.getByLabel('Username').fill(ADMIN.username);
        await area.getByLabel('Password', { exact: true }).fill(ADMIN.password);
        await area.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL(/\/admin$/);
      });

      await step(tracked, `trust-${width}-class-required`, async () => {
        await page.goto(`${stack.siteUrl}/add-product`);
        await area.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
        await area.getByLabel('Name').fill(name);
        await area.getByLabel('Price (N)').fill('2,800');
        await area.getByLabel('Category').selectOption({ label: 'Heart & Blood Pressure' });
        const classSelect = area.getByLabel('Class', { exact: true });
        assert.equal(await classSelect.inputValue(), '', 'no class is chosen for the admin');
        assert.equal(await classSelect.locator('option').first().innerText(), 'Choose…');
        await area.getByRole('button', { name: 'Add product' }).click();
        await area.getByText(/\*Class is required/).waitFor();
        await area.getByText('Failed to add product: please correct the marked fields.').waitFor();
        assert.deepEqual(await adminMedicines(name), [], 'nothing was added');
      });

      await step(tracked, `trust-${width}-mismatch-warning`, async () => {
        await area.getByLabel('Active ingredient(s)').fill('Amlodipine besilate');
        await area.getByLabel('Class', { exact: true }).selectOption({ label: 'Over the counter' });
        const warning = area.getByTestId('class-mismatch-warning');
        await warning.waitFor();
        assert.match(await warning.innerText(), new RegExp(`${POM.replace(/[()]/g, '\\$&')}.*same active ingredient`));
        if (shots) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(shots, `add-product-warning-${width}.png`), fullPage: true });
          await warning.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await page.screenshot({ path: path.join(shots, `add-product-warning-${width}-viewport.png`) });
        }
        await area.getByRole('button', { name: 'Add product' }).click();
        await area.getByText('Tick the box to confirm the class, or choose Prescription only (POM).').waitFor();
        assert.deepEqual(await adminMedicines(name), [], 'not saved without the tick');
        await warning.getByRole('checkbox', { name: 'I have checked: sell it as over the counter' }).check();
        await area.getByRole('button', { name: 'Add product' }).click();
        await area.getByRole('status').filter({ hasText: 'It is hidden from the shop until it has a NAFDAC number.' }).waitFor();
      });

      const [added] = await adminMedicines(name);
      assert.ok(added, 'added once confirmed');
      assert.equal(added.medicineClass, 'otc');
      assert.equal(added.hidden, true, 'no NAFDAC number: hidden');
      assert.equal((await callApi(stack.apiUrl, 'GET', `/api/medicine/${added.id}`)).status, 404, 'the shop does not show it');

      await step(tracked, `trust-${width}-stays-hidden`, async () => {
        await page.goto(`${stack.siteUrl}/admin/medicines/${added.id}`);
        await area.getByRole('heading', { level: 1, name: 'Edit medicine' }).waitFor();
        await area.getByLabel('Hidden from the shop').uncheck();
        await area.getByRole('button', { name: 'Save changes' }).click();
        await area.getByText(/has no NAFDAC number, so it cannot be shown in the shop/).waitFor();
        assert.equal((await adminMedicines(name))[0].hidden, true, 'still hidden');
        await area.getByRole('button', { name: 'Reload the medicine' }).click();
        await area.getByLabel('NAFDAC number').fill('B4-5521L');
        await area.getByLabel('Hidden from the shop').uncheck();
        await area.getByRole('button', { name: 'Save changes' }).click();
        await area.getByText(/^Saved: version 2\./).waitFor();
      });
      const shown = await callApi<{ name: string; medicineClass: string }>(stack.apiUrl, 'GET', `/api/medicine/${added.id}`);
      assert.equal(shown.status, 200, 'with its NAFDAC number it can be shown');
      await tracked.context.close();
    });
  }
});
