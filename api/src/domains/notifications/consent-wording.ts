import { CONSENT_KINDS, type ConsentKey } from '../../platform/db/schema/notifications';
import { Catalogues, DEFAULT_LOCALE } from '../../platform/lib/message-catalogues';

/**
 * The version of the consent wording (./consent-texts/<locale>.json); a change of wording, in any
 * language, is a new version. English is recorded as the version itself ("2026-11-26"), another
 * language as the version and its tag ("2026-11-26-pcm"): one column says exactly which words the
 * shopper read, and the records given before translations existed keep meaning English.
 */
export const CONSENT_WORDING_VERSION = '2026-12-07';

/** What the shopper agrees to, word for word as the account page shows it, in each language (a translator adds a file). */
export const CONSENT_TEXTS = new Catalogues(new URL('./consent-texts/', import.meta.url));

const NEEDS_PHONE: Record<ConsentKey, boolean> = {
  'order-updates:sms': true,
  'order-updates:whatsapp': true,
  'offers:email': false,
  'offers:sms': true,
  'health-data:prescriptions': false,
  'health-data:conversations': false,
};

const KEYS = CONSENT_KINDS.map((k) => `${k.purpose}:${k.channel}` as ConsentKey);

/** The language the wording is shown in: the shopper's when its file has every consent's words (never a mix), else English. */
export function consentLanguage(locale: string | null | undefined): string {
  const chosen = CONSENT_TEXTS.pick(locale);
  return KEYS.every((k) => CONSENT_TEXTS.hasIn(chosen, `${k}.title`) && CONSENT_TEXTS.hasIn(chosen, `${k}.text`)) ? chosen : DEFAULT_LOCALE;
}

export const wordingVersionOf = (language: string) =>
  language === DEFAULT_LOCALE ? CONSENT_WORDING_VERSION : `${CONSENT_WORDING_VERSION}-${language}`;

/** The versions a shopper may have read now (one per complete language). */
export const currentWordingVersions = (): Set<string> =>
  new Set(CONSENT_TEXTS.locales.filter((l) => consentLanguage(l) === l).map(wordingVersionOf));

/** One consent's words in the language the shopper reads. */
export function consentWording(key: ConsentKey, locale: string | null | undefined) {
  const language = consentLanguage(locale);
  return {
    title: CONSENT_TEXTS.format(language, `${key}.title`),
    text: CONSENT_TEXTS.format(language, `${key}.text`),
    needsPhone: NEEDS_PHONE[key],
    version: wordingVersionOf(language),
  };
}
