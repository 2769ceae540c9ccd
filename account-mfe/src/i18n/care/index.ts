// The texts of the account's care screens (prescriptions and their access log, asking a pharmacist
// and conversations with the health-data consent asked first, emergency and ambulance status): a
// catalogue of their own, bundled with those screens only, so an order's or a refill's first
// download stays small. Same languages as the package (a <locale>.json beside this file, loaded
// when chosen); a language without a file here shows these in English.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const careMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "account-care-i18n-[request]" */ `./${locale}.json`),
});

export const useCareText = careMessages.useT;
