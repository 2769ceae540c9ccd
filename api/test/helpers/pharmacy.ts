/** A complete set of PHARMACY_* variables: the configuration a production shop must give. */
export const PHARMACY_ENV = {
  PHARMACY_REGISTERED_NAME: 'Kanta Pharmacy Ltd',
  PHARMACY_PREMISES_LICENCE: 'PCN/PREM/LAG/12345',
  PHARMACY_SUPERINTENDENT_NAME: 'Pharm. Musa Bello',
  PHARMACY_SUPERINTENDENT_PCN: 'PCN/REG/045678',
  PHARMACY_ADDRESS: '3 Allen Avenue, Ikeja, Lagos',
  PHARMACY_HOURS: 'Daily 8:00–22:00',
  PHARMACY_PRIVACY_EMAIL: 'dpo@kanta.ng',
};
