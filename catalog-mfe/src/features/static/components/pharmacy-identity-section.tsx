import { Alert, Loading } from 'shared-kernel';
import { PharmacyIdentityDetails, type PharmacyIdentityState } from 'shared-kernel/legal';
import { useCatalogText } from '../../../i18n';

/** The pharmacy's legal identity on a static page, as read from the API's configuration (usePharmacyIdentity). */
export function PharmacyIdentitySection({ identity, failed }: PharmacyIdentityState) {
  const t = useCatalogText();
  if (failed) return <Alert tone="error">{t('legal.identityFailed')}</Alert>;
  if (!identity) return <Loading label={t('legal.identityLoading')} />;
  return <PharmacyIdentityDetails identity={identity} className="catalog-identity" />;
}
