// Search as a shopper types, at 360 px on the composed site with the real API (issue 54): an
// everyday complaint typed into the search box is suggested as it is typed ("running st" → "running
// stomach"); picking it runs the search, and the shopper adds a medicine for it to the cart. A
// brand the shop does not stock ("Advil") says so above the same ingredient. A search with no
// answer offers "Ask a pharmacist", which opens with the question written in.
// Each screen is checked at 360 px and 1280 px for anything sticking out sideways (screenshots with SHOTS_DIR set).
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
import { overflowPast, phone } from '../support/overflow';
import { newShopper } from '../support/shop-api';

const SHOTS_DIR = process.env.SHOTS_DIR;
const NOTHING = 'qwertyuiop';

describe('search journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  let tab: TrackedPage;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-search-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
    if (SHOTS_DIR) fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'search-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The screen at 360 px and at 1280 px: nothing sticks out sideways; a screenshot of each with SHOTS_DIR. Back to 360 px. */
  async function atBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 780 });
      await ready.waitFor();
      const overflow = await overflowPast(page, width);
      assert.deepEqual(overflow.elements, [], `${name} at ${width} px: these stick out past the screen`);
      assert.ok(overflow.documentWidth <= width, `${name} at ${width} px: the page is ${overflow.documentWidth} px wide`);
      if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 780 });
  }

  it('a complaint typed is suggested, picked, and a medicine for it goes in the cart', async () => {
    const shopper = await newShopper(stack, { firstName: 'Ngozi', lastName: 'Okafor', handle: 'ngozi', passwordPrefix: 'Enugu#Pharmacy' });
    tab = await signInOnLoad(await newTrackedPage(browser, phone(360)), shopper);
    const { page } = tab;

    await step(tab, 'the box suggests the complaint as it is typed', async () => {
      await page.goto(`${stack.siteUrl}/search`);
      const box = page.getByRole('combobox', { name: 'Search medicines and categories' });
      await box.waitFor({ timeout: 30_000 });
      await box.pressSequentially('running st');
      const option = page.getByRole('option', { name: /running stomach/ });
      await option.waitFor({ timeout: 30_000 });
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      await atBothWidths(page, 'search-suggestions', option);
      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      assert.ok(active, 'an option is active');
      await option.click();
      await page.waitForURL(/\/search\?query=running\+stomach/, { timeout: 30_000 });
    });

    await step(tab, 'a medicine for it goes in the cart', async () => {
      const list = page.getByRole('list', { name: 'matching medicines' });
      const add = list.getByRole('button', { name: /^Add to cart/ }).first();
      await add.waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'search-complaint-results', add);
      await add.click();
      await page
        .getByText(/added to cart/i)
        .first()
        .waitFor({ timeout: 30_000 });
    });
  });

  it('a brand we do not stock offers the same ingredient', async () => {
    const { page } = tab;
    await step(tab, '"Advil": we don\'t stock that brand, ibuprofen instead', async () => {
      await page.goto(`${stack.siteUrl}/search?query=Advil`);
      const note = page.getByRole('status').filter({ hasText: "We don't stock that brand" });
      await note.waitFor({ timeout: 30_000 });
      assert.match((await note.textContent()) ?? '', /ibuprofen/i);
      const first = page.getByRole('list', { name: 'matching medicines' }).getByRole('heading').first();
      await first.waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'search-brand-not-stocked', note);
    });
  });

  it('antibiotics asked for are listed as prescription-only, beside Ask a pharmacist', async () => {
    const { page } = tab;
    await step(tab, '"antibiotic for typhoid": prescription-only, Ask a pharmacist', async () => {
      await page.goto(`${stack.siteUrl}/search?query=${encodeURIComponent('antibiotic for typhoid')}`);
      const note = page.getByText(/What we found needs a prescription/);
      await note.waitFor({ timeout: 30_000 });
      const first = page.getByRole('list', { name: 'matching medicines' }).getByRole('listitem').first();
      await first.waitFor({ timeout: 30_000 });
      assert.match((await first.textContent()) ?? '', /Ciprotab/);
      const ask = page.getByRole('link', { name: 'Ask a pharmacist' });
      assert.match(
        new URL((await ask.getAttribute('href')) ?? '', stack.siteUrl).searchParams.get('subject') ?? '',
        /antibiotic for typhoid/,
      );
      await atBothWidths(page, 'search-prescription-first', note);
    });
  });

  it('a search with no answer offers Ask a pharmacist with the question written in', async () => {
    const { page } = tab;
    await step(tab, 'nothing found, Ask a pharmacist pre-filled', async () => {
      await page.goto(`${stack.siteUrl}/search`);
      const box = page.getByRole('combobox', { name: 'Search medicines and categories' });
      await box.waitFor({ timeout: 30_000 });
      await box.fill(NOTHING);
      await box.press('Enter');
      const ask = page.getByRole('link', { name: 'Ask a pharmacist' });
      await ask.waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'search-nothing-found', ask);
      await ask.click();
      const heading = page.getByRole('heading', { name: `About Do you have something for "${NOTHING}"? What would you recommend?` });
      await heading.waitFor({ timeout: 30_000 });
      await atBothWidths(page, 'search-ask-pharmacist', heading);
    });
  });
});
