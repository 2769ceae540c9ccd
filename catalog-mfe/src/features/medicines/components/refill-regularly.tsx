import { buttonClass, cardClass, currentUserId, Link, type Medicine, useAuth } from 'shared-kernel';

/**
 * "Refill regularly" on a product page, for a signed-in shopper: the plan is made in My refill plans
 * (the account's page reads the medicine from the link). Prescription-only medicines start their
 * plan from a delivered order, where the prescription is already known.
 */
export function RefillRegularly({ medicine }: { medicine: Medicine }) {
  const signedIn = Boolean(useAuth(currentUserId));
  if (!signedIn || medicine.prescriptionRequired || medicine.stockStatus === 'out-of-stock') return null;
  const to = `/account/refills?medicineId=${encodeURIComponent(medicine.id)}&name=${encodeURIComponent(medicine.name)}`;
  return (
    <section className={`${cardClass} catalog-refill`} aria-labelledby="catalog-refill-title">
      <h2 id="catalog-refill-title">Take it every month?</h2>
      <p>
        Get it delivered before it runs out: every 2, 4, 8 or 12 weeks, with a notice before each refill. Skip, pause or cancel any time.
      </p>
      <Link to={to} className={buttonClass('secondary')} aria-label={`Refill ${medicine.name} regularly`}>
        Refill regularly
      </Link>
    </section>
  );
}
