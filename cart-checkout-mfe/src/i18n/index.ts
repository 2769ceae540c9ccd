// The cart's and checkout's texts (cart, payment form, payment result, check before payment):
// English bundled, every other language (a <locale>.json beside this file) loaded when chosen.
// __I18N_LOCALES__ lists the files (tooling/i18n/locales.cjs).
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const cartMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "cart-i18n-[request]" */ `./${locale}.json`),
});

export type CartKey = keyof typeof english & string;

/** The English wording of a message (constants the tests compare with). */
export const englishText = (key: CartKey): string => english[key];

export const useCartText = cartMessages.useT;
