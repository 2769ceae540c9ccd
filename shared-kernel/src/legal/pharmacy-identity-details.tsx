import type { PharmacyIdentity } from './pharmacy-identity';

/**
 * The pharmacy's legal identity as a description list: registered name, PCN premises licence,
 * superintendent pharmacist, premises and hours. While the API runs on its development defaults
 * it says plainly that they name no real pharmacy.
 */
export function PharmacyIdentityDetails({ identity, className }: { identity: PharmacyIdentity; className?: string }) {
  return (
    <div className={className}>
      <dl className="pharmacy-identity">
        <dt>Registered pharmacy</dt>
        <dd>{identity.registeredName}</dd>
        <dt>PCN premises licence</dt>
        <dd>{identity.premisesLicence}</dd>
        <dt>Superintendent pharmacist</dt>
        <dd>{identity.superintendent.name}</dd>
        <dt>Superintendent&rsquo;s PCN registration</dt>
        <dd>{identity.superintendent.registrationNumber}</dd>
        <dt>Premises</dt>
        <dd>{identity.address}</dd>
        <dt>Pharmacist hours</dt>
        <dd>{identity.hours}</dd>
      </dl>
      {identity.fictional && (
        <p className="pharmacy-identity__fictional" role="note">
          Development details: these name no real pharmacy, licence or pharmacist.
        </p>
      )}
    </div>
  );
}
