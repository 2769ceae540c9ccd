import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type ControlledCap, controlledAttempts } from '../../platform/db/schema/controlled-medicines';

/** The first key of the advisory lock that serialises the second look at one controlled medicine's caps. */
const CONTROLLED_LOCK_SPACE = 50_802_047;

/** A delivery address's street, city and zone as addressKey writes them, in SQL over `orders o`. */
const addressKeySql = sql`(lower(regexp_replace(coalesce(o.delivery_address->>'street', ''), '[^a-zA-Z0-9]', '', 'g')) || '|' ||
  lower(regexp_replace(coalesce(o.delivery_address->>'city', ''), '[^a-zA-Z0-9]', '', 'g')) || '|' ||
  lower(regexp_replace(coalesce(o.delivery_address->>'zone', ''), '[^a-zA-Z0-9]', '', 'g')))`;

/** drizzle's execute answers rows (node-postgres: { rows }, PGlite: { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A checkout's line of one medicine, not yet an order. */
export type OpenCheckoutLine = {
  reference: string;
  userId: string;
  lines: { medicineId: string; quantity: number }[];
  quantity: number;
  address: { phone?: string; street?: string; city?: string; zone?: string } | null;
};

export type AttemptRow = {
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

/** The flagged attempts (controlled_attempts), and what the caps count: controlled medicines, orders' lines, open checkouts. */
export class ControlledCapsRepository {
  constructor(private readonly db: Database) {}

  /** Takes each medicine's advisory lock, until the transaction ends (in this order: give them sorted). */
  async lockMedicines(ids: string[]): Promise<void> {
    for (const id of ids) await this.db.execute(sql`select pg_advisory_xact_lock(${CONTROLLED_LOCK_SPACE}, hashtext(${id}))`);
  }

  /** Which of these medicines are controlled. */
  async controlledAmong(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.execute(
      sql`SELECT id FROM medicines WHERE controlled AND id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    return new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
  }

  async recordAttempt(values: typeof controlledAttempts.$inferInsert): Promise<void> {
    await this.db.insert(controlledAttempts).values(values);
  }

  /**
   * Units of the medicine in orders of the last 30 days (not cancelled, lines not rejected by a
   * pharmacist): by this account, to this phone, to this address (its addressKey).
   */
  async boughtIn30Days(userId: string, medicineId: string, phone: string, addressKey: string) {
    const result = await this.db.execute(sql`
      SELECT
        coalesce(sum(l.quantity) FILTER (WHERE o.user_id = ${userId}::uuid), 0) AS person,
        coalesce(sum(l.quantity) FILTER (WHERE ${phone} <> '' AND o.delivery_address->>'phone' = ${phone}), 0) AS phone,
        coalesce(sum(l.quantity) FILTER (WHERE ${addressKeySql} = ${addressKey}), 0) AS address
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.medicine_id = ${medicineId}::uuid
        AND o.status <> 'Canceled'
        AND l.review_decision IS DISTINCT FROM 'rejected'
        AND o.created_at > now() - interval '30 days'`);
    return rowsOf<{ person: string | number; phone: string | number; address: string | number }>(result)[0];
  }

  /**
   * The medicine's lines in checkouts not yet an order: paid and waiting for their order, or unpaid
   * and still payable (within the checkout's 30 minutes), of the last 30 days.
   */
  async openCheckoutLines(medicineId: string): Promise<OpenCheckoutLine[]> {
    const result = await this.db.execute(sql`
      SELECT p.reference, p.user_id AS "userId", p.cart_snapshot->'lines' AS lines, (l->>'quantity')::int AS quantity,
        p.cart_snapshot->'delivery'->'address' AS address
      FROM payments p CROSS JOIN LATERAL jsonb_array_elements(p.cart_snapshot->'lines') l
      WHERE l->>'medicineId' = ${medicineId}
        AND p.payment_type IN ('medicine', 'refill')
        AND (p.status = 'success' OR (p.status IN ('pending', 'failed') AND p.created_at > now() - interval '30 minutes'))
        AND p.created_at > now() - interval '30 days'
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_reference = p.reference)`);
    return rowsOf<OpenCheckoutLine>(result);
  }

  /** The flagged attempts with their shopper, newest first. */
  async attempts(limit: number): Promise<AttemptRow[]> {
    const result = await this.db.execute(sql`
      SELECT a.id, a.user_id AS "userId", trim(concat(u.first_name, ' ', u.last_name)) AS "customerName", u.email AS "customerEmail",
        a.medicine_id AS "medicineId", a.medicine_name AS "medicineName", a.quantity, a.cap, a.cap_limit AS "capLimit",
        a.already_bought AS "alreadyBought", a.phone, a.address, a.created_at AS "createdAt"
      FROM controlled_attempts a LEFT JOIN users u ON u.id = a.user_id
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${limit}`);
    return rowsOf<AttemptRow>(result);
  }
}

/** Erasing an account: the flagged attempts stay (the controls), without the shopper's phone and address. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx
    .update(controlledAttempts)
    .set({ phone: '', address: '' })
    .where(sql`${controlledAttempts.userId} = ${shopper.id}`);
}
