// Reach shoppers with their consent, in their language, with their data in their hands (issue 34),
// as one person does it on a 360 px phone in Nigerian Pidgin: sign up asking for order updates by
// SMS (the box not ticked for them), confirm from the mail, log in, buy and pay; the SMS arrives in
// the messaging sandbox in Pidgin without naming the medicine; replying STOP from that phone shows
// the consent withdrawn "when you reply STOP" on the consents page; the data archive downloads as a
// zip with JSON and CSV; erasing the account signs them out and the old password no longer logs in.
// Every text the journey looks for is read from the Pidgin catalogues, so a page left in English fails.
// SHOTS_DIR=<dir> keeps each step's screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { overflowPast, phone } from '../support/overflow';
import { mailedLink } from '../support/outbox';
import { callApi } from '../support/shop-api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHOTS_DIR = process.env.SHOTS_DIR;
const SUCCESS_CARD = '4084 0840 8408 4081';
const WIDTH = 360;

/** A Pidgin text from a package's catalogue, with {placeholders} filled. */
function pcm(file: string, key: string, values: Record<string, string> = {}): string {
  const catalogue = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>;
  const text = catalogue[key];
  assert.ok(text, `${file} has ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
const account = (key: string) => pcm('account-mfe/src/i18n/pcm.json', key);
const checkout = (key: string) => pcm('cart-checkout-mfe/src/i18n/pcm.json', key);

async function fitsAndShot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await overflowPast(page, WIDTH);
  assert.deepEqual(overflow.elements, [], `${name} at ${WIDTH} px: these stick out past the screen`);
  assert.ok(overflow.documentWidth <= WIDTH, `${name}: the page is ${overflow.documentWidth} px wide`);
  if (SHOTS_DIR) {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `privacy-pidgin-${name}-${WIDTH}.png`), fullPage: true });
  }
}

type SandboxMessage = { channel: string; to: string; text: string | null };

describe('consent, language and data, in Pidgin on a phone', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-privacy-pidgin-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    assert.ok(stack.messagingUrl, 'the messaging sandbox runs with the stack');
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (process.env.KEEP_JOURNEY_LOGS) fs.writeFileSync(path.join(os.tmpdir(), 'privacy-pidgin-journey.log'), logs.join('\n'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up for SMS, buys, gets the SMS, replies STOP, sees it withdrawn, downloads the archive and erases the account', async () => {
    const stamp = Date.now().toString(36);
    const email = `amaka.${stamp}@example.ng`;
    const userName = `amaka_${stamp}`;
    const password = `Onitsha#Market${stamp}`;
    const mobile = '0803 555 0142';
    const tracked: TrackedPage = await newTrackedPage(browser, phone(WIDTH));
    await tracked.context.addInitScript(() => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'pcm');
    });
    const { page } = tracked;
    const mine = page.locator('[data-boundary]');

    await step(tracked, 'sign up with SMS updates', async () => {
      await page.goto(`${stack.siteUrl}/signup`);
      const form = page.getByRole('form', { name: account('signup.form') });
      await form.waitFor({ timeout: 30_000 });
      const smsBox = form.getByLabel(account('signupSms.agree'));
      await smsBox.waitFor();
      assert.equal(await smsBox.isChecked(), false, 'nothing is ticked for the visitor');
      await form.getByLabel(account('signup.firstName')).fill('Amaka');
      await form.getByLabel(account('signup.lastName')).fill('Eze');
      await form.getByLabel(account('signup.email')).fill(email);
      await form.getByLabel(account('signup.userName')).fill(userName);
      await form.getByLabel(account('signup.password'), { exact: true }).fill(password);
      await smsBox.check();
      await form.getByLabel(account('signupSms.phone')).fill(mobile);
      await fitsAndShot(page, 'signup');
      await form.getByRole('button', { name: account('signup.submit') }).click();
      await page.waitForURL(/\/login/, { timeout: 30_000 });
    });

    await step(tracked, 'confirm by mail and log in', async () => {
      const link = await mailedLink(stack.outboxDir, email, { route: 'confirm-email' });
      await page.goto(link);
      await page.waitForLoadState('networkidle');
      await page.goto(`${stack.siteUrl}/login`);
      const form = page.getByRole('form', { name: account('login.form') });
      await form.getByLabel(account('login.username')).fill(userName);
      await form.getByLabel(account('login.password'), { exact: true }).fill(password);
      await form.getByRole('button', { name: account('login.submit') }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    });

    await step(tracked, 'confirm the number with the code texted to it (nothing is texted to a number not proved)', async () => {
      await page.goto(`${stack.siteUrl}/account/consents`);
      const card = page.locator('[data-consent="order-updates-sms"]');
      const confirm = card.getByRole('group', { name: account('consents.confirmTitle') });
      await confirm.waitFor({ timeout: 30_000 });
      await fitsAndShot(page, 'confirm-number');
      await confirm.getByRole('button', { name: account('consents.sendCode') }).click();
      await confirm.getByLabel(account('consents.code')).waitFor();
      let code: string | undefined;
      for (let i = 0; i < 60 && !code; i++) {
        const { messages } = (await (await fetch(`${stack.messagingUrl}/_sandbox/messages`)).json()) as { messages: SandboxMessage[] };
        code = messages
          .filter((m) => m.channel === 'sms' && m.to === '+2348035550142')
          .map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1])
          .find(Boolean);
        if (!code) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      assert.ok(code, 'a six-digit code reached the phone');
      await confirm.getByLabel(account('consents.code')).fill(code);
      await confirm.getByRole('button', { name: account('consents.confirmCode') }).click();
      await confirm.waitFor({ state: 'detached', timeout: 30_000 });
      await card.getByRole('button', { name: account('consents.withdraw') }).waitFor();
    });

    let medicineName = '';
    await step(tracked, 'buy and pay', async () => {
      const list = await callApi<{ id: string; name: string; prescriptionRequired?: boolean; price: number }[]>(
        stack.apiUrl,
        'GET',
        '/api/medicine',
      );
      const medicine = list.json.find((m) => !m.prescriptionRequired && m.price < 20_000);
      assert.ok(medicine, 'an over-the-counter medicine');
      medicineName = medicine.name;
      await page.goto(`${stack.siteUrl}/medicines/${medicine.id}`);
      const add = pcm('catalog-mfe/src/i18n/pcm.json', 'card.add');
      await mine
        .getByRole('button', { name: new RegExp(`^${add}`) })
        .first()
        .click();
      await page.getByText(pcm('catalog-mfe/src/i18n/pcm.json', 'toast.added', { name: medicine.name })).waitFor({ timeout: 30_000 });
      await page.goto(`${stack.siteUrl}/cart`);
      await page.getByRole('button', { name: checkout('summary.checkout') }).click();
      await page.waitForURL(/\/payment-form\?/);
      await fillAddress(page);
      await mine.getByTestId('delivery-summary').waitFor({ timeout: 30_000 });
      await fitsAndShot(page, 'checkout');
      await mine.getByRole('button', { name: /^Pay N/ }).click();
      await page.waitForURL(/\/checkout\/[^/]+$/, { timeout: 30_000 });
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/payment-success\?/, { timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name: checkout('result.paidTitle') }).waitFor({ timeout: 30_000 });
      await fitsAndShot(page, 'paid');
    });

    let sms: SandboxMessage | undefined;
    await step(tracked, 'the order SMS arrives in Pidgin, naming no medicine', async () => {
      const placed = pcm('api/src/domains/notifications/texts/pcm.json', 'order-placed').split('{orderNumber}')[0];
      for (let i = 0; i < 60 && !sms; i++) {
        const { messages } = (await (await fetch(`${stack.messagingUrl}/_sandbox/messages`)).json()) as { messages: SandboxMessage[] };
        sms = messages.find((m) => m.channel === 'sms' && m.to === '+2348035550142' && m.text?.startsWith(placed));
        if (!sms) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      assert.ok(sms, 'an order SMS in Pidgin reached the phone');
      assert.ok(!sms.text!.toLowerCase().includes(medicineName.toLowerCase().split(' ')[0]), 'the SMS names no medicine');
    });

    await step(tracked, 'reply STOP from the phone', async () => {
      const sandbox = await tracked.context.newPage();
      await sandbox.goto(stack.messagingUrl!);
      await sandbox
        .locator('li', { has: sandbox.locator('.to', { hasText: '+2348035550142' }) })
        .first()
        .getByRole('button', { name: 'Reply STOP from this phone' })
        .click();
      await sandbox.getByRole('status').filter({ hasText: 'STOP sent' }).waitFor();
      await sandbox.close();
    });

    await step(tracked, 'the consent shows withdrawn by STOP', async () => {
      await page.goto(`${stack.siteUrl}/account/consents`);
      const card = page.locator('[data-consent="order-updates-sms"]');
      await card.getByText(account('consents.notGiven')).waitFor({ timeout: 30_000 });
      await card.getByText(/reply STOP to text/).waitFor();
      await fitsAndShot(page, 'consents');
    });

    await step(tracked, 'download the archive', async () => {
      await page.goto(`${stack.siteUrl}/account/your-data`);
      const button = page.getByRole('button', { name: account('yourData.download') });
      await button.waitFor({ timeout: 30_000 });
      await fitsAndShot(page, 'your-data');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
      const file = path.join(dataDir, 'archive.zip');
      await download.saveAs(file);
      const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
      const names = Object.keys(files);
      assert.ok(
        names.some((name) => name.endsWith('.json')),
        `JSON in ${names.join(', ')}`,
      );
      for (const name of ['README.txt', 'account.csv', 'orders.csv', 'addresses.csv', 'prescriptions.csv'])
        assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
      assert.match(strFromU8(files['orders.csv']).split('\r\n')[0], /^Order number,Payment reference,Total \(₦\)/);
      const everything = names.map((name) => strFromU8(files[name])).join('\n');
      assert.ok(everything.includes(email), 'it holds the account');
      assert.ok(everything.includes('+2348035550142'), 'and the phone given at sign-up');
    });

    await step(tracked, 'erasure waits while the paid order is open, and says which one', async () => {
      await page.getByLabel(account('yourData.understand')).check();
      await page.getByLabel(account('yourData.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: account('yourData.erase') }).click();
      await page
        .getByText(/these orders are still open: EPH-\d{6} \(Pending\)/)
        .first()
        .waitFor({ timeout: 30_000 });
      await fitsAndShot(page, 'erase-refused');
    });

    await step(tracked, 'cancel the order from its page', async () => {
      const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
      const orders = await callApi<{ orderId: string }[]>(stack.apiUrl, 'GET', `/api/Order/history/${userId}`, token);
      assert.equal(orders.json.length, 1, 'the order just paid');
      await page.goto(`${stack.siteUrl}/track/${orders.json[0].orderId}`);
      await page.getByRole('button', { name: account('track.cancelOrder') }).click();
      await page.getByRole('button', { name: account('track.cancel.yes') }).click();
      await page.getByText(account('track.cancel.done')).first().waitFor({ timeout: 30_000 });
    });

    await step(tracked, 'erase the account; the password no longer logs in', async () => {
      await page.goto(`${stack.siteUrl}/account/your-data`);
      await page.getByLabel(account('yourData.understand')).check();
      await page.getByLabel(account('yourData.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: account('yourData.erase') }).click();
      await page.getByText(account('yourData.erased')).first().waitFor({ timeout: 30_000 });
      await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
      await fitsAndShot(page, 'erased');
      const login = await callApi(stack.apiUrl, 'POST', '/api/user/authenticate', undefined, { username: userName, password });
      assert.notEqual(login.status, 200, 'an erased account cannot log in');
    });
    await tracked.context.close();
  });
});

/** The checkout's delivery address (its fields found by what the browser fills them with, whatever the language). */
async function fillAddress(page: Page): Promise<void> {
  const form = page.locator('[data-boundary]');
  await form.locator('select[autocomplete="shipping address-level1"]').waitFor({ timeout: 30_000 });
  await form.locator('select[autocomplete="shipping address-level1"]').selectOption('lagos-mainland');
  await form.locator('input[autocomplete="shipping address-level2"]').fill('Ikeja');
  await form.locator('input[autocomplete="shipping street-address"]').fill('12 Allen Avenue');
  await form.locator('input[autocomplete="tel"]').first().fill('0803 555 0142');
}
