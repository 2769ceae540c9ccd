// The set-up the care journeys share (care-help, lab-tests): one stack (site, API, sandbox) and one
// browser per file, the API called directly for the parts a journey does not click through, and a
// check that nothing sticks out sideways (with a screenshot when SHOTS_DIR is set).
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from './journey-stack';
import { launchBrowser } from './browser';
import { freePort } from './ports';
import { callApi } from './shop-api';
import { overflowPast } from './overflow';

export const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };
export const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const SHOTS_DIR = process.env.SHOTS_DIR;

export type CareJourney = {
  stack: RunningStack;
  browser: Browser;
  logs: string[];
  api: <T>(method: string, urlPath: string, token?: string, body?: unknown) => ReturnType<typeof callApi<T>>;
  /** Nothing sticks out sideways at this width; a screenshot with SHOTS_DIR. */
  check: (page: Page, name: string, ready: Locator) => Promise<void>;
  /** The seeded admin signed in on the admin login page. */
  adminLogin: (page: Page) => Promise<void>;
};

/** Registers the suite's before/after hooks (call it inside `describe`); the stack is there from the first test on. */
export function careJourney(name: string): CareJourney {
  const journey = { logs: [] as string[] } as CareJourney;
  journey.api = <T>(method: string, urlPath: string, token?: string, body?: unknown) =>
    callApi<T>(journey.stack.apiUrl, method, urlPath, token, body);
  journey.check = async (page, shot, ready) => {
    await ready.waitFor({ timeout: 30_000 });
    const width = page.viewportSize()!.width;
    const overflow = await overflowPast(page, width);
    assert.deepEqual(overflow.elements, [], `${shot} at ${width} px: these stick out`);
    if (SHOTS_DIR) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${shot}-${width}.png`), fullPage: true });
    }
  };
  journey.adminLogin = async (page) => {
    const area = page.locator('[data-boundary="admin"]');
    await page.goto(`${journey.stack.siteUrl}/admin-login`);
    await area.getByLabel('Username').fill(ADMIN.username);
    await area.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await area.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin$/);
  };

  before(async () => {
    buildFrontEnds();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `epharmacy-${name}-`));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    journey.stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => journey.logs.push(line) });
    journey.browser = await launchBrowser();
  });

  after(async () => {
    await journey.browser?.close();
    await journey.stack?.stop();
  });
  return journey;
}
