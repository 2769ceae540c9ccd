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
  // The words around the name ("Refill {name} regularly"), so the name can be hidden from sight alone.
  const [before, after = ''] = t('refill.button', { name: '\u0000' }).split('\u0000');
  const to = `/account/refills?medicineId=${encodeURIComponent(medicine.id)}&name=${encodeURIComponent(medicine.name)}${rx ? '&rx=1' : ''}`;
  return (
    <section className={`${cardClass} catalog-refill`} aria-labelledby="catalog-refill-title">
      <h2 id="catalog-refill-title">{t('refill.title')}</h2>
      <p>{t('refill.text')}</p>
      {rx ? <p>{t('refill.rx')}</p> : null}
      {/* Named "Refill <medicine> regularly" by its own text (the medicine's name hidden from sight), so the name holds the words on the button. */}
      <Link to={to} className={buttonClass('secondary')}>
        {before}
        <span className="ep-visually-hidden">{medicine.name} </span>
        {after.trimStart()}
      </Link>
    </section>
  );
}
