// A configured (not fictional) pharmacy identity, as GET /api/pharmacy-identity answers it: the
// footer's and the legal pages' tests read the same one.
import type { PharmacyIdentity } from 'legal-kit';

export const KANTA_PHARMACY: PharmacyIdentity = {
  registeredName: 'Kanta Pharmacy Ltd',
  premisesLicence: 'PCN/PREM/LAG/12345',
  superintendent: { name: 'Pharm. Musa Bello', registrationNumber: 'PCN/REG/045678' },
  address: '3 Allen Avenue, Ikeja, Lagos',
  hours: 'Daily 8:00–22:00',
  privacyEmail: 'dpo@kanta.ng',
  fictional: false,
  refundExpectedWithin: '3 to 10 working days',
};
