// The shop's own categories' names in the shopper's language, chosen by the category's slug (its
// English name in lower case, words joined by "_": "pain_fever") in one message. In English a
// category reads as the API names it (the message is "{name}"), so English pages carry no names of
// their own; the other languages' names (a <locale>.json beside this file) load when chosen. A
// category an admin adds or renames matches no slug there and shows as written.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const categoryMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "catalog-categories-i18n-[request]" */ `./${locale}.json`),
});
