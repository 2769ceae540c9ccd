// The texts of the address fields (shared-kernel/ui/forms): a catalogue of
// their own, bundled with that entry only, so the dashboard's first download does not carry them.
// Same languages as the package that builds them (a <locale>.json beside this file, loaded when
// chosen); a language without a file here shows these in English.
// From the shared kernel (not ../catalogue): this entry is bundled into each page that uses it, and
// must read the one language store every page shares.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const formMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "kernel-forms-i18n-[request]" */ `./${locale}.json`),
});

export const useFormText = formMessages.useT;
