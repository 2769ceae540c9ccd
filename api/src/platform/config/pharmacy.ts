import { DEFAULT_PHARMACIST_HOURS, hoursText } from './pharmacist-hours';
import type { PharmacyIdentity } from './types';
import { EMAIL_RE, type Problems } from './values';

/** Clearly fictional details for development and tests: no real pharmacy, licence or pharmacist. */
export const FICTIONAL_PHARMACY: PharmacyIdentity = {
  registeredName: 'e-pharmacy Demo Pharmacy Ltd (fictional)',
  premisesLicence: 'PCN/PREM/DEMO/0000 (example only)',
  superintendent: { name: 'Pharm. Ada Example (fictional)', registrationNumber: 'PCN/REG/DEMO/00000 (example only)' },
  address: '12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria (example address)',
  // The same hours the pharmacists review in (DEFAULT_PHARMACIST_HOURS): the legal block and the review times agree.
  hours: hoursText(DEFAULT_PHARMACIST_HOURS),
  privacyEmail: 'privacy@e-pharmacy.example',
  fictional: true,
};

const PHARMACY_VARIABLES = {
  PHARMACY_REGISTERED_NAME: 'the registered business name',
  PHARMACY_PREMISES_LICENCE: 'the PCN premises licence number',
  PHARMACY_SUPERINTENDENT_NAME: "the superintendent pharmacist's name",
  PHARMACY_SUPERINTENDENT_PCN: "the superintendent pharmacist's PCN registration number",
  PHARMACY_ADDRESS: 'the registered premises address',
  PHARMACY_HOURS: 'the opening hours',
  PHARMACY_PRIVACY_EMAIL: 'where data-protection requests go',
} as const;

/** PHARMACY_*: all or none (the fictional details) in development; all in production. */
export function readPharmacy(env: NodeJS.ProcessEnv, production: boolean, problems: Problems): PharmacyIdentity {
  const names = Object.keys(PHARMACY_VARIABLES) as (keyof typeof PHARMACY_VARIABLES)[];
  const value = (name: keyof typeof PHARMACY_VARIABLES) => env[name]?.trim() || '';
  if (!production && names.every((name) => !value(name))) return FICTIONAL_PHARMACY;
  for (const name of names.filter((n) => !value(n))) {
    problems.push(
      production
        ? `${name} is required in production (${PHARMACY_VARIABLES[name]}; a pharmacy selling online must show who is responsible for it)`
        : `${name} is required once any PHARMACY_* detail is set (${PHARMACY_VARIABLES[name]})`,
    );
  }
  const privacyEmail = value('PHARMACY_PRIVACY_EMAIL');
  if (privacyEmail && !EMAIL_RE.test(privacyEmail))
    problems.push(`PHARMACY_PRIVACY_EMAIL must be an email address (got "${privacyEmail}")`);
  for (const name of names) {
    if (value(name).length > 200) problems.push(`${name} must be at most 200 characters`);
  }
  return {
    registeredName: value('PHARMACY_REGISTERED_NAME'),
    premisesLicence: value('PHARMACY_PREMISES_LICENCE'),
    superintendent: { name: value('PHARMACY_SUPERINTENDENT_NAME'), registrationNumber: value('PHARMACY_SUPERINTENDENT_PCN') },
    address: value('PHARMACY_ADDRESS'),
    hours: value('PHARMACY_HOURS'),
    privacyEmail,
    fictional: false,
  };
}
