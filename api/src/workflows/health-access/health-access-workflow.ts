import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/lib/http-errors';
import { toJson, type HealthAccessRequestJson } from '../../domains/identity/health-access';
import type { AuthUser } from '../../platform/plugins/types';

/**
 * Opening health data to an account, read top to bottom. An admin asks for the pharmacist role
 * (identity) or a laboratory binding (labs' staff read its results); a pharmacist who is neither
 * the admin who asked nor the grantee approves; then the role or the binding applies. Taking a
 * binding back applies at once. Every step is in the audit log.
 */
export class HealthAccessWorkflow {
  constructor(private readonly app: FastifyInstance) {}

  /** An admin asks to bind a user to a laboratory (pending until a pharmacist approves), or (null) takes the binding back at once. */
  async setLaboratory(actor: AuthUser, userId: string, laboratoryId: string | null) {
    const { identity, labResults, audit } = this.app;
    if (laboratoryId === null) {
      const before = await labResults.unbindStaff(userId);
      await audit.record(
        actor,
        {
          entityType: 'user',
          entityId: userId,
          entityName: (await identity.namesOf([userId])).get(userId) ?? userId,
          action: 'revoke-laboratory-staff',
          changes: { laboratoryId: { from: before, to: null } },
        },
        this.app.db,
      );
      return { userId, laboratoryId: null, accessRequestId: null };
    }
    if (actor.id === userId) throw forbidden('You cannot bind yourself to a laboratory: another admin must ask, and a pharmacist approve.');
    const { laboratoryName } = await labResults.bindingTarget(userId, laboratoryId);
    const request = await identity.healthAccess.request(actor, userId, { kind: 'laboratory', laboratoryId, laboratoryName }, audit);
    return { userId, laboratoryId: (await labResults.laboratoryOf(userId)) ?? null, accessRequestId: request.id };
  }

  pending(): Promise<HealthAccessRequestJson[]> {
    return this.app.identity.healthAccess.pending();
  }

  /** A pharmacist (never the one who asked, never the grantee) approves or refuses; an approved laboratory binding is made now. */
  async decide(approver: AuthUser, id: string, approve: boolean): Promise<HealthAccessRequestJson> {
    const decided = await this.app.identity.healthAccess.decide(approver, id, approve, this.app.audit);
    if (approve && decided.kind === 'laboratory' && decided.laboratoryId) {
      await this.app.labResults.bindStaff(decided.userId, decided.laboratoryId, approver.id);
    }
    return toJson(decided);
  }
}
