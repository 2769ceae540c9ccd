import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CATEGORIES, FACTS, MEDICINES } from '../../src/workflows/first-start-seed/catalogue-data';
import { smsSegments } from '../../src/domains/notifications/gsm';
import { renderSms, SMS_TEMPLATES, SMS_TEXTS, type SmsTemplateName, sensitiveWordsIn } from '../../src/domains/notifications/sms-templates';

/** Every name a text must not carry: the catalogue's medicines, their ingredients, and the conditions its categories name. */
const SENSITIVE = [
  ...MEDICINES.map((m) => m.name),
  ...MEDICINES.map((m) => m.name.split(/\s+/)[0]),
  ...Object.values(FACTS).flatMap(([ingredients]) => ingredients.split(/[,+/]| and /).map((s) => s.trim())),
  ...CATEGORIES.flatMap((c) => c.name.split(/&|,| and /).map((s) => s.trim())),
].filter((s) => s.length >= 3);

/** Values a template is filled with: an order number, and each status and refund outcome the notifier passes. */
const STATUSES = ['AwaitingReview', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Collected', 'Canceled', 'Unknown'];
const SAMPLES: Record<string, string>[] = STATUSES.flatMap((status) =>
  ['processed', 'failed'].map((outcome) => ({
    orderNumber: 'EPH-000123',
    status,
    outcome,
    day: '13 Dec',
    // A pickup's pharmacy and hours, as long as the seeded ones run (dashes as the notifier writes them).
    pharmacy: 'e-pharmacy Rapid Response Ring Road',
    hours: 'Mon-Sat 8-21, Sun 12-18',
    // A delivery: a long rider's first name, their phone, the code, the minutes, the Lagos time, the longest failure.
    rider: 'Abdulrahman',
    phone: '0803 123 4567',
    code: '123456',
    minutes: '20',
    time: '14:32',
    reason: 'address-not-found',
  })),
);

describe('SMS and WhatsApp texts', () => {
  it('in every language, name no medicine, ingredient or condition of the catalogue, and each fits one GSM-7 segment', () => {
    assert.ok(SENSITIVE.length > 100, 'the catalogue names were read');
    assert.ok(SMS_TEXTS.locales.includes('pcm'), 'the languages are read from the files');
    for (const locale of SMS_TEXTS.locales) {
      for (const name of Object.keys(SMS_TEMPLATES) as SmsTemplateName[]) {
        for (const sample of SAMPLES) {
          const text = renderSms(name, sample, locale);
          assert.deepEqual(sensitiveWordsIn(text, SENSITIVE), [], `${locale} ${name}: "${text}"`);
          const seg = smsSegments(text);
          assert.equal(seg.encoding, 'GSM-7', `${locale} ${name} is GSM-7`);
          assert.equal(seg.segments, 1, `${locale} ${name} is one segment (${seg.units} septets)`);
        }
      }
    }
  });

  it('say the order words in the language, English where the language or a word is missing', () => {
    const params = { orderNumber: 'EPH-1', status: 'Shipped' };
    assert.equal(
      renderSms('order-status', params),
      'e-pharmacy: order EPH-1 is now on its way. Details in your account. Reply STOP to end texts.',
    );
    assert.match(renderSms('order-status', params, 'pcm'), /order EPH-1 don dey come\./);
    assert.match(renderSms('order-status', params, 'pcm-NG'), /don dey come/);
    assert.match(renderSms('order-status', params, 'ha'), /is now on its way/);
    assert.match(renderSms('refund-moved', { orderNumber: 'EPH-1', outcome: 'processed' }), /has been paid\./);
  });

  it('Pidgin has every English text (a missing one would silently go out in English)', () => {
    const read = (locale: string) =>
      Object.keys(
        JSON.parse(readFileSync(new URL(`../../src/domains/notifications/texts/${locale}.json`, import.meta.url), 'utf8')),
      ).sort();
    assert.deepEqual(read('pcm'), read('en'));
  });
});

describe('SMS segments', () => {
  const a = (n: number) => 'a'.repeat(n);
  const o = (n: number) => 'ọ'.repeat(n);
  it('GSM-7: 160 septets alone, 153 per part of a longer message', () => {
    assert.deepEqual(smsSegments(a(160)), { encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160 });
    assert.equal(smsSegments(a(161)).segments, 2);
    assert.equal(smsSegments(a(306)).segments, 2);
    assert.equal(smsSegments(a(307)).segments, 3);
  });
  it('GSM-7 extension characters count two and are never split across parts', () => {
    assert.deepEqual(smsSegments(`${a(158)}€`), { encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160 });
    assert.equal(smsSegments(`${a(159)}€`).units, 161);
    assert.equal(smsSegments(`${a(159)}€`).segments, 2);
    assert.equal(smsSegments('{}[]~^|\\').units, 16);
    // 152 septets, then € (2) does not fit the 153 of the first part: it starts the second.
    assert.equal(smsSegments(`${a(152)}€${a(152)}`).segments, 3);
    assert.equal(smsSegments(`${a(151)}€${a(151)}`).segments, 2);
  });
  it('UCS-2 (any character outside GSM-7, e.g. Yoruba ọ): 70 alone, 67 per part; a surrogate pair is never split', () => {
    assert.deepEqual(smsSegments(o(70)), { encoding: 'UCS-2', units: 70, segments: 1, perSegment: 70 });
    assert.equal(smsSegments(o(71)).segments, 2);
    assert.equal(smsSegments(o(134)).segments, 2);
    assert.equal(smsSegments(o(135)).segments, 3);
    assert.equal(smsSegments(`${o(66)}😀${o(66)}`).segments, 3);
    assert.equal(smsSegments(`${o(65)}😀${o(65)}`).segments, 2);
    assert.equal(smsSegments('Naira ₦').encoding, 'UCS-2');
  });
});
