import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AuthUser, Role } from '../../platform/lib/auth-user';

const ALGORITHM = 'HS256';
const ACCESS_TYP = 'access';
const ISSUER = 'e-pharmacy';

export type AccessTokenVerification =
  | { ok: true; user: AuthUser; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Short-lived access tokens: JWT, HS256 only (a token naming another algorithm or `none` is
 * refused), claims `name`, `role`, `pharmacist` (for the interface; pharmacist calls check the database), `UserId`, `sid` (the session: the refresh-token family it was
 * issued with, so ending the session ends the token) and `typ: "access"` so nothing else passes as one.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(
    user: { id: string; name: string; role: Role; pharmacist?: boolean; labStaff?: boolean; pharmacyStaff?: boolean; rider?: boolean },
    sessionId: string,
  ): Promise<string> {
    return new SignJWT({
      name: user.name,
      role: user.role,
      pharmacist: user.pharmacist === true,
      // For the interface only (the Laboratory bookings menu entry): lab staff calls check lab_staff.
      ...(user.labStaff ? { labStaff: true } : {}),
      // For the interface only (the Pharmacy orders menu entry and landing): staff calls check pharmacy_staff.
      ...(user.pharmacyStaff ? { pharmacyStaff: true } : {}),
      // For the interface only (the My deliveries menu entry): rider calls check riders.
      ...(user.rider ? { rider: true } : {}),
      UserId: user.id,
      sid: sessionId,
      typ: ACCESS_TYP,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies signature, algorithm, issuer, type and expiry (`exp` and `iat` are required). With allowExpired, an expired but genuine token passes. */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessTokenVerification> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        // A token without an expiry (or issue time) would never end: it is not one of ours.
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: options.allowExpired ? new Date(0) : undefined,
      });
      if (payload.typ !== ACCESS_TYP) return { ok: false, reason: 'invalid' };
      const id = payload.UserId;
      const role = payload.role;
      const sid = payload.sid;
      if (typeof id !== 'string' || id !== payload.sub || (role !== 'admin' && role !== 'user') || typeof sid !== 'string' || !sid) {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        user: { id, role, name: typeof payload.name === 'string' ? payload.name : '', pharmacist: payload.pharmacist === true },
        sessionId: sid,
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}
