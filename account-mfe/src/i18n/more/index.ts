// The texts of the account's less visited screens (e-mail confirmation, password reset and the
// forgot-password dialog, a new confirmation link, the social links, saved delivery addresses): a
// catalogue of their own, bundled with those screens only, so an order's or a refill's first
// download stays small. Same languages as the package (a <locale>.json beside this file, loaded
// when chosen); a language without a file here shows these in English.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const moreMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "account-more-i18n-[request]" */ `./${locale}.json`),
});

export const useMoreText = moreMessages.useT;
