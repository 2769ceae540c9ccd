// The account life in a real browser on the composed site with the real API and no mail server:
// sign up, confirm from the outbox mail, log in, see the name in the header, edit the profile, log
// out; then forget the password, reset it from the mailed link and log in with the new one.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import type { RunningStack } from '../../scripts/lib/stack';
import { startJourneyStack } from '../support/journey-stack';
import { launchBrowser, newTrackedPage, step, type TrackedPage } from '../support/browser';
import { freePort } from '../support/ports';
import { assertAccessible } from '../support/accessibility';
import { mailedLink } from '../support/outbox';

describe('account journey', () => {
  let browser: Browser;
  let stack: RunningStack;
  let dataDir: string;
  const logs: string[] = [];

  before(async () => {
    buildFrontEnds();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-account-'));
    const [sitePort, apiPort, sandboxPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startJourneyStack({ sitePort, apiPort, sandboxPort, dataDir, log: (line) => logs.push(line) });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up, confirms by mail, logs in, edits the profile, logs out, resets the password and logs in again', async () => {
    const tracked: TrackedPage = await newTrackedPage(browser);
    const { page } = tracked;
    const suffix = Date.now().toString(36);
    const email = `ada.${suffix}@example.com`;
    const userName = `ada_${suffix}`;
    const firstPassword = 'Kola-nut-Lagos-2026';
    const newPassword = 'Jollof-rice-Abuja-2027';
    const seenMail = new Set<string>();
    let confirmLink = '';
    const account = page.locator('[data-boundary="account"]');
    const accountMenu = page.locator('.shell-account__toggle');

    try {
      await step(tracked, 'account-signup', async () => {
        await page.goto(`${stack.siteUrl}/signup`);
        await account.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
        await assertAccessible(page, 'signup', '[data-boundary=\"account\"]');
        await account.getByRole('button', { name: 'Sign Up' }).click();
        await account.getByText('Invalid Form').waitFor();
        await account.getByText('*FirstName is required').waitFor();
        await account.getByLabel('First name').fill('Ada');
        await account.getByLabel('Last name').fill('Obi');
        await account.getByLabel('Email').fill(email);
        await account.getByLabel('Username').fill(userName);
        await account.getByLabel('Password', { exact: true }).fill(firstPassword);
        await account.getByRole('button', { name: 'Sign Up' }).click();
        await page.waitForURL(/\/login$/);
        await page
          .getByText(/Check your email to confirm your account/)
          .first()
          .waitFor();
      });

      await step(tracked, 'account-login-before-confirming', async () => {
        await account.getByLabel('Username').fill(userName);
        await account.getByLabel('Password', { exact: true }).fill(firstPassword);
        await account.getByRole('button', { name: 'Login' }).click();
        await page
          .getByText(/Please confirm your email before logging in/)
          .first()
          .waitFor();
        await account.getByRole('link', { name: 'Send me a new confirmation link' }).waitFor();
        assert.match(page.url(), /\/login$/);
      });

      await step(tracked, 'account-confirm-email', async () => {
        confirmLink = await mailedLink(stack.outboxDir, email, { subject: /confirm your email/i, route: 'confirm-email', seen: seenMail });
        await page.goto(confirmLink);
        await account.getByText('Your email has been confirmed.', { exact: false }).waitFor();
        await account.getByRole('link', { name: 'Login' }).click();
        await page.waitForURL(/\/login$/);
      });

      await step(tracked, 'account-confirm-link-used-twice', async () => {
        await page.goto(confirmLink);
        await account.getByText('This confirmation link is not valid', { exact: false }).waitFor();
        await account.getByRole('link', { name: 'ask for a new confirmation link' }).waitFor();
        await page.goto(`${stack.siteUrl}/login`);
      });

      await step(tracked, 'account-login', async () => {
        await account.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
        await assertAccessible(page, 'login', '[data-boundary=\"account\"]');
        await account.getByLabel('Username').fill(userName);
        await account.getByLabel('Password', { exact: true }).fill(firstPassword);
        await account.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL(/\/dashboard$/);
        await page.getByText('Login successful.').first().waitFor();
        await page.getByRole('button', { name: 'Hello, Ada Obi' }).waitFor();
      });

      await step(tracked, 'account-edit-profile', async () => {
        await accountMenu.click();
        await page.locator('.shell-account__menu').getByRole('link', { name: 'Profile', exact: true }).click();
        await page.waitForURL(/\/profile$/);
        await account.getByText(email).waitFor();
        await account.getByRole('button', { name: 'Edit profile' }).click();
        await account.getByLabel('First name').fill('');
        await account.getByRole('button', { name: 'Save changes' }).click();
        await account.getByText('*FirstName is required').waitFor();
        await account.getByLabel('First name').fill('Adaeze');
        await account.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Profile updated.').first().waitFor();
        await account.getByText('Adaeze', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Hello, Adaeze Obi' }).waitFor();
      });

      await step(tracked, 'account-orders-empty', async () => {
        // A shopper's own pages are in the account menu (the shop's links stay in the header).
        await accountMenu.click();
        await page.locator('.shell-account__menu').getByRole('link', { name: 'My Orders' }).click();
        await page.waitForURL(/\/user-orders$/);
        await account.getByText('You have not placed any orders yet.').waitFor();
      });

      await step(tracked, 'account-log-out', async () => {
        await accountMenu.click();
        await page.locator('.shell-account__menu').getByRole('link', { name: 'Profile', exact: true }).click();
        await account.getByRole('button', { name: 'Log Out' }).click();
        await page.waitForURL(/\/login$/);
        await page.getByRole('button', { name: 'Login / Sign Up' }).waitFor();
        assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
      });

      await step(tracked, 'account-forgot-password', async () => {
        await account.getByRole('button', { name: 'Forgot password?' }).click();
        const dialog = page.getByRole('dialog', { name: 'Forgot password' });
        await dialog.getByLabel('Email').fill('ada@example');
        await dialog.getByText('*Email is invalid').waitFor();
        await dialog.getByLabel('Email').fill(email);
        await dialog.getByRole('button', { name: 'Send reset link' }).click();
        await page.getByText('Email sent, check your email').first().waitFor();
        assert.equal(await dialog.count(), 0);
      });

      await step(tracked, 'account-reset-password', async () => {
        const link = await mailedLink(stack.outboxDir, email, { subject: /reset your/i, route: 'resetss', seen: seenMail });
        await page.goto(link);
        await account.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
        await account.getByLabel('New password', { exact: true }).fill(newPassword);
        await account.getByLabel('Confirm password', { exact: true }).fill('something-else');
        await account.getByText("*Passwords don't match*").waitFor();
        await account.getByLabel('Confirm password', { exact: true }).fill(newPassword);
        await account.getByRole('button', { name: 'Reset password' }).click();
        await page.waitForURL(/\/dashboard$/);
      });

      await step(tracked, 'account-old-password-refused', async () => {
        await page.goto(`${stack.siteUrl}/login`);
        await account.getByLabel('Username').fill(userName);
        await account.getByLabel('Password', { exact: true }).fill(firstPassword);
        await account.getByRole('button', { name: 'Login' }).click();
        await page.getByText('Invalid username or password.').first().waitFor();
        assert.match(page.url(), /\/login$/);
      });

      await step(tracked, 'account-login-new-password', async () => {
        await account.getByLabel('Password', { exact: true }).fill(newPassword);
        await account.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL(/\/dashboard$/);
        await page.getByRole('button', { name: 'Hello, Adaeze Obi' }).waitFor();
      });
    } catch (error) {
      fs.mkdirSync(path.resolve('artifacts'), { recursive: true });
      fs.writeFileSync(path.resolve('artifacts', 'account-stack.log'), logs.join('\n'));
      throw error;
    } finally {
      await tracked.context.close();
    }
  });
});
