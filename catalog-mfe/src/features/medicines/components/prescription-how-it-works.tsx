import { useCatalogText } from '../../../i18n';
/** Beside the badge: what "Prescription required" means for the shopper, opened in place. */
export function PrescriptionHowItWorks() {
  const t = useCatalogText();
  return (
    <details className="catalog-rx-how">
      <summary>
        <span className="catalog-badge catalog-badge--rx">{t('card.rx')}</span>{' '}
        <span className="catalog-rx-how__link">{t('rx.howItWorks')}</span>
      </summary>
      <ol>
        <li>{t('rx.step1')}</li>
        <li>{t('rx.step2')}</li>
        <li>{t('rx.step3')}</li>
      </ol>
    </details>
  );
}
