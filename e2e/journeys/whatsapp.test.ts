// The shop on WhatsApp and USSD, tried on the messaging sandbox's phone screen at 360 px (the phone
// posts each message to the shop as WhatsApp does, signed, with a fresh message id): a shopper whose
// number is verified on her account searches, taps two medicines into her cart, checks out to her
// saved address, opens the payment link, pays on the Paystack sandbox's page and sees the order's
// confirmation arrive in the chat; on the USSD tab she dials the shop's code and reads the order's
// status. A stranger who types "chest pain" gets the emergency numbers in the first reply, then
// sends a picture with the camera button. A second shopper puts a prescription-only medicine in her
// cart from the chat, sends a photo of her prescription, consents in the chat; the pharmacist approves
// it in the console, the pay link arrives in the chat, and she pays. A third shopper writes "pharmacist", consents in the chat,
// asks; the pharmacist sees the question marked WhatsApp in the console, answers, and the answer
// comes back into the chat signed with the pharmacist's name and PCN number.
// Screenshots of the phone screen at 360 and 1280 px with SHOTS_DIR.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { assertAccessible } from '../support/accessibility';
import { newTrackedPage, signInOnLoad, step } from '../support/browser';
import { careJourney, PHONE, type CareJourney } from '../support/care-journey';
import { fillDeliveryAddress } from '../support/delivery-form';
import { png } from '../support/png';
import { newShopper, SEEDED_PHARMACIST, type Shopper } from '../support/shop-api';

const SUCCESS_CARD = '4084 0840 8408 4081';
/** A one-pixel PNG, the picture the phone sends. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const HOME = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567', label: 'Home' };

/** A photo of a handwritten prescription: lines of ink on paper. */
const prescriptionPhoto = () =>
  png(240, 320, (x, y) => (y % 16 < 3 && y > 20 && x > 20 && x < 240 - 20 - (y % 48) ? [40, 40, 60] : [250, 250, 245]));

/** The seeded pharmacist, signed in on the shop's login page, in the pharmacists' console. */
async function pharmacistLogin(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  const account = page.locator('[data-boundary="account"]');
  await account.getByLabel('Username').fill(SEEDED_PHARMACIST.username);
  await account.getByLabel('Password', { exact: true }).fill(SEEDED_PHARMACIST.password);
  await account.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The shopper's number on her account, proved with the code texted to it, and order updates by WhatsApp to it; a saved address (unless null). */
async function whatsappShopper(journey: CareJourney, shopper: Shopper, phone: string, address: typeof HOME | null = HOME): Promise<void> {
  await journey.smsUpdatesOn(shopper, phone, 'whatsapp');
  const token = shopper.accessToken;
  if (!address) return;
  const saved = await journey.api('POST', '/api/delivery/addresses', token, address);
  assert.equal(saved.status, 201, JSON.stringify(saved.json));
}

/** The phone screen's WhatsApp conversation: the shop's messages, and a way to wait for the next one. */
function whatsappScreen(page: Page) {
  const fromShop = page.locator('#chat li[data-direction="to-phone"]');
  /** Does `act` and answers the shop's next message (waited for, as the screen shows it). */
  const next = async (act: () => Promise<unknown>): Promise<Locator> => {
    const before = await fromShop.count();
    await act();
    const message = fromShop.nth(before);
    await message.waitFor({ timeout: 30_000 });
    return message;
  };
  const write = (text: string) =>
    next(async () => {
      await page.getByLabel('Message', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    });
  return {
    fromShop,
    next,
    write,
    tap: (message: Locator, name: string | RegExp) => next(() => message.getByRole('button', { name }).click()),
  };
}

describe('WhatsApp and USSD on the sandbox phone', () => {
  const journey = careJourney('whatsapp');

  /** Nothing sticks out at 360 px; with SHOTS_DIR, the screen at 360 and at 1280 px. */
  async function shots(page: Page, name: string, ready: Locator) {
    await journey.check(page, name, ready);
    if (!process.env.SHOTS_DIR) return;
    await page.setViewportSize({ width: 1280, height: 900 });
    await journey.check(page, name, ready);
    await page.setViewportSize(PHONE.viewport);
  }

  /** A shopper whose number is verified for WhatsApp (see whatsappShopper), with the sandbox phone open on her number. */
  async function shopperOnThePhone(
    names: Parameters<typeof newShopper>[1],
    phone: string,
    { address = HOME as typeof HOME | null, signedIn = false } = {},
  ) {
    const shopper = await newShopper(journey.stack, names);
    await whatsappShopper(journey, shopper, phone, address);
    const tracked = await newTrackedPage(journey.browser, PHONE);
    const tab = signedIn ? await signInOnLoad(tracked, shopper) : tracked;
    const open = async () => {
      await tab.page.goto(`${journey.stack.messagingUrl}/phone?phone=${encodeURIComponent(phone)}`);
      await tab.page.getByText('No messages yet').waitFor();
    };
    return { shopper, tab, page: tab.page, chat: whatsappScreen(tab.page), open };
  }

  it('a verified shopper searches, carts two medicines, pays by the link and gets the confirmation; USSD shows the order', async () => {
    const { shopper, tab, page, chat, open } = await shopperOnThePhone(
      { firstName: 'Ngozi', lastName: 'Eze', handle: 'ngozi_wa', passwordPrefix: 'Enugu#Chat' },
      '+2348051239001',
    );

    let payLink = '';
    await step(tab, 'whatsapp-cart', async () => {
      await open();
      const found = await chat.write('paracetamol');
      await found.getByText(/We found \d+ medicines? for "paracetamol"/).waitFor();
      await shots(page, 'whatsapp-search', found);
      const asked = await chat.tap(found, /^Emzor Paracetamol 500mg/);
      await asked.getByText(/How many\?/).waitFor();
      const added = await chat.tap(asked, '2');
      await added.getByText(/2 × Emzor Paracetamol 500mg Tablets \(96\)/).waitFor();

      const found2 = await chat.write('ibuprofen');
      const asked2 = await chat.tap(found2, /^Emzor Ibuprofen/);
      const cart = await chat.tap(asked2, '1');
      await cart.getByText(/1 × Emzor Ibuprofen 400mg \(24\)/).waitFor();
      await cart.getByText(/2 × Emzor Paracetamol/).waitFor();
      await shots(page, 'whatsapp-cart', cart);
      await assertAccessible(page, 'the phone screen with a cart in the chat');

      const where = await chat.tap(cart, 'Checkout');
      const link = await chat.tap(where, /^Deliver: Home/);
      const anchor = link.locator('a[href*="/checkout/"]');
      await anchor.waitFor();
      payLink = (await anchor.getAttribute('href'))!;
      await link.getByText(/Total to pay: ₦/).waitFor();
      await shots(page, 'whatsapp-pay-link', anchor);
    });

    await step(tab, 'whatsapp-pay', async () => {
      // The link opens in the phone's browser, as WhatsApp opens it: the Paystack sandbox's page.
      const [checkout] = await Promise.all([tab.context.waitForEvent('page'), page.locator(`a[href="${payLink}"]`).click()]);
      await checkout.getByLabel('Card number').fill(SUCCESS_CARD);
      await checkout.getByLabel('Expiry (MM/YY)').fill('12/30');
      await checkout.getByLabel('CVV').fill('408');
      await checkout.getByRole('button', { name: /^Pay / }).click();
      await checkout.waitForURL(/\/payment-success\?/, { timeout: 30_000 });
      await checkout.close();
    });

    let orderNumber = '';
    await step(tab, 'whatsapp-confirmation', async () => {
      await page.bringToFront();
      const confirmation = chat.fromShop.filter({ hasText: /order \S+ received/ });
      await confirmation.waitFor({ timeout: 60_000 });
      const orders = await journey.api<{ orderNumber: string; totalPrice: number }[]>(
        'GET',
        `/api/Order/user/${shopper.userId}`,
        shopper.accessToken,
      );
      assert.equal(orders.json.length, 1, 'one order, for the cart paid');
      orderNumber = orders.json[0].orderNumber;
      assert.match(await confirmation.innerText(), new RegExp(`order ${orderNumber} received`));
      await shots(page, 'whatsapp-confirmation', confirmation);
    });

    await step(tab, 'ussd-last-order', async () => {
      await page.getByRole('tab', { name: 'USSD' }).click();
      const screen = page.locator('#ussd-screen');
      await page.getByRole('button', { name: /^Dial \*/ }).click();
      await page.locator('#ussd-screen', { hasText: '1. My last orders' }).waitFor({ timeout: 30_000 });
      await shots(page, 'ussd-menu', screen);
      await assertAccessible(page, 'the phone screen on a USSD menu');
      await page.getByLabel('Your choice').fill('1');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('#ussd-screen', { hasText: '(Session ended)' }).waitFor({ timeout: 30_000 });
      assert.match(await screen.innerText(), new RegExp(`^${orderNumber}: `));
      await shots(page, 'ussd-orders', screen);
    });
    await tab.context.close();
  });

  it('a shopper carts a prescription medicine, sends the prescription’s photo, the pharmacist approves it and she pays from the chat', async () => {
    // No saved address: she gives it on the payment form. Signed in to the shop in her phone's browser, where the pay link opens.
    const { tab, page, chat, open } = await shopperOnThePhone(
      { firstName: 'Bisi', lastName: 'Ade', handle: 'bisi_wa', passwordPrefix: 'Oyo#Chat' },
      '+2348051239004',
      { address: null, signedIn: true },
    );
    await step(tab, 'whatsapp-rx-sent', async () => {
      await open();
      const found = await chat.write('amoxil');
      const asked = await chat.tap(found, /^Amoxil 500mg/);
      const added = await chat.tap(asked, '1');
      await added.getByText(/needs a prescription checked by our pharmacist before you pay/).waitFor();
      const consent = await chat.next(() =>
        page.setInputFiles('#picture', { name: 'prescription.png', mimeType: 'image/png', buffer: prescriptionPhoto() }),
      );
      await consent.getByText(/A pharmacist will check the prescription you sent/).waitFor();
      // The photo waited for the answer: kept once she agrees.
      const received = await chat.tap(consent, 'Yes, I agree');
      await received.getByText(/we have your prescription\. A pharmacist will check it/).waitFor();
      await shots(page, 'whatsapp-rx-received', received);
    });

    const pharmacist = await newTrackedPage(journey.browser, PHONE);
    await step(pharmacist, 'whatsapp-rx-approved', async () => {
      const ppage = pharmacist.page;
      await pharmacistLogin(ppage, journey.stack.siteUrl);
      const area = ppage.locator('[data-boundary="admin"]');
      await ppage.goto(`${journey.stack.siteUrl}/pharmacist/reviews`);
      await area.getByRole('link', { name: 'Check before payment for Bisi Ade' }).click();
      await area
        .getByText(/sent on WhatsApp/)
        .first()
        .waitFor();
      await shots(ppage, 'whatsapp-rx-review', area.getByRole('button', { name: 'Approve' }));
      await area.getByRole('button', { name: 'Approve' }).click();
      await area.getByText('Approved. The shopper is told on WhatsApp and by email.').waitFor();
    });
    await pharmacist.context.close();

    await step(tab, 'whatsapp-rx-paid', async () => {
      const approved = chat.fromShop.filter({ hasText: /approved your prescription\. Pay for your cart/ });
      await approved.waitFor();
      await shots(page, 'whatsapp-rx-pay-link', approved);
      const link = approved.locator('a[href*="/approved-cart?approval="]');
      // Opened in the phone's browser, where she is signed in to the shop.
      const [shop] = await Promise.all([tab.context.waitForEvent('page'), link.click()]);
      await shop.getByRole('link', { name: 'Pay for your approved cart' }).click();
      await shop.waitForURL(/\/payment-form\?/);
      const form = shop.locator('[data-boundary="cartCheckout"]');
      await fillDeliveryAddress(form);
      await form.getByTestId('approved-before-payment').waitFor();
      await form.getByRole('button', { name: /^Pay N/ }).click();
      await shop.getByLabel('Card number').fill(SUCCESS_CARD);
      await shop.getByLabel('Expiry (MM/YY)').fill('12/30');
      await shop.getByLabel('CVV').fill('408');
      await shop.getByRole('button', { name: /^Pay / }).click();
      await shop.waitForURL(/\/payment-success\?/);
      await shop.close();
      await page.bringToFront();
      await chat.fromShop.filter({ hasText: /order \S+ received/ }).waitFor();
    });
    await tab.context.close();
  });

  it('a stranger who types "chest pain" gets 112 and 767 in the first reply', async () => {
    const tab = await newTrackedPage(journey.browser, PHONE);
    const page = tab.page;
    const chat = whatsappScreen(page);
    await step(tab, 'whatsapp-chest-pain', async () => {
      await page.goto(`${journey.stack.messagingUrl}/phone`);
      await page.getByLabel('Phone number').fill('0805 123 9003');
      await page.getByRole('button', { name: 'Use', exact: true }).click();
      await page.getByText('No messages yet').waitFor({ timeout: 30_000 });
      assert.equal(new URL(page.url()).searchParams.get('phone'), '+2348051239003');
      const first = await chat.write('chest pain');
      assert.equal(await chat.fromShop.count(), 1);
      const text = await first.innerText();
      assert.match(text, /112/);
      assert.match(text, /767/);
      await shots(page, 'whatsapp-emergency', first);
    });
    await step(tab, 'whatsapp-picture', async () => {
      // The camera button sends a picture as WhatsApp does (an `image` message with a media id); the shop takes it.
      await page.setInputFiles('#picture', { name: 'photo.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      const sent = page.locator('#chat li[data-direction="from-phone"][data-kind="image"]');
      await sent.locator('img').waitFor({ timeout: 30_000 });
      await sent.getByText('✓✓').waitFor({ timeout: 30_000 });
      assert.ok(await sent.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1), 'the picture shows');
    });
    await tab.context.close();
  });

  it('a verified shopper asks a pharmacist in the chat; the answer from the console comes back into the chat, signed', async () => {
    const { tab, page, chat, open } = await shopperOnThePhone(
      { firstName: 'Halima', lastName: 'Bello', handle: 'halima_wa', passwordPrefix: 'Kano#Chat' },
      '+2348051239002',
    );
    const QUESTION = 'Can I take ibuprofen with my blood pressure tablets?';
    await step(tab, 'whatsapp-pharmacist-asked', async () => {
      await open();
      const consent = await chat.write('pharmacist');
      await consent.getByText(/A pharmacist will read what you write here/).waitFor();
      const opened = await chat.tap(consent, 'Yes, I agree');
      await opened.getByText(/A pharmacist will answer you here/).waitFor();
      await page.getByLabel('Message', { exact: true }).fill(QUESTION);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('#chat li[data-direction="from-phone"]', { hasText: QUESTION }).getByText('✓✓').waitFor();
    });

    const pharmacist = await newTrackedPage(journey.browser, PHONE);
    await step(pharmacist, 'whatsapp-pharmacist-answers', async () => {
      const ppage = pharmacist.page;
      await pharmacistLogin(ppage, journey.stack.siteUrl);
      const area = ppage.locator('[data-boundary="admin"]');
      await ppage.goto(`${journey.stack.siteUrl}/pharmacist/questions`);
      const row = area.getByRole('link', { name: /WhatsApp/ }).first();
      await shots(ppage, 'whatsapp-question-queue', row);
      await row.click();
      await area.getByText(QUESTION).waitFor();
      const where = area.getByTestId('question-channel');
      await where.getByText(/Asked in the shop’s WhatsApp chat/).waitFor();
      await shots(ppage, 'whatsapp-question', where);
      await area.getByLabel('Your answer').fill('Better not: ibuprofen can raise blood pressure. Take paracetamol instead.');
      await area.getByRole('button', { name: 'Send answer' }).click();
      await area.getByText(/Pharm\. .*PCN\//).waitFor();
    });
    await pharmacist.context.close();

    await step(tab, 'whatsapp-pharmacist-answer-in-chat', async () => {
      const answer = chat.fromShop.filter({ hasText: /Take paracetamol instead/ });
      await answer.waitFor();
      assert.match(await answer.innerText(), /^Pharm\. .+, PCN\/\S+:\s*Better not: ibuprofen can raise blood pressure/);
      await shots(page, 'whatsapp-pharmacist-answer', answer);
    });
    await tab.context.close();
  });
});
