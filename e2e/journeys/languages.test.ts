// Languages (issue 34, item 3): a visitor on a 360 px phone picks Nigerian Pidgin in the header;
// the shop's own words change without a reload and stay after one; a signed-in shopper's choice
// goes to their account. Layouts hold translations 35 % longer than English: every converted
// page, and the header's menu, drawn in the pseudo-locale (English plus 35 % filler, en-XA) at
// 360 and 1366 px, sticks out nowhere. SHOTS_DIR=<dir> keeps the Pidgin dashboard, a product page,
// the catalogue's other pages, the 404 and the header menu at both widths.
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
import { overflowPast, phone } from '../support/overflow';
import { callApi, newShopper, type Shopper } from '../support/shop-api';

const WIDTHS = [360, 1366];
/** The catalogue's other pages and the shell's 404, with a Pidgin text each shows. */
const OTHER_PAGES: [route: string, pidgin: string][] = [
  ['/categories', 'Pick one kind make you see the medicine dem wey dey inside.'],
  ['/category', 'Find one kind'],
  ['/contact', 'Send us message'],
  ['/about', 'Wetin we wan do'],
  ['/service', 'Wetin we dey do'],
  ['/faq', 'I need prescription?'],
  ['/privacy', 'Who dey handle your data for us'],
  ['/terms', 'Wetin we dey responsible for'],
  ['/legal', 'How we dey sell medicine'],
  ['/no-such-page', 'Sorry, we no fit find the page wey you dey find.'],
];
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Waits until a remote's page is drawn and its loading states are gone. */
async function pageDrawn(page: Page): Promise<void> {
  await page.locator('[data-boundary] h1, [data-boundary-fallback], .shell-not-found').first().waitFor({ timeout: 30_000 });
  await page
    .locator('[data-boundary] .ep-loading, [data-boundary] .catalog-skeleton__card, .shell-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

async function assertFits(page: Page, width: number, label: string): Promise<void> {
  const overflow = await overflowPast(page, width);
  assert.deepEqual(overflow.elements, [], `${label} at ${width} px: these stick out past the screen`);
  assert.ok(overflow.documentWidth <= width, `${label} at ${width} px: the page is ${overflow.documentWidth} px wide`);
}

/** The header's menu: the drawer on a phone, the account menu on a wide screen. */
async function openMenu(page: Page, width: number): Promise<void> {
  if (width < 700) await page.locator('.shell-header__menu').click();
  else await page.locator('.shell-account__toggle').click();
}

const shot = async (page: Page, name: string) => {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: !name.includes('menu') });
};

describe('languages', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let shopper: Shopper;
  let medicineId = '';
  const logs: string[] = [];

  async function tab(width: number, locale: string, tokens?: { accessToken: string; refreshToken: string }): Promise<TrackedPage> {
    const tracked = await newTrackedPage(browser, width < 700 ? phone(width) : { viewport: { width, height: 900 } });
    await tracked.context.addInitScript((tag) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', tag);
    }, locale);
    return tokens ? signInOnLoad(tracked, tokens) : tracked;
  }

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-languages-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    shopper = await newShopper(stack, {
      firstName: 'Chiamaka',
      lastName: 'Oluwaseyifunmi-Okonkwo',
      handle: 'ada',
      passwordPrefix: 'Enugu#Pharmacy',
    });
    const medicines = (await callApi<{ id: string; stockStatus?: string }[]>(stack.apiUrl, 'GET', '/api/medicine')).json;
    medicineId = (medicines.find((m) => m.stockStatus === 'low-stock') ?? medicines[0]).id;
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'languages-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a visitor picks Pidgin in the header on a 360 px phone; the words change at once and stay after a reload', async () => {
    const tracked = await tab(360, 'en');
    const { page } = tracked;
    await step(tracked, 'the dashboard in English', async () => {
      await page.goto(`${stack.siteUrl}/dashboard`);
      await pageDrawn(page);
      await page.getByRole('link', { name: 'Start Shopping' }).waitFor();
    });
    await step(tracked, 'Pidgin chosen in the header', async () => {
      assert.equal(await page.locator('option[value="pcm"]').innerText(), 'Naijá (Pidgin)');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pcm');
      await page.getByRole('link', { name: 'Start to buy' }).waitFor();
      await page.getByRole('heading', { name: 'Medicine wey we dey show' }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'pcm');
    });
    await step(tracked, 'still Pidgin after a reload', async () => {
      await page.reload();
      await pageDrawn(page);
      await page.getByRole('link', { name: 'Start to buy' }).waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Language' }).inputValue(), 'pcm');
    });
    await tracked.context.close();
  });

  it("a signed-in shopper's choice is sent to their account, for their mails and texts", async () => {
    const tracked = await tab(360, 'en', shopper);
    const { page } = tracked;
    await page.goto(`${stack.siteUrl}/medicines`);
    await pageDrawn(page);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/user/language') && request.postData() === '{"locale":"pcm"}',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pcm');
    assert.equal((await (await sent).response())?.status(), 204);
    await page.getByRole('heading', { level: 1, name: 'Medicine dem' }).waitFor();
    await tracked.context.close();
  });

  for (const width of WIDTHS) {
    it(`at ${width} px, the converted pages and the header menu hold texts 35 % longer (pseudo-locale)`, async () => {
      const tracked = await tab(width, 'en-XA', shopper);
      const { page } = tracked;
      const pages = ['/dashboard', '/medicines', '/search?query=para', `/medicines/${medicineId}`, ...OTHER_PAGES.map(([route]) => route)];
      for (const route of pages) {
        await step(tracked, `${route} in the pseudo-locale`, async () => {
          await page.goto(`${stack.siteUrl}${route}`);
          await pageDrawn(page);
          assert.match((await page.locator('.shell-footer__promises').innerText()).trim(), /ẋẋẋẋ/, 'the texts are lengthened');
          await assertFits(page, width, route);
        });
      }
      await step(tracked, 'the header menu in the pseudo-locale', async () => {
        await openMenu(page, width);
        await assertFits(page, width, 'header menu');
      });
      await tracked.context.close();
    });

    it(`at ${width} px, the dashboard, a product page and the header menu in Pidgin`, async () => {
      const tracked = await tab(width, 'pcm', shopper);
      const { page } = tracked;
      await page.goto(`${stack.siteUrl}/dashboard`);
      await pageDrawn(page);
      await page.getByRole('heading', { name: 'Medicine wey we dey show' }).waitFor();
      await page.getByRole('tab', { name: 'Pikin (Pediatrics)' }).waitFor();
      await page.getByRole('link', { name: 'Oya buy now' }).waitFor();
      await assertFits(page, width, 'Pidgin dashboard');
      await shot(page, `dashboard-pcm-${width}`);
      await page.goto(`${stack.siteUrl}/medicines/${medicineId}`);
      await pageDrawn(page);
      await page.getByRole('link', { name: '← All the medicine dem' }).waitFor();
      // The product page's own lines: facts, delivery to the shopper's state, the refill block.
      await page.getByRole('heading', { name: 'Wetin dey inside the pack' }).waitFor();
      await page.getByLabel('Bring am come').waitFor();
      await page
        .getByTestId('stock-in-state')
        .getByText(/^(E dey for|E go comot from|E no dey to deliver)/)
        .waitFor();
      await page.getByRole('heading', { name: 'You dey take am every month?' }).waitFor();
      await page.getByRole('heading', { name: 'Side effect or you think say e fake?' }).waitFor();
      await assertFits(page, width, 'Pidgin product page');
      await shot(page, `product-pcm-${width}`);
      for (const [route, pidgin] of OTHER_PAGES) {
        await step(tracked, `${route} in Pidgin`, async () => {
          await page.goto(`${stack.siteUrl}${route}`);
          await pageDrawn(page);
          await page.getByText(pidgin, { exact: true }).filter({ visible: true }).first().waitFor();
          await assertFits(page, width, `Pidgin ${route}`);
          await shot(page, `${route.slice(1)}-pcm-${width}`);
        });
      }
      await openMenu(page, width);
      await page
        .getByRole('button', { name: 'Comot' })
        .or(page.getByRole('link', { name: 'Your profile' }))
        .first()
        .waitFor();
      await page.getByRole('link', { name: 'My lab test dem' }).filter({ visible: true }).first().waitFor();
      await shot(page, `header-menu-pcm-${width}`);
      await tracked.context.close();
    });
  }
});
