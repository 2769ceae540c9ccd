import { useLocale } from 'shared-kernel';
import { usePageText } from '../../../i18n/pages';
import './static.css';

/**
 * The legal pages' body stays in English, the version that binds (their headings are translated):
 * in any other language a short note at the top says so, in that language.
 */
export function EnglishBindsNote() {
  const t = usePageText();
  const locale = useLocale();
  if (locale.split('-')[0] === 'en') return null;
  return (
    <p className="catalog-binding-note" lang={locale} data-english-binds>
      {t('legal.englishBinds')}
    </p>
  );
}
