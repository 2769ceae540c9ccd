// The catalogue pages' texts: English bundled, every other language (a <locale>.json beside this file)
// loaded when chosen. __I18N_LOCALES__ lists the files (tooling/i18n/locales.cjs).
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const catalogMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "catalog-i18n-[request]", webpackExclude: /[\\/](pages|search)[\\/]/ */ `./${locale}.json`),
});

export const useCatalogText = catalogMessages.useT;

/** The name of a text in this catalogue. */
export type CatalogKey = Parameters<typeof catalogMessages.t>[0];
