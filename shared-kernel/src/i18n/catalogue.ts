// Each package's own messages (<package>/src/i18n/<locale>.json): English bundled as the default,
// the other languages loaded when first chosen. Which languages exist is read from the files
// (tooling/i18n/locales.cjs), so a translator adds `ha.json` files and nothing else.
import { useStore } from 'zustand';
import { formatMessage, type Message, type MessageValues } from './format';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, currentLocale, localeStore } from './locale';

export type Catalogue = Record<string, Message>;
export type CatalogueLoader = (locale: string) => Promise<Catalogue | { default: Catalogue }>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

export interface MessagesOptions<T> {
  /** The package's English messages, bundled. */
  english: T;
  /** The languages this package has a file for, English included. */
  locales: readonly string[];
  /** Loads one language's file. */
  load: CatalogueLoader;
}

export interface Messages<K extends string> {
  /** The current language's texts; the component renders again when the language changes. */
  useT(): Translate<K>;
  /** The same outside React (toasts, titles). */
  t: Translate<K>;
  /** The languages this package speaks. */
  locales: readonly string[];
  /** Whether the package has a message of that key (a menu label falls back to its own words). */
  has(key: string): key is K;
  /** Loads a language's catalogue now (a switch does it before the page renders in it). */
  ready(locale: string): Promise<void>;
}

/** The file a locale is read from: itself, else its base language (ha-NG -> ha), else English. */
export function catalogueLocale(locale: string, locales: readonly string[]): string {
  if (locales.includes(locale)) return locale;
  const base = locale.split('-')[0];
  return locales.includes(base) ? base : DEFAULT_LOCALE;
}

/** English made 35 % longer with filler words, for layout checks (the pseudo-locale). */
export function lengthenText(text: string): string {
  return `${text} ${'ẋẋẋẋ '.repeat(Math.max(1, Math.ceil((text.length * 0.35) / 5)))}`.trimEnd();
}

const unwrap = (module: Catalogue | { default: Catalogue }): Catalogue =>
  'default' in module && typeof module.default === 'object' ? (module.default as Catalogue) : (module as Catalogue);

export function defineMessages<T extends Record<string, string>>(options: MessagesOptions<T>): Messages<keyof T & string> {
  const english = options.english as Catalogue;
  const loaded = new Map<string, Catalogue>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<string, Promise<void>>();

  const ready = (locale: string): Promise<void> => {
    const file = catalogueLocale(locale, options.locales);
    if (loaded.has(file)) return Promise.resolve();
    if (!pending.has(file)) {
      const loading = options
        .load(file)
        .then((module) => {
          loaded.set(file, unwrap(module));
          localeStore.setState((state) => ({ loaded: state.loaded + 1 }));
        })
        .catch(() => {
          // Offline or a broken file: English stays; the next switch tries again.
          pending.delete(file);
        });
      pending.set(file, loading);
    }
    return pending.get(file)!;
  };

  const translate = (locale: string, key: string, values?: MessageValues): string => {
    const message = english[key];
    if (message === undefined) return key;
    if (locale === PSEUDO_LOCALE) return lengthenText(formatMessage(locale, message, values));
    const file = catalogueLocale(locale, options.locales);
    const catalogue = loaded.get(file);
    if (!catalogue) void ready(locale);
    const translated = catalogue?.[key];
    return translated === undefined ? formatMessage(DEFAULT_LOCALE, message, values) : formatMessage(file, translated, values);
  };

  return {
    locales: options.locales,
    has: (key): key is keyof T & string => key in english,
    ready,
    t: (key, values) => translate(currentLocale(), key, values),
    useT() {
      const locale = useStore(localeStore, (state) => state.locale);
      useStore(localeStore, (state) => state.loaded);
      return (key, values) => translate(locale, key, values);
    },
  };
}
