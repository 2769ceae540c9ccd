// The search page's texts (its form, results, "did you mean", the unstocked-brand and strength notes):
// a catalogue of their own, bundled with the search page only, so the dashboard's, the medicines' and
// a product page's first download stays small. Same languages as the package (a <locale>.json beside
// this file, loaded when chosen); a language without a file here shows these in English.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const searchMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "catalog-search-i18n-[request]" */ `./${locale}.json`),
});

export const useSearchText = searchMessages.useT;
