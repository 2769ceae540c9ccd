import type { Database } from '../../platform/db/client';
import type { SafetyReportKind, SafetyReportState } from '../../platform/db/schema/safety-reports';
import { badRequest, conflict, fieldError, notFound, withCode } from '../../platform/lib/http-errors';
import { VigilanceRepository } from './vigilance-repository';

export type NewSafetyReport = {
  kind: SafetyReportKind;
  medicineId: string;
  orderId?: string;
  lotNumber?: string;
  description: string;
  contactPhone?: string;
};

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const orderLabel = (n: number | null) => (n === null ? null : `EPH-${String(n).padStart(6, '0')}`);
/** A lot number as printed, compared without case or spaces. */
const lotKey = (lot: string) => lot.replace(/\s+/g, '').toUpperCase();

/**
 * Pharmacovigilance and authenticity reports: a shopper reports a side effect or a suspected fake
 * (from a delivered order of theirs or a product page); pharmacists triage them, oldest first.
 */
export class VigilanceService {
  private readonly repository: VigilanceRepository;

  constructor(db: Database) {
    this.repository = new VigilanceRepository(db);
  }

  /** Checks the report against the shopper's own order and what it received, then keeps it. */
  async report(userId: string, input: NewSafetyReport) {
    const description = input.description.trim();
    if (description.length < 10) throw fieldError('description', 'Tell us what happened in a few words (at least 10 characters).');
    const lotNumber = (input.lotNumber ?? '').trim();
    if (input.kind === 'suspected-fake' && !lotNumber) {
      throw fieldError('lotNumber', 'Give the batch (lot) number printed on the pack, so the batch can be traced.');
    }
    let medicineName = await this.repository.medicineName(input.medicineId);
    if (input.orderId) {
      const status = await this.repository.orderStatus(input.orderId, userId);
      // Another shopper's order answers as if it did not exist.
      if (!status) throw notFound('Order not found.');
      if (status !== 'Delivered') {
        throw withCode(conflict('Reports from an order can be made once it has been delivered.'), 'order-not-delivered');
      }
      const lineName = await this.repository.lineMedicineName(input.orderId, input.medicineId);
      if (!lineName) throw fieldError('medicineId', 'That medicine is not in this order.');
      medicineName = lineName;
      if (lotNumber) {
        const lots = await this.repository.lotsReceived(input.orderId, input.medicineId);
        const received = lots.find((l) => lotKey(l) === lotKey(lotNumber));
        if (!received) {
          throw withCode(
            badRequest('That batch number is not one this order received. Check the number printed on the pack.', [
              { field: 'lotNumber', message: 'Not a batch this order received.' },
            ]),
            'lot-not-received',
          );
        }
      }
    }
    if (!medicineName) throw notFound('Medicine not found.');
    const saved = await this.repository.insert({
      kind: input.kind,
      userId,
      orderId: input.orderId ?? null,
      medicineId: input.medicineId,
      medicineName,
      lotNumber,
      description,
      contactPhone: (input.contactPhone ?? '').trim(),
    });
    return { id: saved.id, state: 'new' as const, createdAt: saved.createdAt.toISOString() };
  }

  /** Reports for the pharmacist, oldest first: the open ones (not closed), or every one. */
  async list(which: 'open' | 'all' = 'open', limit = 200) {
    return (await this.repository.list(which, limit)).map((r) => ({
      ...r,
      orderNumber: orderLabel(r.orderNumber === null ? null : Number(r.orderNumber)),
      triagedAt: iso(r.triagedAt),
      createdAt: iso(r.createdAt)!,
    }));
  }

  /** A pharmacist moves a report on (reviewing, sent to NAFDAC, closed), with a note. */
  async triage(pharmacistId: string, id: string, input: { state: SafetyReportState; note?: string }) {
    const updated = await this.repository.triage(id, {
      state: input.state,
      ...(input.note !== undefined ? { triageNote: input.note.trim() } : {}),
      triagedBy: pharmacistId,
      triagedAt: new Date(),
    });
    if (!updated) throw notFound('Report not found.');
    return updated;
  }
}
