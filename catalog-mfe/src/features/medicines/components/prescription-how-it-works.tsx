/** Beside the badge: what "Prescription required" means for the shopper, opened in place. */
export function PrescriptionHowItWorks() {
  return (
    <details className="catalog-rx-how">
      <summary>
        <span className="catalog-badge catalog-badge--rx">Prescription required</span>{' '}
        <span className="catalog-rx-how__link">how it works</span>
      </summary>
      <ol>
        <li>Add it to your cart as usual.</li>
        <li>
          At checkout, attach a photo or PDF of your prescription, written in the last six months (or upload it under My prescriptions).
        </li>
        <li>Our pharmacist checks it before dispatch. If it is not accepted, that medicine is refunded in full.</li>
      </ol>
    </details>
  );
}
