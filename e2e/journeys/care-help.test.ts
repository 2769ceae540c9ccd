// Care beyond the cart, in a real browser on the composed site at 360 px: a shopper asks a
// pharmacist about a medicine (the emergency banner shows at once for Pidgin emergency words, before
// anything is sent) and reads the answer signed with the pharmacist's name and PCN number, announced
// by mail and, as she consented to texts, by SMS; a caller, not signed in, requests an ambulance, is
// texted the link to follow it, and watches its status change by itself as the dispatcher assigns it,
// sends it on its way, marks it arrived and closes it. Screenshots with SHOTS_DIR set.
import { describe, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTrackedPage, signInOnLoad, step } from '../support/browser';
import { ADMIN, careJourney, laptopShot, PHONE } from '../support/care-journey';
import { mailTo } from '../support/outbox';
import { approveHealthAccess, newAdmin, newShopper } from '../support/shop-api';

const AMAKA_PHONE = '+2348035550177';

describe('care journey: ask a pharmacist, request an ambulance', () => {
  const journey = careJourney('care');
  const { api, check, adminLogin } = journey;

  before(async () => {
    // The seeded admin is made a pharmacist by a second admin (nobody grants it to themselves).
    const login = await api<{ accessToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    assert.equal(login.status, 200);
    const colleague = await newAdmin(
      journey.stack,
      { firstName: 'Bola', lastName: 'Adewale', handle: 'care2', passwordPrefix: 'Ibadan#Pharmacy' },
      login.json.accessToken,
    );
    const everyone = await api<{ userId: string; userName: string }[]>('GET', '/api/user', colleague.accessToken);
    const seeded = everyone.json.find((u) => u.userName === ADMIN.username)!;
    const granted = await api('PUT', `/api/admin/users/${seeded.userId}/pharmacist`, colleague.accessToken, {
      pharmacist: true,
      pcnRegistrationNumber: 'PCN/012345',
    });
    // A second person, a pharmacist, approves the admin's request (issue 47 finding 10).
    assert.equal(await approveHealthAccess(journey.stack.apiUrl, granted), 200);
  });

  it('a shopper asks about a medicine and gets an answer with the pharmacist’s name and PCN number', async () => {
    const shopper = await newShopper(journey.stack, {
      firstName: 'Amaka',
      lastName: 'Eze',
      handle: 'amaka',
      passwordPrefix: 'Enugu#Pharmacy',
    });
    await journey.smsUpdatesOn(shopper, AMAKA_PHONE);
    const tab = await signInOnLoad(await newTrackedPage(journey.browser, PHONE), shopper);
    const page = tab.page;
    await step(tab, 'care-ask', async () => {
      await page.goto(
        `${journey.stack.siteUrl}/ask-pharmacist?topic=product&topicId=seeded&subject=${encodeURIComponent('Paracetamol 500mg')}`,
      );
      // Nothing is kept without the shopper's own tick: the consent comes first, unticked.
      const consent = page.getByRole('checkbox', { name: 'I agree to this' });
      await consent.waitFor({ timeout: 30_000 });
      assert.equal(await consent.isChecked(), false, 'the consent is never ticked for the shopper');
      await check(page, 'care-ask-consent', page.locator('.ep-health-consent'));
      await consent.check();
      await page.getByRole('button', { name: 'Give consent' }).click();
      const box = page.getByLabel('What would you like to ask?');
      await box.waitFor({ timeout: 30_000 });
      // Typed key by key, as a person does: the banner shows before anything is sent.
      await box.pressSequentially('Abeg my papa chest dey pain am since morning', { delay: 5 });
      assert.equal(await box.inputValue(), 'Abeg my papa chest dey pain am since morning');
      const banner = page.locator('[data-emergency-banner]');
      await banner.waitFor();
      assert.equal(await banner.getByRole('link', { name: 'Call 112' }).getAttribute('href'), 'tel:112');
      assert.equal(await banner.getByRole('link', { name: 'Call 767' }).getAttribute('href'), 'tel:767');
      await check(page, 'care-ask-red-flag', banner);
      await box.fill('Can I give Paracetamol 500mg to my 10 year old?');
      await banner.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Send to a pharmacist' }).click();
      await page.waitForURL(/\/ask-pharmacist\/[0-9a-f-]{36}$/);
      await check(page, 'care-thread-waiting', page.getByRole('heading', { level: 1, name: 'Paracetamol 500mg' }));
    });

    const pharmacist = await newTrackedPage(journey.browser, PHONE);
    await step(pharmacist, 'care-pharmacist-answers', async () => {
      await adminLogin(pharmacist.page);
      const area = pharmacist.page.locator('[data-boundary="admin"]');
      await pharmacist.page.goto(`${journey.stack.siteUrl}/pharmacist/questions`);
      const link = area.getByRole('link', { name: /Paracetamol 500mg/ }).first();
      await check(pharmacist.page, 'care-question-queue', link);
      await link.click();
      await area.getByText('Can I give Paracetamol 500mg to my 10 year old?').waitFor({ timeout: 30_000 });
      await area.getByLabel('Your answer').fill('Yes: 250 mg to 500 mg every 6 hours, no more than 4 doses in 24 hours.');
      await area.getByRole('button', { name: 'Send answer' }).click();
      await area.getByText(/Pharm\. .*PCN\/012345/).waitFor({ timeout: 30_000 });
      await check(pharmacist.page, 'care-question-answered', area.getByText(/Pharm\. .*PCN\/012345/));
    });

    await step(tab, 'care-shopper-reads-answer', async () => {
      // The open thread checks for the reply by itself.
      const signed = page.locator('[data-signed-by]').filter({ hasText: /PCN\/012345/ });
      await signed.waitFor({ timeout: 45_000 });
      assert.match((await signed.textContent()) ?? '', /^Pharm\. .+, PCN\/012345$/);
      await page.getByText('Yes: 250 mg to 500 mg every 6 hours').waitFor();
      await check(page, 'care-thread-answered', signed);
      await laptopShot(page, 'care-thread-answered');
    });

    await step(tab, 'care-answer-announced', async () => {
      // Texted (she consented to texts on this number; after the code that proved it) without a word of the question.
      const texts = await journey.textsTo(AMAKA_PHONE, 2);
      assert.equal(texts.at(-1), 'e-pharmacy: a pharmacist has answered your question. Read it in your account. Reply STOP to end texts.');
      const mail = await mailTo(journey.stack.outboxDir, shopper.email, /^A pharmacist has answered your question$/);
      assert.ok(mail.includes(new URL(page.url()).pathname), 'the mail links to the thread');
      assert.doesNotMatch(mail, /250 mg|10 year old/, 'the mail carries neither the question nor the answer');
    });
    await tab.context.close();
    await pharmacist.context.close();
  });

  it('a caller, not signed in, requests an ambulance and watches its status change as the dispatcher works', async () => {
    const caller = await newTrackedPage(journey.browser, PHONE);
    const page = caller.page;
    const address = `12 Admiralty Way, Lekki Phase 1 (${Date.now()})`;
    await step(caller, 'care-emergency-request', async () => {
      await page.goto(`${journey.stack.siteUrl}/emergency`);
      const banner = page.locator('[data-emergency-banner]').first();
      await banner.getByRole('link', { name: 'Call 112' }).waitFor({ timeout: 30_000 });
      await banner.getByText('e-pharmacy Rapid Response Lekki').waitFor();
      await check(page, 'care-emergency', banner);
      await page.getByLabel('Address').fill(address);
      await page.getByLabel('Landmark').fill('Opposite the filling station');
      await page.getByLabel('Phone the crew can call').fill('0803 555 0199');
      // No account: the form says where the link to follow the request goes.
      await page.getByText('We text the link to follow your request to this number (Nigerian mobiles).').waitFor();
      await laptopShot(page, 'care-emergency-form');
      await page.getByLabel('What happened?').fill('My father collapsed and is breathing slowly');
      await page.getByRole('button', { name: 'Request an ambulance' }).click();
      await page.waitForURL(/\/emergency\/[0-9a-f-]{36}\?code=/);
      await page.locator('[data-status="requested"]').waitFor({ timeout: 30_000 });
      await check(page, 'care-ambulance-requested', page.locator('[data-status="requested"]'));
    });
    await step(caller, 'care-ambulance-link-texted', async () => {
      // No account: the link to this page is texted to the phone given, and opens it on another phone.
      const [text] = await journey.textsTo('+2348035550199');
      const link = new URL(/https?:\/\/\S+\/emergency\/\S+/.exec(text)?.[0] ?? 'http://none/');
      const here = new URL(page.url());
      assert.equal(link.pathname + link.search, here.pathname + here.search, text);
      const other = await newTrackedPage(journey.browser, PHONE);
      await other.page.goto(`${journey.stack.siteUrl}${link.pathname}${link.search}`);
      await other.page.locator('[data-status="requested"]').waitFor({ timeout: 30_000 });
      await other.context.close();
    });

    const dispatcher = await newTrackedPage(journey.browser, PHONE);
    const board = dispatcher.page.locator('[data-boundary="admin"]');
    const card = () => board.locator('li[data-request]').filter({ hasText: address });
    await step(dispatcher, 'care-dispatch-assign', async () => {
      await adminLogin(dispatcher.page);
      await dispatcher.page.goto(`${journey.stack.siteUrl}/admin/dispatch`);
      await card().waitFor({ timeout: 30_000 });
      await check(dispatcher.page, 'care-dispatch-board', card());
      await card().getByLabel('Ambulance').selectOption({ label: 'e-pharmacy Rapid Response Lekki (Lekki, Lagos)' });
      await card().getByRole('button', { name: 'Assign' }).click();
      await board.locator('li[data-status="assigned"]').filter({ hasText: address }).waitFor({ timeout: 30_000 });
    });
    await step(caller, 'care-caller-sees-assigned', async () => {
      await page.locator('[data-status="assigned"]').waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: '0809 000 0102' }).waitFor();
      await check(page, 'care-ambulance-assigned', page.locator('[data-status="assigned"]'));
    });
    for (const [button, status] of [
      ['On the way', 'on_the_way'],
      ['Arrived', 'arrived'],
      ['Close', 'closed'],
    ] as const) {
      await step(dispatcher, `care-dispatch-${status}`, async () => {
        await card().getByRole('button', { name: button, exact: true }).click();
        await board.locator(`li[data-status="${status}"]`).filter({ hasText: address }).waitFor({ timeout: 30_000 });
      });
      await step(caller, `care-caller-sees-${status}`, async () => {
        await page.locator(`[data-status="${status}"]`).waitFor({ timeout: 30_000 });
      });
    }
    await check(page, 'care-ambulance-closed', page.locator('[data-status="closed"]'));
    await caller.context.close();
    await dispatcher.context.close();
  });
});
