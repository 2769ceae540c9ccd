import type { PharmacyIdentity } from './pharmacy-identity';
import { useLegalText } from './i18n';

/**
 * The pharmacy's legal identity as a description list: registered name, PCN premises licence,
 * superintendent pharmacist, premises and hours. While the API runs on its development defaults
 * it says plainly that they name no real pharmacy.
 */
export function PharmacyIdentityDetails({ identity, className }: { identity: PharmacyIdentity; className?: string }) {
  const t = useLegalText();
  return (
    <div className={className}>
      <dl className="pharmacy-identity">
        <dt>{t('identity.registeredName')}</dt>
        <dd>{identity.registeredName}</dd>
        <dt>{t('identity.premisesLicence')}</dt>
        <dd>{identity.premisesLicence}</dd>
        <dt>{t('identity.superintendent')}</dt>
        <dd>{identity.superintendent.name}</dd>
        <dt>{t('identity.superintendentRegistration')}</dt>
        <dd>{identity.superintendent.registrationNumber}</dd>
        <dt>{t('identity.address')}</dt>
        <dd>{identity.address}</dd>
        <dt>{t('identity.hours')}</dt>
        <dd>{identity.hours}</dd>
      </dl>
      {identity.fictional && (
        <p className="pharmacy-identity__fictional" role="note">
          {t('identity.fictional')}
        </p>
      )}
    </div>
  );
}
