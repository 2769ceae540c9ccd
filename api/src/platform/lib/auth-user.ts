// The caller as the access token says: the platform's type, which every layer reads (plugins/auth.ts
// sets it on the request; plugins/types.ts re-exports it), so identity and audit need not import plugins.

export type Role = 'admin' | 'user';

/**
 * The caller, as the access token says. `pharmacist` is the token's claim, for the interface only:
 * pharmacist calls check the database (requirePharmacist), so a revoked pharmacist is refused at once.
 */
export type AuthUser = { id: string; role: Role; name: string; pharmacist?: boolean };
