// The shopper's language: one store for the shell and every remote (the kernel is a federation
// singleton), remembered on this device and sent to the API with every call (Accept-Language),
// so mails and SMS can be written in it.
import { createStore, useStore } from 'zustand';

export const DEFAULT_LOCALE = 'en';
/** The pseudo-locale: English made 35 % longer, to check layouts hold longer translations. */
export const PSEUDO_LOCALE = 'en-XA';
export const LOCALE_STORAGE_KEY = 'locale';

const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** Whether `value` is shaped like a BCP 47 tag the catalogues are named by (en, pcm, ha, en-XA). */
export const isLocaleTag = (value: unknown): value is string => typeof value === 'string' && LOCALE_PATTERN.test(value);

function storedLocale(): string {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocaleTag(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export interface LocaleState {
  locale: string;
  /** Bumped when a catalogue arrives, so texts waiting for it render again. */
  loaded: number;
}

// One store per page even when an entry bundles its own copy of this file: kept on globalThis.
const STORE_KEY = Symbol.for('e-pharmacy.localeStore');
type WithLocaleStore = typeof globalThis & { [STORE_KEY]?: ReturnType<typeof createLocaleStore> };
const createLocaleStore = () => createStore<LocaleState>()(() => ({ locale: storedLocale(), loaded: 0 }));
export const localeStore = ((globalThis as WithLocaleStore)[STORE_KEY] ??= createLocaleStore());

function markDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
markDocument(localeStore.getState().locale);

/** The current language tag. */
export const currentLocale = (): string => localeStore.getState().locale;

/** Switches the language, remembers it on this device and marks the page's `lang`. */
export function setLocale(locale: string): void {
  if (!isLocaleTag(locale)) return;
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  markDocument(locale);
  localeStore.setState({ locale });
}

export function useLocale(): string {
  return useStore(localeStore, (state) => state.locale);
}

/** The header the API reads a shopper's language from. */
export const acceptLanguage = (): string => {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : `${locale}, en;q=0.5`;
};
