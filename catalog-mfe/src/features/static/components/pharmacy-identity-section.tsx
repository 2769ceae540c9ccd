import { Alert, Loading } from 'shared-kernel';
import { PharmacyIdentityDetails, type PharmacyIdentityState } from 'legal-kit';
import { usePageText } from '../../../i18n/pages';

/** The pharmacy's legal identity on a static page, as read from the API's configuration (usePharmacyIdentity). */
export function PharmacyIdentitySection({ identity, failed }: PharmacyIdentityState) {
  const t = usePageText();
  if (failed) return <Alert tone="error">{t('legal.identityFailed')}</Alert>;
  if (!identity) return <Loading label={t('legal.identityLoading')} />;
  return <PharmacyIdentityDetails identity={identity} className="catalog-identity" />;
}
