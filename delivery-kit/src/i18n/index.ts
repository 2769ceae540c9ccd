// The texts of an order's receipt (OrderTotals) (delivery-kit): a catalogue of their own, bundled with
// the package, so a page that does not use it does not carry them.
// Same languages as the front end that builds them (a <locale>.json beside this file, loaded when
// chosen); a language without a file here shows these in English.
// From the shared kernel: this package is bundled into each page that uses it, and must read the
// one language store every page shares.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const deliveryMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "delivery-i18n-[request]", webpackExclude: /[\\/]window[\\/]/ */ `./${locale}.json`),
});

export const useDeliveryText = deliveryMessages.useT;
