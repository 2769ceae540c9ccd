import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { IntlMessageFormat } from 'intl-messageformat';
import { Catalogues, preferredLanguage } from '../../src/platform/lib/message-catalogues';
import { composeMail } from '../../src/platform/mail/mailer';
import { MAIL_TEXTS } from '../../src/platform/mail/mail-texts';
import { ORDER_MAIL_TEXTS, orderPlacedMail, refundMail, reviewMail } from '../../src/domains/orders/order-mails';
import type { OrderJson } from '../../src/domains/orders/orders-service';
import { recallMail } from '../../src/workflows/recall/recall-mail';
import {
  askMail,
  chargeFailedMail,
  chargeNoticeMail,
  dunningMail,
  payLinkMail,
  reminderMail,
} from '../../src/workflows/refill-run/refill-mails';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every folder of message catalogues the API has (found from the files: a new folder is checked too). */
function catalogueFolders(dir = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFolders(full);
    return entry.name === 'en.json' ? [dir] : [];
  });
}

/** The placeholders a message uses (names of arguments, however deep in plural/select). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }> };
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      // type 0 is literal text, 7 the `#` of a plural; every other node names an argument.
      if (typeof node.value === 'string' && node.type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as Node[]);
  return [...names].sort();
}

describe('mail catalogues', () => {
  const folders = catalogueFolders();

  it('are found for the mails and texts (order mails, other mails, SMS/WhatsApp)', () => {
    const names = folders.map((f) => path.relative(src, f).replace(/\\/g, '/'));
    for (const expected of ['platform/mail/texts', 'domains/orders/mail-texts', 'domains/notifications/texts'])
      assert.ok(names.includes(expected), expected);
  });

  for (const folder of folders) {
    it(`${path.relative(src, folder)}: every language has every English key, with the same placeholders`, () => {
      const read = (file: string) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>;
      const english = read('en.json');
      const languages = fs.readdirSync(folder).filter((f) => f.endsWith('.json') && f !== 'en.json');
      assert.ok(languages.includes('pcm.json'), 'Pidgin is there');
      for (const file of languages) {
        const other = read(file);
        assert.deepEqual(Object.keys(other).sort(), Object.keys(english).sort(), `${file} has the English keys, no more`);
        for (const [key, message] of Object.entries(english))
          assert.deepEqual(argumentsOf(other[key]), argumentsOf(message), `${file} ${key} keeps its placeholders`);
      }
    });
  }

  it('compare placeholders however deep they sit', () => {
    assert.deepEqual(argumentsOf('{n, plural, one {# {medicine}} other {{amount, number, naira}}}'), ['amount', 'medicine', 'n']);
  });

  it('a language is found from its file alone', () => {
    assert.deepEqual(new Catalogues(new URL('../../src/platform/mail/texts/', import.meta.url)).locales, MAIL_TEXTS.locales);
    assert.ok(MAIL_TEXTS.locales.includes('pcm') && ORDER_MAIL_TEXTS.locales.includes('pcm'));
  });
});

const order = {
  orderId: '00000000-0000-4000-8000-000000000002',
  orderNumber: 'EPH-000077',
  status: 'Canceled',
  userId: null,
  customer: { name: 'Ada Obi', email: 'ada@example.ng' },
  orderDate: '2026-03-14T23:30:00Z',
  paidAt: '2026-03-14T23:31:00Z',
  paymentReference: 'ref-77',
  orderItems: [
    { quantity: 2, medicineName: 'Amoxil 500mg Capsules', price: 1250, reviewDecision: 'rejected' },
    { quantity: 1, medicineName: 'Paracetamol 500mg', price: 500, reviewDecision: 'approved' },
  ],
  itemsTotal: 3000,
  discount: 0,
  deliveryFee: 1500,
  totalPrice: 4500,
  shippingAddress: '1 Allen Avenue, Ikeja',
  deliveryAddress: {
    recipient: 'Ada Obi',
    street: '1 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    phone: '+2348035550101',
    zoneName: 'Ikeja',
  },
  deliveryWindow: null,
  review: { decision: 'partial', pharmacistName: 'Pharm. Bisi Ade', reason: 'Dose above the prescription', refund: 2500 },
} as unknown as OrderJson;

const links = { pay: 'https://shop.example/refill-link?token=p', skip: 'https://shop.example/refill-link?token=s' };
const who = (locale: string) => ({ email: 'ada@example.ng', locale });

/** Every mail to a shopper that lives outside a service, built in one language. */
const mails = (locale: string) => ({
  placed: orderPlacedMail(order, 'https://shop.example', locale),
  review: reviewMail(order, 'https://shop.example', locale),
  refundProcessed: refundMail(order, 'https://shop.example', { amount: 2500, status: 'processed' }, locale),
  refundFailed: refundMail(order, 'https://shop.example', { amount: 2500, status: 'failed' }, locale),
  recall: recallMail(
    {
      medicineName: 'Amoxil 500mg Capsules',
      lotNumber: 'L42',
      expiryDate: '2027-01-31',
      reason: 'Failed dissolution test',
      nafdacReference: 'PA-12',
    },
    [{ order, outcome: 'received' }],
    'https://shop.example',
    locale,
  ),
  reminder: reminderMail(
    who(locale),
    { medicine: 'Amlodipine 5mg', quantity: 30, runOn: '2026-12-01', amountKobo: 1_250_000, autoPay: true, card: 'Visa •••• 4081' },
    links,
  ),
  notice: chargeNoticeMail(
    who(locale),
    { medicine: 'Amlodipine 5mg', quantity: 30, runOn: '2026-12-01', amountKobo: 1_250_000, card: 'Visa •••• 4081' },
    links,
  ),
  pay: payLinkMail(who(locale), { medicine: 'Amlodipine 5mg', amountKobo: 1_250_000, bankAsks: true }, links),
  failed: chargeFailedMail(who(locale), { medicine: 'Amlodipine 5mg', reason: 'Insufficient funds', retryOn: '2026-12-02' }, links),
  dunning: dunningMail(who(locale), { medicine: 'Amlodipine 5mg', reason: 'Insufficient funds' }, links),
  unprepared: askMail(who(locale), 'unprepared', { medicine: 'Amlodipine 5mg', problem: 'the address is no longer delivered.' }, 'u'),
  unsold: askMail(who(locale), 'unsold', { medicine: 'Amlodipine 5mg' }, 'u'),
  price: askMail(who(locale), 'price', { medicine: 'Amlodipine 5mg', unitKobo: 150_000 }, 'u'),
  prescription: askMail(who(locale), 'prescription', { medicine: 'Amlodipine 5mg', problem: 'It has expired.' }, 'u'),
});

describe('mails to shoppers, in their language', () => {
  const english = mails('en');
  const pidgin = mails('pcm');

  it('render in English and Pidgin with every placeholder filled, and differ between the two', () => {
    for (const [name, mail] of Object.entries(english)) {
      const other = pidgin[name as keyof typeof pidgin];
      for (const m of [mail, other]) {
        assert.doesNotMatch(m.subject + m.text, /\{[a-zA-Z]+[},]/, `${name}: no placeholder left`);
        assert.doesNotMatch(m.html, /undefined|NaN/, `${name}: no missing value`);
      }
      assert.notEqual(other.text, mail.text, `${name} is written in Pidgin`);
    }
  });

  it('write money with thousands separators and dates dd/mm/yyyy in Lagos; medicine names and reasons as written (never in a refill subject)', () => {
    assert.equal(english.reminder.subject, 'Your refill is due on 01/12/2026');
    assert.match(english.reminder.text, /about N12,500 with delivery/);
    assert.equal(pidgin.reminder.subject, 'Your refill go reach on 01/12/2026');
    assert.match(pidgin.failed.text, /The bank talk say: Insufficient funds\. We no charge anything/);
    assert.match(pidgin.failed.text, /We go try one more time on 02\/12\/2026\./);
    // 23:30 UTC on 14/03 is already 15/03 in Lagos.
    assert.match(english.placed.text, /Placed: 15\/03\/2026, 00:30/);
    assert.match(english.placed.text, /Delivery to Ikeja: N1,500\nTotal paid: N4,500/);
    assert.match(pidgin.placed.text, /Total wey you pay: N4,500/);
    assert.match(pidgin.review.text, /Our pharmacist Pharm\. Bisi Ade don check your prescription for order EPH-000077/);
    assert.match(
      pidgin.review.text,
      /- 2 × Amoxil 500mg Capsules\nReason: Dose above the prescription|Reason: Dose above the prescription/,
    );
    assert.match(pidgin.review.text, /We dey send N2,500 back/);
    assert.equal(pidgin.refundProcessed.subject, 'Refund for order EPH-000077: we don send N2,500 back');
    assert.match(
      english.recall.text,
      /Amoxil 500mg Capsules, batch L42 \(expiry 31\/01\/2027\), has been recalled: Failed dissolution test \(NAFDAC alert PA-12\)\./,
    );
    assert.match(pidgin.recall.text, /Order EPH-000077: You don collect this batch/);
    assert.match(english.price.text, /now N1,500 each/);
  });

  it('the layout speaks the language too: the link line and the default footer', () => {
    const mail = composeMail({ heading: 'x', paragraphs: [], action: { label: 'Go', url: 'https://shop.example/a' }, locale: 'pcm' });
    assert.match(mail.html, /Or copy this link put for your browser: https:\/\/shop\.example\/a/);
    assert.match(mail.text, /We dey take order 24\/7/);
    assert.match(composeMail({ heading: 'x', paragraphs: [] }).text, /Orders taken 24\/7/);
  });

  it('the browser’s language is read from Accept-Language by weight', () => {
    assert.equal(preferredLanguage('pcm'), 'pcm');
    assert.equal(preferredLanguage('en;q=0.5, pcm-NG;q=0.9, *;q=0.1'), 'pcm-NG');
    assert.equal(preferredLanguage('*'), null);
    assert.equal(preferredLanguage(undefined), null);
  });
});
