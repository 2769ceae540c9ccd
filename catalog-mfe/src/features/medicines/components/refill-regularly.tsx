import { useCatalogText } from '../../../i18n';
import { buttonClass, cardClass, currentUserId, Link, type Medicine, useAuth } from 'shared-kernel';

/**
 * "Refill regularly" on a product page, for a signed-in shopper: the plan is made in My refill plans
 * (the account's page reads the medicine from the link). A prescription-only medicine's plan is
 * dispensed against one of the shopper's prescriptions (`rx=1`: the form asks which, or says to
 * upload one); a pharmacist checks it before the first refill.
 */
export function RefillRegularly({ medicine }: { medicine: Medicine }) {
  const t = useCatalogText();
  const signedIn = Boolean(useAuth(currentUserId));
  if (!signedIn || medicine.stockStatus === 'out-of-stock') return null;
  const rx = medicine.prescriptionRequired;
  const to = `/account/refills?medicineId=${encodeURIComponent(medicine.id)}&name=${encodeURIComponent(medicine.name)}${rx ? '&rx=1' : ''}`;
  return (
    <section className={`${cardClass} catalog-refill`} aria-labelledby="catalog-refill-title">
      <h2 id="catalog-refill-title">{t('refill.title')}</h2>
      <p>{t('refill.text')}</p>
      {rx ? <p>{t('refill.rx')}</p> : null}
      {/* Named "Refill <medicine> regularly"; the button shows the short words, which the name holds. */}
      <Link to={to} className={buttonClass('secondary')} aria-label={t('refill.button', { name: medicine.name })}>
        {t('refill.buttonShown')}
      </Link>
    </section>
  );
}
