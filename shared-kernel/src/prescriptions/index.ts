// shared-kernel/prescriptions: the prescription calls, limits and the shopper's words for the API's
// refusals, for the account, checkout and admin screens that handle prescriptions. An entry of its
// own (not the kernel's main entry), so a shopper browsing the catalogue never downloads it; it keeps
// no state (it calls through the shared kernel's apiClient), so it is not a shared module either.
export * from './prescriptions';
