import type { HealthAccessKind, HealthAccessRequest, User } from '../../platform/db/schema/identity';
import { conflict, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import type { AuditService } from '../audit/audit-service';
import type { AuthUser } from '../../platform/lib/auth-user';
import type { IdentityRepository } from './identity-repository';

export type HealthAccessRequestJson = {
  id: string;
  kind: HealthAccessKind;
  userId: string;
  userName: string;
  pharmacistRegistration: string | null;
  laboratoryId: string | null;
  requestedBy: string | null;
  /** The name of the admin who asked, for the pharmacist who decides (in the pending list; null elsewhere). */
  requestedByName: string | null;
  requestedAt: string;
  state: HealthAccessRequest['state'];
  decidedBy: string | null;
};

const fullName = (user: Pick<User, 'firstName' | 'lastName' | 'userName'>) =>
  `${user.firstName} ${user.lastName} (${user.userName})`.trim();

/**
 * Health data opens to an account only with two people: an admin asks (the pharmacist role, a
 * laboratory binding) and a pharmacist who is neither the one who asked nor the one who receives
 * it approves. Until then the request is pending and opens nothing. Every request, approval and
 * refusal is in the audit log, written in the transaction of the change.
 */
export class HealthAccess {
  constructor(private readonly repo: IdentityRepository) {}

  /** An admin asks to open health data to `userId`; the request waits for a pharmacist's approval. */
  async request(
    actor: AuthUser,
    userId: string,
    what: { kind: 'pharmacist'; registration: string } | { kind: 'laboratory'; laboratoryId: string; laboratoryName: string },
    audit: AuditService,
  ): Promise<HealthAccessRequest> {
    return this.repo.transaction(async (repo, tx) => {
      const user = await repo.findUserById(userId);
      if (!user) throw notFound('No user with this id.');
      const request = await repo.requestHealthAccess({
        kind: what.kind,
        userId,
        requestedBy: actor.id,
        pharmacistRegistration: what.kind === 'pharmacist' ? what.registration : null,
        laboratoryId: what.kind === 'laboratory' ? what.laboratoryId : null,
      });
      await audit.record(
        actor,
        {
          entityType: 'user',
          entityId: userId,
          entityName: fullName(user),
          action: what.kind === 'pharmacist' ? 'request-pharmacist' : 'request-laboratory-staff',
          changes: {
            request: { from: null, to: request.id },
            ...(what.kind === 'pharmacist'
              ? { pharmacistRegistration: { from: user.pharmacistRegistration, to: what.registration } }
              : { laboratory: { from: null, to: what.laboratoryName } }),
          },
        },
        tx,
      );
      return request;
    });
  }

  /** The requests waiting for a pharmacist, oldest first, with the grantee's and the requester's names. */
  async pending(): Promise<HealthAccessRequestJson[]> {
    const rows = await this.repo.pendingHealthAccess();
    const ids = new Set(rows.flatMap((r) => (r.requestedBy ? [r.userId, r.requestedBy] : [r.userId])));
    const names = new Map((await this.repo.namesOf([...ids])).map((u) => [u.id, u]));
    return rows.map((row) => toJson(row, names.get(row.userId), row.requestedBy ? names.get(row.requestedBy) : undefined));
  }

  /**
   * A pharmacist approves or refuses a pending request: never one they asked for, never one that
   * opens health data to themselves, and only while it is pending (one decision). An approved
   * pharmacist request grants the role in the same transaction; a laboratory binding is then made
   * by the caller (the labs domain owns it). Audited either way.
   */
  async decide(approver: AuthUser, id: string, approve: boolean, audit: AuditService): Promise<HealthAccessRequest> {
    return this.repo.transaction(async (repo, tx) => {
      const me = await repo.findUserById(approver.id);
      if (!me?.isPharmacist) throw forbidden('Only a pharmacist can approve access to health data.');
      const request = await repo.findHealthAccess(id);
      if (!request) throw notFound('No such request.');
      if (request.requestedBy === approver.id || request.userId === approver.id) {
        throw withCode(
          forbidden('Another pharmacist must decide this: not the one who asked, nor the one who receives it.'),
          'health-access-two-people',
        );
      }
      const decided = await repo.decideHealthAccess(id, approve, approver.id);
      if (!decided) throw conflict('This request has already been decided.');
      const grantee = await repo.findUserById(request.userId);
      if (!grantee) throw notFound('No user with this id.');
      if (approve && request.kind === 'pharmacist') {
        await repo.setPharmacist(request.userId, true, request.pharmacistRegistration);
      }
      await audit.record(
        approver,
        {
          entityType: 'user',
          entityId: request.userId,
          entityName: fullName(grantee),
          action: `${approve ? 'approve' : 'refuse'}-${request.kind === 'pharmacist' ? 'pharmacist' : 'laboratory-staff'}`,
          changes: {
            request: { from: 'pending', to: decided.state },
            requestedBy: { from: null, to: request.requestedBy },
            ...(approve && request.kind === 'pharmacist' ? { isPharmacist: { from: grantee.isPharmacist, to: true } } : {}),
          },
        },
        tx,
      );
      return decided;
    });
  }
}

type Named = { firstName: string; lastName: string };
const nameOf = (user: Named) => `${user.firstName} ${user.lastName}`.trim();

export function toJson(row: HealthAccessRequest, user?: Named, requester?: Named): HealthAccessRequestJson {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    userName: user ? nameOf(user) : '',
    pharmacistRegistration: row.pharmacistRegistration,
    laboratoryId: row.laboratoryId,
    requestedBy: row.requestedBy,
    requestedByName: requester ? nameOf(requester) : null,
    requestedAt: row.requestedAt.toISOString(),
    state: row.state,
    decidedBy: row.decidedBy,
  };
}
