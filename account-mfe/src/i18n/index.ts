// The account screens' texts: English bundled, every other language (a <locale>.json beside this file)
// loaded when chosen. __I18N_LOCALES__ lists the files (tooling/i18n/locales.cjs).
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const accountMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) =>
    import(/* webpackChunkName: "account-i18n-[request]", webpackExclude: /[\\/](more|profiles)[\\/]/ */ `./${locale}.json`),
});

export const useAccountText = accountMessages.useT;
