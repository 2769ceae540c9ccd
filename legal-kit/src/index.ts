// legal-kit: the pharmacy's legal identity for the footer and the legal pages, the pharmacist hours,
// and a pharmacist as the patient reads them (name and PCN number). Not the kernel's: a page that
// never shows them never downloads them, and it keeps no state (it reads through the shared
// kernel's publicApi), so it is not a shared module.
export * from './pharmacy-identity';
export * from './pharmacy-identity-details';
export * from './pharmacist-hours';
export * from './pharmacist';
