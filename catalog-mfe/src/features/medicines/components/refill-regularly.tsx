import { buttonClass, cardClass, currentUserId, Link, type Medicine, useAuth } from 'shared-kernel';

/**
 * "Refill regularly" on a product page, for a signed-in shopper: the plan is made in My refill plans
 * (the account's page reads the medicine from the link). A prescription-only medicine's plan is
 * dispensed against one of the shopper's prescriptions (`rx=1`: the form asks which, or says to
 * upload one); a pharmacist checks it before the first refill.
 */
export function RefillRegularly({ medicine }: { medicine: Medicine }) {
  const signedIn = Boolean(useAuth(currentUserId));
  if (!signedIn || medicine.stockStatus === 'out-of-stock') return null;
  const rx = medicine.prescriptionRequired;
  const to = `/account/refills?medicineId=${encodeURIComponent(medicine.id)}&name=${encodeURIComponent(medicine.name)}${rx ? '&rx=1' : ''}`;
  return (
    <section className={`${cardClass} catalog-refill`} aria-labelledby="catalog-refill-title">
      <h2 id="catalog-refill-title">Take it every month?</h2>
      <p>
        Get it delivered before it runs out: every 2, 4, 8 or 12 weeks, with a notice before each refill. Skip, pause or cancel any time.
      </p>
      {rx ? (
        <p>
          Prescription-only: each refill is dispensed against your prescription. A pharmacist checks it before the first refill, and a
          refill never takes more than it allows.
        </p>
      ) : null}
      {/* Named "Refill <medicine> regularly" by its own text, so the name holds the words on the button. */}
      <Link to={to} className={buttonClass('secondary')}>
        Refill <span className="ep-visually-hidden">{medicine.name} </span>regularly
      </Link>
    </section>
  );
}
