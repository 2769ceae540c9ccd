// Lab tests, in a real browser on the composed site at 360 px: a shopper books a home collection
// with the kit's fields (the test from a list grouped by sample, then its laboratory; the saved
// address offered; the area's fee in the total) and pays it on the Paystack sandbox's page; the laboratory's staff
// marks the sample collected and uploads the result on the laboratory screen; the shopper opens it
// from My lab tests, which also fits a 1366 px laptop. The admin's Payments name the payment as a lab
// booking and the home counts it beside medicine sales. Screenshots with SHOTS_DIR.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTrackedPage, signInOnLoad, step } from '../support/browser';
import { ADMIN, careJourney, PHONE } from '../support/care-journey';
import { png } from '../support/png';
import { approveHealthAccess, newShopper } from '../support/shop-api';

const SUCCESS_CARD = '4084 0840 8408 4081';

describe('lab tests journey: book and pay a home test, the laboratory uploads the result, the shopper reads it', () => {
  const journey = careJourney('labs');
  const { api, check } = journey;

  it('a shopper books and pays a home test at 360 px, the laboratory uploads the result on its screen and the shopper opens it', async () => {
    const { stack, browser } = journey;
    const shopper = await newShopper(stack, { firstName: 'Ngozi', lastName: 'Obi', handle: 'ngozi', passwordPrefix: 'Onitsha#Pharmacy' });
    const tab = await signInOnLoad(await newTrackedPage(browser, PHONE), shopper);
    const page = tab.page;
    const area = page.locator('[data-page="lab-tests"]');
    // A Lagos laboratory: it collects at home (a laboratory elsewhere may take samples at the laboratory only).
    const offered = await api<{ id: string; name: string; laboratoryId: string; laboratoryLocation: string }[]>('GET', '/api/labs/tests');
    const lagos = offered.json.find((t) => /Lagos/i.test(t.laboratoryLocation));
    assert.ok(lagos, 'a seeded Lagos laboratory test');
    const saved = await api('POST', '/api/delivery/addresses', shopper.accessToken, {
      zone: 'lagos-mainland',
      city: 'Yaba',
      street: '12 Herbert Macaulay Way',
      phone: '0803 555 0142',
      label: 'Home',
    });
    assert.ok([200, 201].includes(saved.status), JSON.stringify(saved.json));

    await step(tab, 'lab-book', async () => {
      await page.goto(`${stack.siteUrl}/account/lab-tests`);
      const test = area.getByRole('combobox', { name: 'Test', exact: true });
      // The kit's field, with the tests grouped by sample, not one option per test and laboratory.
      assert.match((await test.getAttribute('class')) ?? '', /\bep-input\b/);
      assert.deepEqual(await test.locator('optgroup').evaluateAll((gs) => gs.map((g) => g.getAttribute('label'))), [
        'Blood tests',
        'Urine tests',
      ]);
      assert.ok((await test.locator('option').count()) < offered.json.length / 2, 'one option a test, not one a test and laboratory');
      await test.selectOption(lagos.name);
      await area.getByRole('combobox', { name: 'Laboratory' }).selectOption(lagos.id);
      await area.getByRole('radio', { name: /At home/ }).check();
      const from = area.getByRole('combobox', { name: 'Collect from' });
      assert.match(await from.locator('option:checked').innerText(), /^Home: .*12 Herbert Macaulay Way/);
      const slot = area.getByLabel('Area and time');
      await slot.locator('option').nth(1).waitFor({ state: 'attached', timeout: 30_000 });
      await slot.selectOption((await slot.locator('option').nth(1).getAttribute('value'))!);
      await check(page, 'lab-tests-form', area.getByRole('button', { name: 'Book and pay' }));
      await area.getByRole('button', { name: 'Book and pay' }).click();
    });

    await step(tab, 'lab-pay', async () => {
      await page.waitForURL(/\/checkout\/[^/]+$/, { timeout: 30_000 });
      await page.getByLabel('Card number').fill(SUCCESS_CARD);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('408');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/account\/lab-tests/, { timeout: 30_000 });
      await area.getByRole('listitem').filter({ hasText: 'Booked' }).first().waitFor({ timeout: 30_000 });
    });

    const mine = await api<{ id: string; testName: string; paid: boolean; address: string | null }[]>(
      'GET',
      '/api/labs/bookings',
      shopper.accessToken,
    );
    const booking = mine.json[0];
    assert.equal(booking.paid, true);
    assert.match(booking.address ?? '', /12 Herbert Macaulay Way.*Yaba/, 'collected at the saved address');

    const staff = await newShopper(stack, { firstName: 'Kemi', lastName: 'Lab', handle: 'kemilab', passwordPrefix: 'Yaba#Laboratory' });
    const admin = await api<{ accessToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    const granted = await api('PUT', `/api/admin/users/${staff.userId}/laboratory`, admin.json.accessToken, {
      laboratoryId: lagos.laboratoryId,
    });
    // A second person, a pharmacist, approves the admin's request (issue 47 finding 10).
    assert.equal(await approveHealthAccess(stack.apiUrl, granted), 200);

    // Logged in again, the staff's token says so: the menu offers their screen.
    const relogin = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, {
      username: staff.userName,
      password: staff.password,
    });
    const lab = await signInOnLoad(await newTrackedPage(browser, PHONE), relogin.json);
    await step(lab, 'lab-upload', async () => {
      await lab.page.goto(`${stack.siteUrl}/dashboard`);
      await lab.page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = lab.page.locator('#shell-drawer');
      await check(lab.page, 'lab-staff-menu', drawer.getByRole('link', { name: 'Laboratory bookings' }));
      assert.equal(await drawer.getByRole('link', { name: 'Orders', exact: true }).count(), 0, 'lab staff get their screen only');
      await drawer.getByRole('link', { name: 'Laboratory bookings' }).click();
      await lab.page.waitForURL(/\/lab\/bookings$/);
      const card = lab.page.getByRole('listitem', { name: `${booking.testName} for Ngozi Obi` });
      await card.getByRole('button', { name: 'Sample collected' }).click();
      await card.getByText('Sample collected', { exact: true }).and(card.locator('strong')).waitFor();
      await card
        .getByLabel(/Result file/)
        .setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: png(40, 40, () => [200, 30, 30]) });
      await card.getByRole('button', { name: 'Upload result' }).click();
      await check(lab.page, 'lab-staff-bookings', card.getByText(/result uploaded/));
    });

    await step(tab, 'lab-result', async () => {
      await page.reload();
      const card = area.getByRole('listitem', { name: booking.testName }).first();
      await check(page, 'lab-tests-result-ready', card.getByRole('button', { name: 'Open result' }));
      const [popup] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: 'Open result' }).click()]);
      assert.match(popup.url(), /^blob:/);
    });

    const labLaptop = await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } }), relogin.json);
    await labLaptop.page.goto(`${stack.siteUrl}/dashboard`);
    const adminNav = labLaptop.page.getByRole('navigation', { name: 'Admin' });
    await adminNav.getByRole('button', { name: 'Admin' }).click();
    await check(labLaptop.page, 'lab-staff-menu', adminNav.getByRole('link', { name: 'Laboratory bookings' }));
    await adminNav.getByRole('link', { name: 'Laboratory bookings' }).click();
    await check(labLaptop.page, 'lab-staff-bookings', labLaptop.page.getByRole('listitem', { name: `${booking.testName} for Ngozi Obi` }));
    await labLaptop.context.close();

    const laptop = await signInOnLoad(await newTrackedPage(browser, { viewport: { width: 1366, height: 900 } }), shopper);
    await laptop.page.goto(`${stack.siteUrl}/account/lab-tests`);
    await check(laptop.page, 'lab-tests', laptop.page.locator('[data-page="lab-tests"]').getByRole('listitem').first());
    await laptop.context.close();

    // The admin's Payments name the booking's payment as a lab booking; the home counts it beside medicine sales.
    const adminTokens = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', undefined, ADMIN);
    for (const viewport of [PHONE.viewport, { width: 1366, height: 900 }]) {
      const desk = await signInOnLoad(await newTrackedPage(browser, { viewport }), adminTokens.json);
      const adminArea = desk.page.locator('[data-boundary="admin"]');
      await step(desk, `admin-lab-payment-${viewport.width}`, async () => {
        await desk.page.goto(`${stack.siteUrl}/payments`);
        const row = adminArea.getByRole('row', { name: /Lab booking LAB-[0-9A-F]{8}/ });
        await check(desk.page, 'admin-payments-lab-booking', row);
        assert.match(await row.innerText(), new RegExp(`${booking.testName} · Ngozi Obi`));
        assert.match(await row.innerText(), /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
        await desk.page.goto(`${stack.siteUrl}/admin`);
        const today = adminArea.getByRole('heading', { name: 'Today' }).locator('xpath=..');
        await check(desk.page, 'admin-home-lab-bookings', today.getByTestId('lab-bookings').filter({ hasText: '1 booking' }));
      });
      await desk.context.close();
    }
    await lab.context.close();
    await tab.context.close();
  });
});
