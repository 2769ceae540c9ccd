// The texts of the medication safety checks (medication-safety-kit): a catalogue of their own, bundled with the package,
// so a page that does not use it does not carry them.
// Same languages as the front end that builds them (a <locale>.json beside this file, loaded when
// chosen); a language without a file here shows these in English.
// From the shared kernel: this package is bundled into each page that uses it, and must read the
// one language store every page shares.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const safetyMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "medication-safety-i18n-[request]" */ `./${locale}.json`),
});

export const useSafetyText = safetyMessages.useT;
