import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ControlledCap, controlledAttempts } from '../db/schema/controlled';
import type { DeliveryAddress } from '../db/schema/delivery';
import { conflict, withCode } from '../lib/http-errors';

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

const addressKeySql = sql`(lower(regexp_replace(coalesce(o.delivery_address->>'street', ''), '[^a-zA-Z0-9]', '', 'g')) || '|' ||
  lower(regexp_replace(coalesce(o.delivery_address->>'city', ''), '[^a-zA-Z0-9]', '', 'g')) || '|' ||
  lower(regexp_replace(coalesce(o.delivery_address->>'zone', ''), '[^a-zA-Z0-9]', '', 'g')))`;

type Line = { medicineId: string; medicineName: string; quantity: number };
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

  /** Throws 409 controlled-cap (after recording the attempt) when a line goes over a cap. */
  async assertWithinCaps(userId: string, lines: Line[], address: DeliveryAddress, addressText: string): Promise<void> {
    if (lines.length === 0) return;
    const ids = lines.map((l) => l.medicineId);
    const rows = await this.db.execute(
      sql`SELECT id FROM medicines WHERE controlled AND id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const controlled = new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
    for (const line of lines.filter((l) => controlled.has(l.medicineId))) {
      const over = await this.overCap(userId, line, address);
      if (!over) continue;
      await this.db.insert(controlledAttempts).values({
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
      throw withCode(conflict(CAP_MESSAGES[over.cap](line.medicineName, over.limit, over.already)), 'controlled-cap');
    }
  }

  /** The first cap this line would go over, or null. */
  private async overCap(userId: string, line: Line, address: DeliveryAddress) {
    if (line.quantity > this.caps.perOrder) return { cap: 'per-order' as const, limit: this.caps.perOrder, already: 0, bought: null };
    const bought = await this.boughtIn30Days(userId, line.medicineId, address);
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
  async boughtIn30Days(userId: string, medicineId: string, address: DeliveryAddress): Promise<Bought> {
    const result = await this.db.execute(sql`
      SELECT
        coalesce(sum(l.quantity) FILTER (WHERE o.user_id = ${userId}::uuid), 0) AS person,
        coalesce(sum(l.quantity) FILTER (WHERE ${address.phone} <> '' AND o.delivery_address->>'phone' = ${address.phone}), 0) AS phone,
        coalesce(sum(l.quantity) FILTER (WHERE ${addressKeySql} = ${addressKey(address)}), 0) AS address
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.medicine_id = ${medicineId}::uuid
        AND o.status <> 'Canceled'
        AND l.review_decision IS DISTINCT FROM 'rejected'
        AND o.created_at > now() - interval '30 days'`);
    const row = rowsOf<{ person: string | number; phone: string | number; address: string | number }>(result)[0];
    return { person: Number(row?.person ?? 0), phone: Number(row?.phone ?? 0), address: Number(row?.address ?? 0) };
  }

  /** The flagged attempts, newest first (the pharmacist's queue). */
  async attempts(limit = 100) {
    type Row = {
      id: string;
      userId: string | null;
      customerName: string | null;
      customerEmail: string | null;
      medicineId: string | null;
      medicineName: string;
      quantity: number;
      cap: ControlledCap;
      capLimit: number;
      alreadyBought: number;
      phone: string;
      address: string;
      createdAt: string | Date;
    };
    const result = await this.db.execute(sql`
      SELECT a.id, a.user_id AS "userId", trim(concat(u.first_name, ' ', u.last_name)) AS "customerName", u.email AS "customerEmail",
        a.medicine_id AS "medicineId", a.medicine_name AS "medicineName", a.quantity, a.cap, a.cap_limit AS "capLimit",
        a.already_bought AS "alreadyBought", a.phone, a.address, a.created_at AS "createdAt"
      FROM controlled_attempts a LEFT JOIN users u ON u.id = a.user_id
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${limit}`);
    return rowsOf<Row>(result).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  }
}

/** drizzle's execute answers rows (node-postgres: { rows }, PGlite: { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
