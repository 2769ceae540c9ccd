import { PharmacyIdentityDetails, usePharmacyIdentity } from 'shared-kernel/legal';

/** The footer's "who is responsible" block: loaded when the footer comes near the screen. */
export function FooterLegal() {
  const { identity, failed } = usePharmacyIdentity();
  return (
    <section className="shell-footer__legal" aria-labelledby="footer-legal-heading">
      <h2 id="footer-legal-heading">Registered pharmacy</h2>
      {identity && <PharmacyIdentityDetails identity={identity} />}
      {failed && <p>The pharmacy&rsquo;s registration details could not be loaded. They are on the Legal page.</p>}
    </section>
  );
}
