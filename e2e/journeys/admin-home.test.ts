// The admin home in a real browser at laptop width: the seeded admin logs in and lands on the home
// (sales, orders waiting, stock running out), follows "To pack" to the Orders list filtered to
// Pending, and back; reads the sales chart, exports a report for a span of days, and imports a
// corrected catalogue CSV after a dry run refused its first version. Screenshots at 1366 px and
// 360 px go to SHOTS_DIR when it is set.
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
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
const shots = process.env.SHOTS_DIR;

describe('admin home journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-admin-home-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    if (shots) fs.mkdirSync(shots, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'admin-home-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an admin lands on the home, reads the figures and follows "To pack" to the filtered orders', async () => {
    const admin = await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } });
    const page = admin.page;
    const area = page.locator('[data-boundary="admin"]');

    await step(admin, 'home-login', async () => {
      await page.goto(`${stack.siteUrl}/admin-login`);
      await area.getByLabel('Username').fill(ADMIN.username);
      await area.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await area.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/\/admin$/);
    });

    await step(admin, 'home-figures', async () => {
      await area.getByRole('heading', { level: 1, name: 'Admin home' }).waitFor();
      await area.getByRole('heading', { name: 'Today' }).waitFor();
      await area.getByRole('heading', { name: 'Stock running out' }).waitFor();
      await area.getByRole('heading', { name: 'Expiring within 90 days' }).waitFor();
      // The chart library is loaded on demand and draws into its box.
      await area.getByTestId('sales-chart').locator('canvas').waitFor();
      await assertAccessible(page, 'admin home', '[data-boundary="admin"]');
      if (shots) await page.screenshot({ path: path.join(shots, 'admin-home-1366.png'), fullPage: true });
    });

    await step(admin, 'home-to-pack', async () => {
      await area.getByRole('link', { name: 'To pack' }).click();
      await page.waitForURL(/\/orders\?status=Pending$/);
      await area.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    });

    await step(admin, 'home-phone', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`${stack.siteUrl}/admin`);
      await area.getByRole('heading', { name: 'Today' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the home fits a 360 px phone (overflow ${overflow}px)`);
      if (shots) await page.screenshot({ path: path.join(shots, 'admin-home-360.png'), fullPage: true });
    });

    await step(admin, 'reorder-level', async () => {
      // A medicine's edit page, where its reorder level is set.
      await page.goto(`${stack.siteUrl}/admin/medicines`);
      await area
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      const panel = area.getByRole('region', { name: 'Reorder level' });
      await panel.waitFor();
      await panel.getByRole('textbox', { name: /Reorder level/ }).fill('7');
      await panel.getByRole('button', { name: 'Save level' }).click();
      await panel.getByText('Reorder level set to 7.').waitFor();
      await panel.getByText('In force: 7 units.').waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, 'medicine-edit-360.png'), fullPage: true });
      const wide = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
      assert.ok(wide <= 0, `the reorder level panel fits a 360 px phone (overflow ${wide}px)`);
      await page.setViewportSize({ width: 1366, height: 900 });
      if (shots) await page.screenshot({ path: path.join(shots, 'medicine-edit-1366.png'), fullPage: true });
    });

    await step(admin, 'report-export', async () => {
      await page.goto(`${stack.siteUrl}/admin/reports`);
      await area.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
      await area.getByLabel('First day').fill('2026-01-01');
      await area.getByLabel('Last day').fill(today);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        area.getByRole('button', { name: 'Download sales by medicine (CSV)' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `sales-by-medicine-2026-01-01-to-${today}.csv`);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      assert.match(csv.split('\r\n')[0], /^medicine_id,medicine,category,orders,units,sales_naira$/);
      await area.getByRole('status').filter({ hasText: 'Downloaded sales-by-medicine' }).waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, 'reports-1366.png'), fullPage: true });
    });

    await step(admin, 'catalogue-import', async () => {
      await page.goto(`${stack.siteUrl}/admin/catalogue-csv`);
      await area.getByRole('heading', { level: 1, name: 'Catalogue by CSV' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        area.getByRole('button', { name: 'Download the catalogue (CSV)' }).click(),
      ]);
      const lines = fs
        .readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      const header = lines[0].split(',');
      const priceAt = header.indexOf('price_naira');
      // A plain row (no quoted field) to edit as a spreadsheet would.
      const index = lines.findIndex((l, i) => i > 0 && !l.includes('"'));
      const fields = lines[index].split(',');
      const upload = (price: string) => {
        const edited = [...fields];
        edited[priceAt] = price;
        return { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from([lines[0], edited.join(',')].join('\r\n')) };
      };
      await area.getByLabel('Edited catalogue (CSV)').setInputFiles(upload('-5'));
      await area.getByRole('button', { name: 'Check the file' }).click();
      await area.getByRole('heading', { name: 'Dry run: nothing changed yet' }).waitFor();
      await area.getByRole('cell', { name: 'negative price' }).waitFor();
      assert.equal(await area.getByRole('button', { name: /^Apply/ }).count(), 0);
      const corrected = (Number(fields[priceAt]) + 10).toFixed(2);
      await area.getByLabel('Edited catalogue (CSV)').setInputFiles(upload(corrected));
      await area.getByRole('button', { name: 'Check the file' }).click();
      await area.getByRole('status').filter({ hasText: '1 changed' }).waitFor();
      await area.getByRole('button', { name: 'Apply 1 change' }).click();
      await area.getByRole('heading', { name: 'Applied' }).waitFor();
      await assertAccessible(page, 'catalogue by CSV', '[data-boundary="admin"]');
      if (shots) await page.screenshot({ path: path.join(shots, 'catalogue-csv-1366.png'), fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (shots) await page.screenshot({ path: path.join(shots, 'catalogue-csv-360.png'), fullPage: true });
      assert.ok(overflow <= 0, `the import result fits a 360 px phone (overflow ${overflow}px)`);
    });
  });
});
