// The kernel's own few words on every page (the retry button, the session-ended and cart toasts):
// English bundled, another language (a <locale>.json beside this file) loaded when chosen. The
// forms' texts have a catalogue of their own (the folder below), loaded with that entry only; the
// shop features' texts live in their packages (care-kit, prescriptions-kit, ...).
import { defineMessages } from './catalogue';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const kernelMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) =>
    import(/* webpackChunkName: "kernel-i18n-[request]", webpackExclude: /[\\/](?:forms|__tests__)[\\/]/ */ `./${locale}.json`),
});

export const useKernelText = kernelMessages.useT;
