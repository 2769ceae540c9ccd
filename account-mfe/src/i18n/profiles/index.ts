// The texts of the medication profiles screen (the shopper's own profile and the people they buy
// for): a catalogue of its own, bundled with that screen only. Same languages as the package (a
// <locale>.json beside this file, loaded when chosen); a language without a file here shows these
// in English.
import { defineMessages } from 'shared-kernel';
import english from './en.json';

declare const __I18N_LOCALES__: string[];

export const profilesMessages = defineMessages({
  english,
  locales: __I18N_LOCALES__,
  load: (locale) => import(/* webpackChunkName: "account-profiles-i18n-[request]" */ `./${locale}.json`),
});

export const useProfilesText = profilesMessages.useT;
