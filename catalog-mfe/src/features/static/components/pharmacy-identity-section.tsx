import { Alert, Loading } from 'shared-kernel';
import { PharmacyIdentityDetails, usePharmacyIdentity } from 'shared-kernel/legal';

/** The pharmacy's legal identity on a static page, read from the API's configuration. */
export function PharmacyIdentitySection() {
  const { identity, failed } = usePharmacyIdentity();
  if (failed)
    return <Alert tone="error">The pharmacy&rsquo;s registration details could not be loaded. Please try again in a moment.</Alert>;
  if (!identity) return <Loading label="Loading the pharmacy's registration" />;
  return <PharmacyIdentityDetails identity={identity} className="catalog-identity" />;
}
