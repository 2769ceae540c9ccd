import { Alert, Loading } from 'shared-kernel';
import { PharmacyIdentityDetails, type PharmacyIdentityState } from 'shared-kernel/legal';

/** The pharmacy's legal identity on a static page, as read from the API's configuration (usePharmacyIdentity). */
export function PharmacyIdentitySection({ identity, failed }: PharmacyIdentityState) {
  if (failed)
    return <Alert tone="error">The pharmacy&rsquo;s registration details could not be loaded. Please try again in a moment.</Alert>;
  if (!identity) return <Loading label="Loading the pharmacy's registration" />;
  return <PharmacyIdentityDetails identity={identity} className="catalog-identity" />;
}
