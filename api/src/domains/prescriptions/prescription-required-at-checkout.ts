// Where a prescription-only medicine is refused at checkout (and at a refill's charge, and before
// paying for an approval) without the shopper's own prescription, written within six months.
import type { CartSnapshotLine } from '../../platform/db/schema/index';
import { conflict, withCode } from '../../platform/lib/http-errors';
import { usableUntil } from './prescription-dates';
import type { PrescriptionsRepository } from './prescriptions-repository';

/**
 * The checkout's rule: a cart with a prescription-only medicine can be paid only with the caller's
 * own prescription, written within six months (409 prescription-required, prescription-invalid,
 * prescription-expired). Answers the prescription to attach (null when the cart needs none).
 */
export async function prescriptionRequiredAtCheckout(
  repository: Pick<PrescriptionsRepository, 'byId'>,
  userId: string,
  prescriptionId: string | undefined,
  lines: readonly CartSnapshotLine[],
  /** The day it is used on (a refill run's clock). */
  today: string,
): Promise<string | null> {
  const needing = lines.filter((l) => l.requiresPrescription);
  if (needing.length === 0) return null;
  const names = needing.map((l) => l.medicineName).join(', ');
  if (!prescriptionId) {
    throw withCode(
      conflict(
        `Your cart has prescription-only medicine (${names}). Attach your prescription before paying; a pharmacist checks it before dispatch.`,
        [{ field: 'prescriptionId', message: 'A prescription is required.' }],
      ),
      'prescription-required',
    );
  }
  const prescription = await repository.byId(prescriptionId);
  if (!prescription || prescription.userId !== userId) {
    throw withCode(
      conflict('That prescription is not one of yours (or was deleted). Choose one of your prescriptions or upload it again.', [
        { field: 'prescriptionId', message: 'Not one of your prescriptions.' },
      ]),
      'prescription-invalid',
    );
  }
  if (usableUntil(prescription.writtenOn) < today) {
    throw withCode(
      conflict('That prescription was written more than six months ago and can no longer be used. Upload a newer one.', [
        { field: 'prescriptionId', message: 'Written more than six months ago.' },
      ]),
      'prescription-expired',
    );
  }
  return prescription.id;
}
