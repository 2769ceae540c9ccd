// shared-kernel/legal: the pharmacy's legal identity for the footer and the legal pages. An entry
// of its own (not the kernel's main entry), so a page that never shows it never downloads it.
export * from './pharmacy-identity';
export * from './pharmacy-identity-details';
export * from './pharmacist-hours';
