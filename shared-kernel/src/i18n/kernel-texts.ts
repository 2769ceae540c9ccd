// The kernel's own few words on every page (the retry button, the session-ended and cart toasts):
// English bundled, another language (a <locale>.json beside this file) loaded when chosen. The
// forms', delivery's and prescriptions' texts have catalogues of their own (the folders below), loaded
// with those entries only.
import { defineMessages } from './catalogue';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const kernelMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) =>
    import(
      /* webpackChunkName: "kernel-i18n-[request]", webpackExclude: /[\\/](?:forms|delivery|prescriptions|__tests__)[\\/]/ */ `./${locale}.json`
    ),
});

export const useKernelText = kernelMessages.useT;
