// The "order updates" consent is what every text to a shopper goes out under: order steps, pickup,
// refill plans and a pharmacist's answers. Its words say so, in English and in Pidgin, on both
// channels, and name no medicine.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONSENT_WORDING_VERSION, consentWording } from '../../src/domains/notifications/consent-wording';

test('the order-updates consent says it covers refills and a pharmacist’s answers, in English and Pidgin', () => {
  const covers: Record<string, RegExp[]> = {
    en: [/order/, /ready for pickup/, /refill plans/, /pharmacist answers my question/],
    pcm: [/order/, /ready for pickup/, /refill plan/, /pharmacist answer my question/],
  };
  for (const [locale, phrases] of Object.entries(covers)) {
    for (const channel of ['sms', 'whatsapp'] as const) {
      const wording = consentWording(`order-updates:${channel}`, locale);
      for (const phrase of phrases) assert.match(wording.text, phrase, `${locale} ${channel}: ${wording.text}`);
      assert.match(wording.title, /pharmacist/i, `${locale} ${channel} title: ${wording.title}`);
      assert.equal(wording.version, locale === 'en' ? CONSENT_WORDING_VERSION : `${CONSENT_WORDING_VERSION}-${locale}`);
    }
  }
});
