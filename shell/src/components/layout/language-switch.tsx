import { setLocale, useLocale } from 'shared-kernel';
import { shellMessages, useShellText } from '../../i18n';

declare const __I18N_LANGUAGE_NAMES__: Record<string, string>;

/** A language's own name: as its file gives it ("Naijá (Pidgin)"), else as the browser knows it ("Hausa"), else its tag. */
export function languageName(locale: string): string {
  const named = __I18N_LANGUAGE_NAMES__[locale];
  if (named) return named;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The language switch: every language the shell has a file for. The choice is kept on this device
 * and sent to the API with each call; the new language's texts load before the page switches.
 */
export function LanguageSwitch() {
  const t = useShellText();
  const locale = useLocale();
  const choose = async (next: string) => {
    await shellMessages.ready(next);
    setLocale(next);
  };
  return (
    <label className="shell-language">
      <span className="shell-language__label">{t('language.label')}</span>
      <select value={locale} onChange={(event) => void choose(event.target.value)}>
        {shellMessages.locales.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageName(tag)}
          </option>
        ))}
      </select>
    </label>
  );
}
