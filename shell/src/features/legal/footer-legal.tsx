import { PharmacyIdentityDetails, usePharmacyIdentity } from 'legal-kit';
import { useShellText } from '../../i18n';

/** The footer's "who is responsible" block: loaded when the footer comes near the screen. */
export function FooterLegal() {
  const t = useShellText();
  const { identity, failed } = usePharmacyIdentity();
  return (
    <section className="shell-footer__legal" aria-labelledby="footer-legal-heading">
      <h2 id="footer-legal-heading">{t('footer.registered')}</h2>
      {identity && <PharmacyIdentityDetails identity={identity} />}
      {failed && <p>{t('footer.registeredFailed')}</p>}
    </section>
  );
}
