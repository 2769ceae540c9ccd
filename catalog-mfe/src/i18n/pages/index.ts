// The texts of the catalogue's quieter pages (categories, contact, about, FAQ, services, the legal
// pages): a catalogue of their own, bundled with those pages only, so the dashboard's, the medicines'
// and a product page's first download stays small. Same languages as the package (a <locale>.json
// beside this file, loaded when chosen); a language without a file here shows these in English.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const pageMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "catalog-pages-i18n-[request]" */ `./${locale}.json`),
});

export const usePageText = pageMessages.useT;
