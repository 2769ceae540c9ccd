// What the API writes to a shopper (mails, SMS and WhatsApp texts) in the shopper's language:
// ICU messages (plural, select; `{amount, number, naira}` as "N4,500" from kobo;
// `{when, date, dmy}` as dd/mm/yyyy in Africa/Lagos), one JSON file per language in a folder.
// The languages are the files found there, so a translator adds `ha.json` and nothing else; a
// message missing from a language is written in English. The storefront's runtime is
// shared-kernel/src/i18n (same formats, same library).
import fs from 'node:fs';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { formatNaira } from './money';

export const DEFAULT_LOCALE = 'en';
export const SHOP_TIME_ZONE = 'Africa/Lagos';
const CATALOGUE_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;
const LOCALE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export type MessageValues = Record<string, string | number | Date>;

/** Whether `value` is a language tag as the site stores it (en, pcm, ha, en-GB). */
export const isLocaleTag = (value: unknown): value is string => typeof value === 'string' && value.length <= 16 && LOCALE_TAG.test(value);

/** The first language an Accept-Language header asks for (by weight), as a tag the site stores ("pcm", "en-GB"); null if none. */
export function preferredLanguage(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .slice(0, 400)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().replace(/_/g, '-'), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.q > 0 && isLocaleTag(l.tag.replace(/^([A-Za-z]+)/, (m) => m.toLowerCase())))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0] ? ranked[0].tag.replace(/^([A-Za-z]+)/, (m) => m.toLowerCase()) : null;
}

const dmy = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SHOP_TIME_ZONE });

/** dd/mm/yyyy in Africa/Lagos (23:30 UTC is already the next day there). */
export function formatDayMonthYear(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dmy.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

const FORMATS = {
  number: { naira: { style: 'currency', currency: 'NGN' } },
  date: { dmy: { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } },
} as const;

const formatters: Formatters = {
  // Amounts are kobo, as the API stores money.
  getNumberFormat: (locales, options) =>
    options?.currency === 'NGN'
      ? ({ format: (kobo: number) => formatNaira(kobo) } as Intl.NumberFormat)
      : new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions),
  getDateTimeFormat: (locales, options) =>
    options?.timeZone === SHOP_TIME_ZONE && options.day === '2-digit'
      ? ({ format: (value?: Date | number) => formatDayMonthYear(value ?? Date.now()) } as Intl.DateTimeFormat)
      : new Intl.DateTimeFormat(locales, { timeZone: SHOP_TIME_ZONE, ...options }),
  getPluralRules: (locales, options) => new Intl.PluralRules(locales, options),
};

/** One folder of catalogues: `<locale>.json` files of key → ICU message. */
export class Catalogues {
  private readonly byLocale = new Map<string, Record<string, string>>();
  private readonly compiled = new Map<string, IntlMessageFormat>();

  constructor(folder: URL) {
    for (const file of fs.readdirSync(folder)) {
      const locale = CATALOGUE_FILE.exec(file)?.[1];
      if (locale) this.byLocale.set(locale, JSON.parse(fs.readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>);
    }
    if (!this.byLocale.has(DEFAULT_LOCALE)) throw new Error(`${folder.pathname}: no ${DEFAULT_LOCALE}.json`);
  }

  /** The languages found, English first. */
  get locales(): string[] {
    return [DEFAULT_LOCALE, ...[...this.byLocale.keys()].filter((l) => l !== DEFAULT_LOCALE).sort()];
  }

  /** The language to write in: the shopper's, else its base language (pcm-NG → pcm), else English. */
  pick(locale: string | null | undefined): string {
    if (!locale) return DEFAULT_LOCALE;
    if (this.byLocale.has(locale)) return locale;
    const base = locale.split('-')[0];
    return this.byLocale.has(base) ? base : DEFAULT_LOCALE;
  }

  /** Whether the English catalogue has this key. */
  has(key: string): boolean {
    return key in this.byLocale.get(DEFAULT_LOCALE)!;
  }

  /** Whether this language's own file has the key (no English stand-in). */
  hasIn(locale: string, key: string): boolean {
    return key in (this.byLocale.get(locale) ?? {});
  }

  /** Every key, as the English catalogue lists them. */
  keys(): string[] {
    return Object.keys(this.byLocale.get(DEFAULT_LOCALE)!);
  }

  /** The message `key` in `locale` (or English where that language lacks it) with its values. */
  format(locale: string | null | undefined, key: string, values: MessageValues = {}): string {
    const chosen = this.pick(locale);
    const own = this.byLocale.get(chosen)?.[key];
    const [lang, message] = own === undefined ? [DEFAULT_LOCALE, this.byLocale.get(DEFAULT_LOCALE)![key]] : [chosen, own];
    if (message === undefined) throw new Error(`no message "${key}"`);
    const cacheKey = `${lang}\u0000${key}`;
    let format = this.compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(message, Intl.PluralRules.supportedLocalesOf([lang]).length ? lang : DEFAULT_LOCALE, FORMATS, {
        formatters,
      });
      this.compiled.set(cacheKey, format);
    }
    return String(format.format(values));
  }
}
