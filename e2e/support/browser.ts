// Chromium for the journeys: the system's (CHROME_PATH, /usr/bin/chromium), else the one the
// @sparticuz/chromium package ships. Every page records its console; a failing step saves a
// screenshot and that console under e2e/artifacts/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export async function chromiumPath(): Promise<string> {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const sparticuz = (await import('@sparticuz/chromium')).default;
    return await sparticuz.executablePath();
  } catch (error) {
    throw new Error(`No Chromium found: set CHROME_PATH, install Debian's chromium, or install @sparticuz/chromium (${String(error)})`);
  }
}

/** Chromium's flags for every journey: no sandbox or GPU in a container, and no calls home (component updates, sync) competing with the page. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  console: string[];
  requests: string[];
}

/** A tab on a laptop-sized screen, unless `options` say otherwise (a phone: see phoneContext in overflow.ts). */
export async function newTrackedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-NG', ...options });
  return trackPage(context, await context.newPage());
}

/**
 * How long a journey's action or wait may take before it fails: longer than Playwright's 30 s, as a
 * CI machine's 2 cores run two journeys beside the API's tests. A state that never comes still fails.
 */
export const JOURNEY_WAIT_MS = 60_000;

/** Records a tab's console, failed requests and requests, for `step` to keep when it fails. */
export function trackPage(context: BrowserContext, page: Page): TrackedPage {
  context.setDefaultTimeout(JOURNEY_WAIT_MS);
  const tracked: TrackedPage = { page, context, console: [], requests: [] };
  page.on('console', (message) => tracked.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => tracked.console.push(`pageerror: ${error.message}`));
  page.on('request', (request) => tracked.requests.push(request.url()));
  page.on('requestfailed', (request) => tracked.console.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  return tracked;
}

/** The tab's site storage holds these tokens from its first page on, where the login page puts them (unless a login changed them). */
export async function signInOnLoad(tracked: TrackedPage, tokens: { accessToken: string; refreshToken: string }): Promise<TrackedPage> {
  await tracked.context.addInitScript(storeTokensOnLoad, [tokens.accessToken, tokens.refreshToken]);
  return tracked;
}

/** Run in the page before its first script (Playwright's addInitScript, puppeteer's evaluateOnNewDocument): the tokens, unless a login changed them. */
export const storeTokensOnLoad = ([token, refreshToken]: string[]) => {
  if (!window.localStorage.getItem('token')) {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('refreshToken', refreshToken);
  }
};

/** Runs one journey step; on failure keeps a screenshot and the console, then fails. */
export async function step<T>(tracked: TrackedPage, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const base = path.join(ARTIFACTS_DIR, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
    await tracked.page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
    fs.writeFileSync(`${base}.console.txt`, [`URL: ${tracked.page.url()}`, ...tracked.console].join('\n'));
    throw error;
  }
}
