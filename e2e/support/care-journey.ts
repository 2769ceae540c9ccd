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

/** With SHOTS_DIR, the same screen on a laptop too (1366 px), for the eye; the page goes back to the phone's width. */
export async function laptopShot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize(PHONE.viewport);
}

export type CareJourney = {
  stack: RunningStack;
  browser: Browser;
  logs: string[];
  api: <T>(method: string, urlPath: string, token?: string, body?: unknown) => ReturnType<typeof callApi<T>>;
  /** Nothing sticks out sideways at this width; a screenshot with SHOTS_DIR. */
  check: (page: Page, name: string, ready: Locator) => Promise<void>;
  /** The seeded admin signed in on the admin login page. */
  adminLogin: (page: Page) => Promise<void>;
  /** The SMS texts the messaging sandbox holds for this number (+234…), once there are at least `count`. */
  textsTo: (phone: string, count?: number) => Promise<string[]>;
  /** The shopper's phone put on their account, proved with the code texted to it, and order updates by SMS (or WhatsApp) to it. */
  smsUpdatesOn: (shopper: { userId: string; accessToken: string }, phone: string, channel?: 'sms' | 'whatsapp') => Promise<void>;
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

  journey.textsTo = async (phone, count = 1) => {
    const deadline = Date.now() + 30_000;
    let texts: string[] = [];
    while (Date.now() < deadline) {
      const { messages } = (await (await fetch(`${journey.stack.messagingUrl}/_sandbox/messages`)).json()) as {
        messages: { channel: string; to: string; text: string | null }[];
      };
      texts = messages.filter((m) => m.channel === 'sms' && m.to === phone).map((m) => m.text ?? '');
      if (texts.length >= count) return texts;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail(`${count} SMS to ${phone} never arrived (${texts.length} did)`);
  };
  journey.smsUpdatesOn = async ({ userId, accessToken: token }, phone, channel = 'sms') => {
    const edited = await journey.api('PUT', `/api/user/edit-profile?userId=${userId}`, token, { phone });
    assert.equal(edited.status, 200, JSON.stringify(edited.json));
    assert.equal((await journey.api('POST', '/api/account/phone-verification', token, { phone })).status, 200);
    const [codeText] = await journey.textsTo(phone);
    const code = /\b(\d{6})\b/.exec(codeText)?.[1];
    assert.equal((await journey.api('POST', '/api/account/phone-verification/confirm', token, { phone, code })).status, 200);
    const listed = await journey.api<{ items: { purpose: string; channel: string; wordingVersion: string }[] }>(
      'GET',
      '/api/account/consents',
      token,
    );
    const wording = listed.json.items.find((c) => c.purpose === 'order-updates' && c.channel === channel)!;
    const given = await journey.api('POST', '/api/account/consents', token, {
      purpose: 'order-updates',
      channel,
      wordingVersion: wording.wordingVersion,
      phone,
      via: 'account',
    });
    assert.equal(given.status, 200, JSON.stringify(given.json));
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
