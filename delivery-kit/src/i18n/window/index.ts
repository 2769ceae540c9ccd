// The words of a delivery or pickup window (useDeliveryWindowText) (delivery-kit): a catalogue of
// their own, so the product page's "Deliver to" box, the track page and the checkout carry them
// without the receipt's texts. A window's English is the server's own text (its English messages
// are "{text}"), so English pages carry no words for it; the other languages' words (a
// <locale>.json beside this file) load when chosen.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const windowMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "delivery-window-i18n-[request]" */ `./${locale}.json`),
});
