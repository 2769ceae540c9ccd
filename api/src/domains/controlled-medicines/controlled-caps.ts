import type { Database } from '../../platform/db/client';
import type { ControlledCap } from '../../platform/db/schema/controlled-medicines';
import type { DeliveryAddress } from '../../platform/db/schema/delivery';
import { conflict, withCode } from '../../platform/lib/http-errors';
import { ControlledCapsRepository, type OpenCheckoutLine } from './controlled-caps-repository';

/**
 * How much of one controlled medicine may be bought: per order, and over any rolling 30 days by one
 * account, by one phone number and by one delivery address (whichever accounts placed the orders).
 * Units are the order line's quantity (packs). Set with CONTROLLED_PER_ORDER_CAP and
 * CONTROLLED_30_DAY_CAP.
 */
export type ControlledCaps = { perOrder: number; per30Days: number };
export const DEFAULT_CONTROLLED_CAPS: ControlledCaps = { perOrder: 2, per30Days: 4 };

/** The caps from the environment (whole numbers of at least 1), the defaults when unset. */
export function readControlledCaps(env: NodeJS.ProcessEnv = process.env): ControlledCaps {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
    return value;
  };
  const caps = {
    perOrder: read('CONTROLLED_PER_ORDER_CAP', DEFAULT_CONTROLLED_CAPS.perOrder),
    per30Days: read('CONTROLLED_30_DAY_CAP', DEFAULT_CONTROLLED_CAPS.per30Days),
  };
  if (caps.perOrder > caps.per30Days) throw new Error('CONTROLLED_PER_ORDER_CAP must not be above CONTROLLED_30_DAY_CAP');
  return caps;
}

/** The same street, city and zone however it was typed (case, spaces, punctuation). */
export const addressKey = (a: Pick<DeliveryAddress, 'street' | 'city' | 'zone'>) =>
  [a.street, a.city, a.zone].map((part) => (part ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')).join('|');

type Line = { medicineId: string; medicineName: string; quantity: number };
const linesKey = (lines: { medicineId: string; quantity: number }[]) =>
  lines
    .map((l) => `${l.medicineId}:${l.quantity}`)
    .sort()
    .join(',');
/**
 * Whose open checkouts are left out of the count: this one (the checkout being looked at again), or
 * the shopper's own open checkout of this very cart (it is the one a new "Pay" opens again).
 */
type Leave = { reference: string } | { sameCart: { userId: string; lines: Line[] } };
type Bought = { person: number; phone: number; address: number };

const CAP_MESSAGES: Record<ControlledCap, (name: string, limit: number, already: number) => string> = {
  'per-order': (name, limit) =>
    `${name} is a controlled medicine: at most ${limit} per order. Reduce the quantity in your cart to ${limit} or fewer.`,
  'person-30-days': (name, limit, already) =>
    `${name} is a controlled medicine: at most ${limit} in 30 days per person, and you have had ${already} already. A pharmacist has been told; please speak to your doctor.`,
  'phone-30-days': (name, limit, already) =>
    `${name} is a controlled medicine: at most ${limit} in 30 days per phone number, and ${already} have already gone to this phone number. A pharmacist has been told.`,
  'address-30-days': (name, limit, already) =>
    `${name} is a controlled medicine: at most ${limit} in 30 days per delivery address, and ${already} have already gone to this address. A pharmacist has been told.`,
};

/**
 * The controlled-medicine caps, checked on the server before a checkout is paid. A checkout over a
 * cap is refused (409 controlled-cap) and kept as a flagged attempt for the pharmacist's queue.
 */
export class ControlledMedicines {
  constructor(
    private readonly db: Database,
    readonly caps: ControlledCaps = readControlledCaps(),
  ) {}

  /**
   * Throws 409 controlled-cap (after recording the attempt) when a line goes over a cap, counting
   * placed orders and open checkouts (this cart's own open checkout apart).
   */
  async assertWithinCaps(userId: string, lines: Line[], address: DeliveryAddress, addressText: string): Promise<void> {
    const refusal = await this.refusal(this.db, userId, lines, address, addressText, { sameCart: { userId, lines } });
    if (refusal) throw refusal;
  }

  /**
   * The second look, once the checkout `reference` is open: under a lock per controlled medicine
   * (every replica waits for it), everything else bought or open is counted again; over a cap, the
   * attempt is recorded and `close` ends the checkout in the same transaction, then 409. Two
   * checkouts opened at the same moment can then never both stay payable over a cap.
   */
  async recheckOpened(
    input: { userId: string; lines: Line[]; address: DeliveryAddress; addressText: string; reference: string },
    close: (transaction: Database) => Promise<void>,
  ): Promise<void> {
    const ids = [...(await new ControlledCapsRepository(this.db).controlledAmong(input.lines.map((l) => l.medicineId)))].sort();
    if (ids.length === 0) return;
    const refusal = await this.db.transaction(async (tx) => {
      await new ControlledCapsRepository(tx as unknown as Database).lockMedicines(ids);
      const found = await this.refusal(tx, input.userId, input.lines, input.address, input.addressText, { reference: input.reference });
      if (found) await close(tx);
      return found;
    });
    if (refusal) throw refusal;
  }

  /** The 409 for the first line over a cap (its attempt recorded), or null. */
  private async refusal(db: Database, userId: string, lines: Line[], address: DeliveryAddress, addressText: string, leave: Leave) {
    const repository = new ControlledCapsRepository(db);
    const controlled = await repository.controlledAmong(lines.map((l) => l.medicineId));
    for (const line of lines.filter((l) => controlled.has(l.medicineId))) {
      const over = await this.overCap(db, userId, line, address, leave);
      if (!over) continue;
      await repository.recordAttempt({
        userId,
        medicineId: line.medicineId,
        medicineName: line.medicineName,
        quantity: line.quantity,
        cap: over.cap,
        capLimit: over.limit,
        alreadyBought: over.already,
        phone: address.phone,
        address: addressText,
        detail: { bought30Days: over.bought, caps: this.caps },
      });
      return withCode(conflict(CAP_MESSAGES[over.cap](line.medicineName, over.limit, over.already)), 'controlled-cap');
    }
    return null;
  }

  /** The first cap this line would go over, or null. */
  private async overCap(db: Database, userId: string, line: Line, address: DeliveryAddress, leave: Leave) {
    if (line.quantity > this.caps.perOrder) return { cap: 'per-order' as const, limit: this.caps.perOrder, already: 0, bought: null };
    const placed = await this.boughtIn30Days(userId, line.medicineId, address, db);
    const open = await this.inOpenCheckouts(db, userId, line.medicineId, address, leave);
    const bought = { person: placed.person + open.person, phone: placed.phone + open.phone, address: placed.address + open.address };
    const limit = this.caps.per30Days;
    const checks: [ControlledCap, number][] = [
      ['person-30-days', bought.person],
      ['phone-30-days', bought.phone],
      ['address-30-days', bought.address],
    ];
    const hit = checks.find(([, already]) => already + line.quantity > limit);
    return hit ? { cap: hit[0], limit, already: hit[1], bought } : null;
  }

  /**
   * Units of the medicine in orders of the last 30 days (not cancelled, lines not rejected by a
   * pharmacist): by this account, to this phone, to this address, whoever's account placed them.
   */
  async boughtIn30Days(userId: string, medicineId: string, address: DeliveryAddress, db: Database = this.db): Promise<Bought> {
    const row = await new ControlledCapsRepository(db).boughtIn30Days(userId, medicineId, address.phone, addressKey(address));
    return { person: Number(row?.person ?? 0), phone: Number(row?.phone ?? 0), address: Number(row?.address ?? 0) };
  }

  /**
   * Units of the medicine in checkouts not yet an order: paid and waiting for their order, or unpaid
   * and still payable (within the checkout's 30 minutes; a declined card can be tried again), by
   * this account, to this phone, to this address. Unpaid pay-on-delivery orders are orders already.
   */
  private async inOpenCheckouts(db: Database, userId: string, medicineId: string, address: DeliveryAddress, leave: Leave): Promise<Bought> {
    type Row = OpenCheckoutLine;
    const counted = (await new ControlledCapsRepository(db).openCheckoutLines(medicineId)).filter((r) =>
      'reference' in leave
        ? r.reference !== leave.reference
        : !(r.userId === leave.sameCart.userId && linesKey(r.lines) === linesKey(leave.sameCart.lines)),
    );
    const sum = (keep: (r: Row) => boolean) => counted.filter(keep).reduce((n, r) => n + Number(r.quantity), 0);
    const key = addressKey(address);
    return {
      person: sum((r) => r.userId === userId),
      phone: sum((r) => address.phone !== '' && r.address?.phone === address.phone),
      address: sum(
        (r) =>
          r.address !== null &&
          addressKey({ street: r.address.street ?? '', city: r.address.city ?? '', zone: r.address.zone ?? '' }) === key,
      ),
    };
  }

  /** The flagged attempts, newest first (the pharmacist's queue). */
  async attempts(limit = 100) {
    return (await new ControlledCapsRepository(this.db).attempts(limit)).map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }
}
