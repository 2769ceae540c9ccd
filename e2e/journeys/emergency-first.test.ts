// 112 first, in a real browser on the composed site at 360 px: the dashboard's emergency box has
// 112 as its primary action; on Ask a pharmacist, an overdose typed shows the emergency banner
// with 112 in view while the shopper is still typing in the text box; once sent, the thread is
// flagged as an emergency and keeps the banner in view while she writes more; the pharmacist's
// question opens with her phone as a button that dials it. Screenshots with SHOTS_DIR set.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { newTrackedPage, signInOnLoad, step } from '../support/browser';
import { careJourney, laptopShot, PHONE } from '../support/care-journey';
import { newShopper, SEEDED_PHARMACIST } from '../support/shop-api';

/** Whether the element is inside the viewport (the whole of it), as the shopper sees the page now. */
async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

describe('emergency first: 112 is the primary action wherever an emergency is shown', () => {
  const journey = careJourney('emergency-first');
  const { check } = journey;

  it('the dashboard calls 112 first; an overdose typed shows 112 beside the text box, and the thread keeps the banner', async () => {
    const shopper = await newShopper(journey.stack, {
      firstName: 'Chidi',
      lastName: 'Okafor',
      handle: 'chidi112',
      passwordPrefix: 'Onitsha#Pharmacy',
    });
    // Her phone on her account (no consent to texts needed for a pharmacist to call her in an emergency).
    assert.equal(
      (await journey.api('PUT', `/api/user/edit-profile?userId=${shopper.userId}`, shopper.accessToken, { phone: '08035550144' })).status,
      200,
    );
    const tab = await signInOnLoad(await newTrackedPage(journey.browser, PHONE), shopper);
    const page = tab.page;
    let threadPath = '';

    await step(tab, 'emergency-dashboard', async () => {
      await page.goto(`${journey.stack.siteUrl}/dashboard`);
      const box = page.locator('section.catalog-emergency');
      const primary = box.locator('[data-emergency-primary]');
      await primary.first().waitFor({ timeout: 30_000 });
      assert.equal(await primary.first().getAttribute('href'), 'tel:112');
      // The first number the box offers to call is 112, and it is the red button; the shop's line comes after.
      assert.equal(await box.locator('a[href^="tel:"]').first().getAttribute('href'), 'tel:112');
      await check(page, 'emergency-dashboard', primary.first());
      await laptopShot(page, 'emergency-dashboard');
    });

    await step(tab, 'emergency-ask-overdose', async () => {
      await page.goto(`${journey.stack.siteUrl}/ask-pharmacist`);
      const consent = page.getByRole('checkbox', { name: 'I agree to this' });
      await consent.waitFor({ timeout: 30_000 });
      await consent.check();
      await page.getByRole('button', { name: 'Give consent' }).click();
      const text = page.getByLabel('What would you like to ask?');
      await text.waitFor({ timeout: 30_000 });
      await text.click();
      await text.pressSequentially('I took 30 tablets', { delay: 5 });
      const banner = page.locator('[data-emergency-banner]');
      await banner.waitFor();
      const call = banner.locator('a[href="tel:112"]');
      assert.equal(await call.getAttribute('data-emergency-primary'), '', '112 is the banner’s primary action');
      // Still typing: the text box has the focus and 112 is on screen beside it.
      await text.pressSequentially(' of paracetamol and I feel sick', { delay: 5 });
      assert.ok(await text.evaluate((el) => el === document.activeElement), 'the text box keeps the focus');
      assert.ok(await inViewport(call), 'tel:112 is in view while the shopper types');
      assert.ok(await inViewport(text), 'the text box is in view too');
      // Not a long list above the text box: no list of ambulances there.
      assert.equal(await banner.locator('.ep-emergency__fleet').count(), 0);
      await check(page, 'emergency-ask-overdose', call);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/emergency-ask-typing-viewport-360.png` });
      await laptopShot(page, 'emergency-ask-overdose');

      await page.getByRole('button', { name: 'Send to a pharmacist' }).click();
      await page.waitForURL(/\/ask-pharmacist\/[0-9a-f-]{36}$/);
      await page.getByText('I took 30 tablets of paracetamol and I feel sick').waitFor({ timeout: 30_000 });
      const kept = page.locator('[data-emergency-banner]');
      await kept.first().waitFor({ timeout: 30_000 });
      assert.equal(await kept.first().locator('[data-emergency-primary]').getAttribute('href'), 'tel:112');
      // Writing more on the thread: one banner, 112 still in view beside the text box.
      const more = page.getByLabel('Your message');
      await more.click();
      await more.pressSequentially('e don faint', { delay: 5 });
      assert.equal(await kept.count(), 1, 'one banner on the thread');
      assert.ok(await inViewport(kept.locator('[data-emergency-primary]')), 'tel:112 is in view while writing on the thread');
      assert.ok(await inViewport(more), 'the text box is in view too');
      await check(page, 'emergency-thread', kept.first());
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/emergency-thread-typing-viewport-360.png` });
      await laptopShot(page, 'emergency-thread');
      threadPath = new URL(page.url()).pathname;
      await page.goto(`${journey.stack.siteUrl}/emergency`);
      await page.locator('[data-emergency-banner] [data-emergency-primary]').waitFor({ timeout: 30_000 });
      assert.equal(await page.locator('[data-emergency-banner] [data-emergency-primary]').getAttribute('href'), 'tel:112');
      await check(page, 'emergency-page', page.locator('[data-emergency-banner]'));
      await laptopShot(page, 'emergency-page');
    });
    await tab.context.close();

    const pharmacist = await newTrackedPage(journey.browser, PHONE);
    await step(pharmacist, 'emergency-pharmacist-calls', async () => {
      const ppage = pharmacist.page;
      await ppage.goto(`${journey.stack.siteUrl}/login`);
      const account = ppage.locator('[data-boundary="account"]');
      await account.getByLabel('Username').fill(SEEDED_PHARMACIST.username);
      await account.getByLabel('Password', { exact: true }).fill(SEEDED_PHARMACIST.password);
      await account.getByRole('button', { name: 'Login' }).click();
      await ppage.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
      const area = ppage.locator('[data-boundary="admin"]');
      await ppage.goto(`${journey.stack.siteUrl}/pharmacist/questions`);
      const row = area.getByRole('link', { name: /Emergency words: call them/ }).first();
      await check(ppage, 'emergency-question-queue', row);
      await laptopShot(ppage, 'emergency-question-queue');
      await ppage.goto(`${journey.stack.siteUrl}/pharmacist/questions/${threadPath.split('/').pop()}`);
      const call = area.getByRole('link', { name: 'Call 0803 555 0144' });
      await call.waitFor({ timeout: 30_000 });
      assert.equal(await call.getAttribute('href'), 'tel:+2348035550144');
      assert.ok(await inViewport(call), 'the phone to call is on the first screen');
      await check(ppage, 'emergency-question', call);
      await laptopShot(ppage, 'emergency-question');
    });
    await pharmacist.context.close();
  });
});
