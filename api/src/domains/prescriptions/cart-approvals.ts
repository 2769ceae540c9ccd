import type { Database } from '../../platform/db/client';
import type { ApprovalLine, CartSnapshotLine, PrescriptionApproval } from '../../platform/db/schema/index';
import { badRequest, conflict, fieldError, notFound, withCode } from '../../platform/lib/http-errors';
import { ApprovalsRepository } from './approvals-repository';
import { lagosToday, usableUntil } from './prescription-dates';
import type { PrescriptionsRepository } from './prescriptions-repository';

export type { PrescriptionApproval };

/** A Nigerian phone number: 0803 123 4567 or +234 803 123 4567. */
const PHONE_RE = /^(?:\+?234|0)[789][01]\d{8}$/;

/** The cart's prescription-only lines as an approval covers them: one per medicine, in a fixed order. */
export function prescriptionLines(lines: readonly CartSnapshotLine[]): ApprovalLine[] {
  const byMedicine = new Map<string, ApprovalLine>();
  for (const line of lines) {
    if (!line.requiresPrescription) continue;
    const seen = byMedicine.get(line.medicineId);
    if (seen) seen.quantity += line.quantity;
    else byMedicine.set(line.medicineId, { medicineId: line.medicineId, medicineName: line.medicineName, quantity: line.quantity });
  }
  return [...byMedicine.values()].sort((a, b) => a.medicineId.localeCompare(b.medicineId));
}

/** The approval covers exactly these prescription-only lines: the same medicines, the same quantities. */
export function covers(approval: Pick<PrescriptionApproval, 'lines'>, lines: readonly CartSnapshotLine[]): boolean {
  const wanted = prescriptionLines(lines);
  const approved = [...approval.lines].sort((a, b) => a.medicineId.localeCompare(b.medicineId));
  return (
    wanted.length > 0 &&
    wanted.length === approved.length &&
    wanted.every((l, i) => l.medicineId === approved[i]!.medicineId && l.quantity === approved[i]!.quantity)
  );
}

/**
 * "Check first, pay after approval": the shopper's prescription sent against the cart's
 * prescription-only lines before paying. A pharmacist approves or rejects it; an approval covers
 * exactly those lines (medicine and quantity), so a changed cart is not covered; it is used once,
 * by the order its payment places.
 */
export class CartApprovals {
  constructor(
    private readonly repository: ApprovalsRepository,
    private readonly prescriptions: PrescriptionsRepository,
  ) {}

  /**
   * A new request for these lines (the prescription already checked as the shopper's own and usable); replaces earlier open ones.
   * One sent in the WhatsApp chat (`whatsappPhone`) may cover no line yet: the shopper sent the prescription before choosing the medicine.
   */
  async request(
    userId: string,
    prescriptionId: string,
    phone: string,
    cartLines: readonly CartSnapshotLine[],
    whatsappPhone: string | null = null,
  ) {
    const lines = prescriptionLines(cartLines);
    if (lines.length === 0 && !whatsappPhone)
      throw badRequest('Your cart has no prescription-only medicine, so there is nothing for a pharmacist to check.');
    const number = phone.replace(/[\s()-]/g, '');
    if (!PHONE_RE.test(number)) throw fieldError('phone', 'Give a Nigerian phone number the pharmacist can call, e.g. 0803 123 4567.');
    return this.repository.transaction(async (repo) => {
      await repo.replaceOpen(userId);
      return repo.insert({ userId, prescriptionId, lines, phone: number, whatsappPhone });
    });
  }

  /** One of the user's own (404 for anyone else's: its existence is not told). */
  async own(userId: string, id: string): Promise<PrescriptionApproval> {
    const approval = await this.repository.byId(id);
    if (!approval || approval.userId !== userId) throw notFound('There is no such prescription check.');
    return approval;
  }

  async latest(userId: string): Promise<PrescriptionApproval | null> {
    return (await this.repository.byUser(userId))[0] ?? null;
  }

  /** The user's approvals a pharmacist approved (used since or not): the medicines and quantities their prescriptions were checked for. */
  async decidedOf(userId: string): Promise<PrescriptionApproval[]> {
    return (await this.repository.byUser(userId)).filter((a) => a.status === 'approved' || a.status === 'used');
  }

  awaiting(): Promise<PrescriptionApproval[]> {
    return this.repository.awaiting();
  }

  byId(id: string): Promise<PrescriptionApproval | null> {
    return this.repository.byId(id);
  }

  /**
   * The pharmacist's decision, once (409 review-decided when another decided first); `alsoInTransaction`
   * records what the caller keeps with it (the audit entry), committed together or not at all.
   */
  async decide(
    id: string,
    decision: {
      approved: boolean;
      pharmacistId: string;
      pharmacistName: string;
      pharmacistRegistration: string | null;
      reason: string | null;
    },
    alsoInTransaction: (transaction: Database, decided: PrescriptionApproval) => Promise<void>,
  ): Promise<PrescriptionApproval> {
    return this.repository.transaction(async (repo, tx) => {
      const decided = await repo.decide(id, {
        status: decision.approved ? 'approved' : 'rejected',
        pharmacistId: decision.pharmacistId,
        pharmacistName: decision.pharmacistName,
        pharmacistRegistration: decision.pharmacistRegistration,
        reason: decision.reason,
      });
      if (!decided) throw withCode(conflict('This prescription has already been checked by another pharmacist.'), 'review-decided');
      await alsoInTransaction(tx, decided);
      return decided;
    });
  }

  /**
   * The shopper's approved, unused approval covering exactly the cart's prescription-only lines,
   * its prescription still usable; null when there is none.
   */
  async covering(userId: string, cartLines: readonly CartSnapshotLine[]): Promise<PrescriptionApproval | null> {
    const approval = (await this.repository.byUser(userId)).find((a) => a.status === 'approved' && covers(a, cartLines));
    if (!approval) return null;
    const prescription = await this.prescriptions.byId(approval.prescriptionId);
    if (!prescription || usableUntil(prescription.writtenOn) < lagosToday()) return null;
    return approval;
  }

  /**
   * The order placed for this payment takes the approval (inside the order's transaction): false
   * when another order took it first (two checkouts paid on one approval).
   */
  markUsed(id: string, reference: string, transaction: Database): Promise<boolean> {
    return new ApprovalsRepository(transaction).markUsed(id, reference);
  }
}
