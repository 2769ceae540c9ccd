// Message formats for shopper-facing text: ICU messages (plural, select) through intl-messageformat,
// with the shop's two house formats: `{amount, number, naira}` ("N4,500", as formatNaira) and
// `{when, date, dmy}` (dd/mm/yyyy in Africa/Lagos). Browser builds receive catalogues already
// parsed (tooling/webpack/messages-loader.cjs), so the ICU parser is not shipped; tests and the
// API parse the strings.
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { formatNaira } from '../money/money';

/** A catalogue entry: the ICU string, or its syntax tree when the build parsed it. */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

export const SHOP_TIME_ZONE = 'Africa/Lagos';

const dmyFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** dd/mm/yyyy in Africa/Lagos: 2026-03-14T23:30Z -> "15/03/2026". */
export function formatDayMonthYear(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: string) => dmyFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

const HOUSE_FORMATS = {
  number: { naira: { style: 'currency', currency: 'NGN' } },
  date: { dmy: { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } },
} as const;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters, memoised, with naira and dd/mm/yyyy as the shop writes them. */
const formatters: Formatters = {
  getNumberFormat: (locales, options) => {
    if (options?.currency === 'NGN') return { format: (value: number) => formatNaira(value) } as Intl.NumberFormat;
    const key = JSON.stringify([locales, options]);
    if (!numberFormats.has(key)) numberFormats.set(key, new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions));
    return numberFormats.get(key)!;
  },
  getDateTimeFormat: (locales, options) => {
    if (options?.timeZone === SHOP_TIME_ZONE && options.day === '2-digit' && !options.hour) {
      return { format: (value?: Date | number) => formatDayMonthYear(value ?? Date.now()) } as Intl.DateTimeFormat;
    }
    const key = JSON.stringify([locales, options]);
    if (!dateFormats.has(key)) dateFormats.set(key, new Intl.DateTimeFormat(locales, { timeZone: SHOP_TIME_ZONE, ...options }));
    return dateFormats.get(key)!;
  },
  getPluralRules: (locales, options) => new Intl.PluralRules(locales, options),
};

/** Intl's name for a locale: a pseudo-locale or one Intl lacks formats as English. */
function intlLocale(locale: string): string {
  try {
    return Intl.PluralRules.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

const compiled = new Map<Message, Map<string, IntlMessageFormat>>();

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** One message in one locale with its values; a broken message shows its raw text, never throws. */
export function formatMessage(locale: string, message: Message, values?: MessageValues): string {
  let byLocale = compiled.get(message);
  if (!byLocale) compiled.set(message, (byLocale = new Map()));
  let format = byLocale.get(locale);
  try {
    if (!format) {
      format = new IntlMessageFormat(message, intlLocale(locale), HOUSE_FORMATS, { formatters });
      byLocale.set(locale, format);
    }
    const text = format.format(values as Record<string, string | number | Date>);
    return Array.isArray(text) ? text.join('') : String(text);
  } catch {
    return typeof message === 'string' ? message : '';
  }
}
