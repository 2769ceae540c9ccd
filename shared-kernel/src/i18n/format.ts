// Message formats for shopper-facing text. Catalogues are compiled at build time
// (tooling/i18n/compile-messages.cjs): a message is its text, or a small function that gets the
// values and this file's helpers for one locale (plurals by Intl.PluralRules, numbers and dates by
// Intl, with the shop's two house formats: `{amount, number, naira}` "N4,500", as formatNaira, and
// `{when, date, dmy}` dd/mm/yyyy in Africa/Lagos). English plurals, a plural's whole `#` in English,
// naira and dmy are written here without Intl, so drawing a page does not wait for Intl's locale
// data (each is tested against Intl's answer). No message-format library ships; the results are
// checked against intl-messageformat for every catalogue (__tests__/compiled-catalogues.test.ts).
import { formatNaira, groupDigits } from '../money/money';

export type MessageValues = Record<string, unknown>;
type Options = Record<string, unknown>;
type Choice<P extends unknown[]> = Record<string, string | ((...args: P) => string)>;

/** What a compiled message calls: `a` its values, `f` these, bound to one locale. */
export interface MessageHelpers {
  /** A simple argument, `{name}`. */
  a(values: MessageValues, name: string): string;
  /** `{n, number, style}`. */
  n(values: MessageValues, name: string, options?: Options): string;
  /** `{d, date, style}` and `{d, time, style}`. */
  d(values: MessageValues, name: string, options?: Options): string;
  /** `{x, select, ...}`. */
  s(values: MessageValues, name: string, options: Choice<[]>): string;
  /** `{n, plural, ...}` (`ordinal` 1 for selectordinal); the option gets the number less the offset. */
  p(values: MessageValues, name: string, offset: number, ordinal: number, options: Choice<[number]>): string;
  /** `#` in a plural: the number in the locale's digits. */
  h(value: number): string;
  /** `<tag>text</tag>`: the value named `tag` is a function given the text. */
  g(values: MessageValues, name: string, text: string): string;
}

/** A catalogue entry after the build: its text, or a function of its values. */
export type CompiledMessage = (values: MessageValues, helpers: MessageHelpers) => string;
export type Message = string | CompiledMessage;

export const SHOP_TIME_ZONE = 'Africa/Lagos';

// Made at first use, not when the module loads (see money.ts).
let dmyFormat: Intl.DateTimeFormat | null = null;
/** Africa/Lagos has been UTC+1 all year (no summer time) since 1 September 1919. */
const WAT_SINCE = Date.UTC(1919, 8, 1);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * dd/mm/yyyy in Africa/Lagos: 2026-03-14T23:30Z -> "15/03/2026". Since 1919 by the fixed offset, not
 * Intl: a page's first Intl.DateTimeFormat with a time zone loads the browser's zone data.
 */
export function formatDayMonthYear(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (date.getTime() >= WAT_SINCE) {
    const lagos = new Date(date.getTime() + 3_600_000);
    return `${twoDigits(lagos.getUTCDate())}/${twoDigits(lagos.getUTCMonth() + 1)}/${lagos.getUTCFullYear()}`;
  }
  dmyFormat ??= new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SHOP_TIME_ZONE });
  const parts = dmyFormat.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

type Formatter = { format(value: never): string };
const intlCache = new Map<string, Formatter>();
function memo(kind: string, locale: string, options: Options | undefined, make: () => Formatter): Formatter {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = intlCache.get(key);
  if (!formatter) intlCache.set(key, (formatter = make()));
  return formatter;
}

/** Numbers: naira as the shop writes it, the rest by Intl. */
export function numberFormat(locale: string, options?: Options): Formatter {
  if (options?.currency === 'NGN') return { format: (value: number) => formatNaira(value) };
  return memo('n', locale, options, () => new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions));
}

/** Dates: dd/mm/yyyy in Africa/Lagos for `dmy`, the rest by Intl in Africa/Lagos. */
export function dateFormat(locale: string, options?: Options): Formatter {
  if (options?.timeZone === SHOP_TIME_ZONE && options.day === '2-digit' && !options.hour) {
    return { format: (value?: Date | number) => formatDayMonthYear(value ?? Date.now()) };
  }
  return memo('d', locale, options, () => new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }));
}

class MessageValueError extends Error {}

function value(values: MessageValues, name: string): unknown {
  if (!(name in values)) throw new MessageValueError(`no value for {${name}}`);
  return values[name];
}

const own = (options: object, key: string) => Object.prototype.hasOwnProperty.call(options, key);

function choose<P extends unknown[]>(options: Choice<P>, key: string, ...args: P): string {
  const option = own(options, key) ? options[key] : options.other;
  if (option === undefined) throw new MessageValueError(`no option for ${key}`);
  return typeof option === 'string' ? option : option(...args);
}

/**
 * English's plural categories as CLDR (and so Intl.PluralRules) gives them: cardinal "one" for 1
 * only, ordinal one/two/few for 1st, 2nd, 3rd (not 11th to 13th). Kept here because a page's first
 * Intl.PluralRules loads the browser's plural data, 10 to 25 ms of the task that draws the header
 * on a laptop and four to six times that on a phone; __tests__/format.test.ts holds it to Intl's.
 */
export function englishPlural(n: number, ordinal: boolean): Intl.LDMLPluralRule {
  const size = Math.abs(n);
  if (!ordinal) return size === 1 ? 'one' : 'other';
  if (!Number.isInteger(size)) return 'other';
  const [ten, hundred] = [size % 10, size % 100];
  if (ten === 1 && hundred !== 11) return 'one';
  if (ten === 2 && hundred !== 12) return 'two';
  if (ten === 3 && hundred !== 13) return 'few';
  return 'other';
}

/**
 * Orders two texts by their characters (for a sort), not by localeCompare: a page's first
 * localeCompare loads the browser's collation data, 10 to 26 ms on a laptop. For names in plain
 * capitalised words, such as menu labels and Nigeria's states, the order is the same.
 */
export const byCharacters = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const isEnglish = (locale: string) => /^en(-|$)/i.test(locale);

/** The plural category of `n` in `locale`: English's by englishPlural, others' by Intl (made at first use). */
function pluralRules(locale: string): (n: number, ordinal: number) => string {
  if (isEnglish(locale)) return (n, ordinal) => englishPlural(n, ordinal === 1);
  const rules: (Intl.PluralRules | undefined)[] = [];
  return (n, ordinal) => (rules[ordinal] ??= new Intl.PluralRules(locale, ordinal ? { type: 'ordinal' } : undefined)).select(n);
}

const helpersByLocale = new Map<string, MessageHelpers>();

/** The helpers a compiled message calls, for one Intl locale. */
export function messageHelpers(locale: string): MessageHelpers {
  let helpers = helpersByLocale.get(locale);
  if (helpers) return helpers;
  const plural = pluralRules(locale);
  const english = isEnglish(locale);
  helpers = {
    a: (values, name) => {
      const v = value(values, name);
      return typeof v === 'number' || v ? String(v) : '';
    },
    n: (values, name, options) => {
      const v = value(values, name) as number;
      return numberFormat(locale, options).format((options?.scale ? v * (options.scale as number) : v) as never);
    },
    d: (values, name, options) => dateFormat(locale, options).format(value(values, name) as never),
    s: (values, name, options) => choose(options, String(value(values, name))),
    p: (values, name, offset, ordinal, options) => {
      const v = value(values, name) as number;
      const exact = `=${v}`;
      return choose(options, own(options, exact) ? exact : plural(v - offset, ordinal), v - offset);
    },
    // A whole number in English is its digits grouped by commas, as Intl writes it, without Intl (money.ts).
    h: (v) =>
      english && Number.isSafeInteger(v)
        ? `${v < 0 ? '-' : ''}${groupDigits(String(Math.abs(v)))}`
        : numberFormat(locale).format(v as never),
    g: (values, name, text) => {
      const wrap = value(values, name);
      if (typeof wrap !== 'function') throw new MessageValueError(`<${name}> needs a function`);
      const chunks: unknown = wrap([text]);
      return Array.isArray(chunks) ? chunks.join('') : String(chunks);
    },
  };
  helpersByLocale.set(locale, helpers);
  return helpers;
}

const intlLocales = new Map<string, string>();

/** Intl's name for a locale: a pseudo-locale or one Intl lacks formats as English (English is not asked of Intl). */
function intlLocale(locale: string): string {
  if (isEnglish(locale)) return locale;
  let known = intlLocales.get(locale);
  if (known === undefined) {
    try {
      known = Intl.PluralRules.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
    } catch {
      known = 'en';
    }
    intlLocales.set(locale, known);
  }
  return known;
}

/**
 * Jest reads catalogues as their JSON (ICU text): its set-up (tooling/jest/setup-tests.ts) puts the
 * build's compiler here, so tests format through the same compiled code. Builds leave it unset.
 */
type SourceCompiler = (message: string) => Message;
const fromSource = new Map<string, Message>();
function compiledFromSource(message: string): Message {
  const compile = (globalThis as { __compileMessage?: SourceCompiler }).__compileMessage;
  if (!compile) return message;
  if (!fromSource.has(message)) {
    try {
      fromSource.set(message, compile(message));
    } catch {
      fromSource.set(message, message); // a broken message shows as written
    }
  }
  return fromSource.get(message)!;
}

/** One compiled message in one locale with its values; a message that fails shows nothing, never throws. */
export function formatMessage(locale: string, source: Message, values?: MessageValues): string {
  const message = typeof source === 'string' ? compiledFromSource(source) : source;
  if (typeof message === 'string') return message;
  try {
    return message(values ?? {}, messageHelpers(intlLocale(locale)));
  } catch {
    return '';
  }
}
