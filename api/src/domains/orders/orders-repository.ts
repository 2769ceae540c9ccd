import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { OrderStepsRepository } from './order-steps-repository';

export type { DeliveryColumns } from './order-steps-repository';
import {
  type CartSnapshot,
  medicines,
  type Order,
  type OrderLine,
  orderLines,
  orderReviews,
  type OrderStatus,
  type OrderStatusEvent,
  orderStatusEvents,
  orders,
  type Payment,
  payments,
  payOnDeliveryOrders,
  pharmacies,
  type PodState,
  users,
} from '../../platform/db/schema/index';
import { batchesOfOrders } from '../stock/stock-read-model';
import { firstStatus } from './needs-pharmacist-review';
import { parseOrderNumber } from './order-number';
import type { FulfilmentLocation, OrderFilter, OrderSort, OrderWithLines, ReviewedLine, ReviewRecord } from './order-types';

export type { FulfilmentLocation, OrderFilter, OrderSort, OrderWithLines, ReviewedLine, ReviewRecord } from './order-types';

const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const SORTS = {
  orderNumber: [asc(orders.orderNumber)],
  '-orderNumber': [desc(orders.orderNumber)],
  customer: [asc(sql`lower(${customerName})`), desc(orders.createdAt), desc(orders.id)],
  '-customer': [desc(sql`lower(${customerName})`), desc(orders.createdAt), desc(orders.id)],
  deliveryState: [sql`${orders.deliveryState} asc nulls last`, desc(orders.createdAt), desc(orders.id)],
  '-deliveryState': [sql`${orders.deliveryState} desc nulls last`, desc(orders.createdAt), desc(orders.id)],
  orderDate: [asc(orders.createdAt), asc(orders.id)],
  '-orderDate': [desc(orders.createdAt), desc(orders.id)],
  totalPrice: [asc(orders.totalKobo), asc(orders.id)],
  '-totalPrice': [desc(orders.totalKobo), desc(orders.id)],
  status: [asc(orders.status), desc(orders.createdAt)],
  '-status': [desc(orders.status), desc(orders.createdAt)],
} as const;

/** All SQL for orders. */
export class OrdersRepository extends OrderStepsRepository {
  /**
   * Creates the order of a successful payment from its cart snapshot, exactly once: an existing
   * order for the reference is answered as is, and the unique payment reference backs it up. The
   * caller holds the payment's row lock in the same transaction.
   */
  async createFromPayment(payment: Payment & { cartSnapshot: CartSnapshot }): Promise<{ kind: 'created' | 'existing'; orderId: string }> {
    const [existing] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, payment.reference));
    if (existing) return { kind: 'existing', orderId: existing.id };
    const snapshot = payment.cartSnapshot;
    const [order] = await this.db
      .insert(orders)
      .values({
        userId: payment.userId,
        paymentReference: payment.reference,
        // What was charged: the items plus the delivery fee fixed when the payment was initiated.
        totalKobo: snapshot.totalKobo - (snapshot.discount?.amountKobo ?? 0) + (snapshot.delivery?.feeKobo ?? 0),
        deliveryFeeKobo: snapshot.delivery?.feeKobo ?? 0,
        // A discount code's amount, taken off the items (never off prescription-only lines).
        discountKobo: snapshot.discount?.amountKobo ?? 0,
        discountCode: snapshot.discount?.code ?? null,
        deliveryAddress: snapshot.delivery?.address ?? null,
        deliveryState: snapshot.delivery?.address.state ?? null,
        deliveryMinDays: snapshot.delivery?.minDays ?? null,
        deliveryMaxDays: snapshot.delivery?.maxDays ?? null,
        // A prescription-only medicine waits for a pharmacist before the order moves on.
        status: firstStatus(snapshot),
        prescriptionId: payment.prescriptionId,
        shippingAddress: payment.shippingAddress,
      })
      .onConflictDoNothing({ target: orders.paymentReference })
      .returning({ id: orders.id });
    if (!order) {
      const [again] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, payment.reference));
      return { kind: 'existing', orderId: again.id };
    }
    await this.db.insert(orderStatusEvents).values({ orderId: order.id, status: firstStatus(snapshot), at: sql`clock_timestamp()` });
    const ids = snapshot.lines.map((l) => l.medicineId);
    // A medicine deleted since keeps its line by name and price, without the link.
    const still = new Set(
      ids.length ? (await this.db.select({ id: medicines.id }).from(medicines).where(inArray(medicines.id, ids))).map((m) => m.id) : [],
    );
    if (snapshot.lines.length > 0) {
      await this.db.insert(orderLines).values(
        snapshot.lines.map((l) => ({
          orderId: order.id,
          medicineId: still.has(l.medicineId) ? l.medicineId : null,
          medicineName: l.medicineName,
          unitPriceKobo: l.unitPriceKobo,
          quantity: l.quantity,
          requiresPrescription: l.requiresPrescription === true,
        })),
      );
    }
    if (snapshot.approval) await this.recordApprovalBeforePayment(order.id, snapshot.approval);
    return { kind: 'created', orderId: order.id };
  }

  /** Approved before payment: its prescription lines approved, and who approved it kept as the order's review. */
  private async recordApprovalBeforePayment(orderId: string, approval: NonNullable<CartSnapshot['approval']>): Promise<void> {
    await this.db
      .update(orderLines)
      .set({ reviewDecision: 'approved' })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.requiresPrescription, true)));
    await this.db.insert(orderReviews).values({
      orderId,
      pharmacistId: approval.pharmacistId,
      pharmacistName: approval.pharmacistName,
      pharmacistRegistration: approval.pharmacistRegistration,
      decision: 'approved',
      reason: null,
      refundKobo: 0,
      decidedAt: new Date(approval.decidedAt),
      beforePayment: true,
    });
  }

  /** Orders joined with their customer's name and email and the payment's time. */
  private selectOrders() {
    return this.db
      .select({
        order: orders,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        paidAt: payments.paidAt,
        location: {
          name: pharmacies.name,
          address: pharmacies.address,
          openingHours: pharmacies.openingHours,
          contact: pharmacies.contact,
        },
        pod: { state: payOnDeliveryOrders.state, amountKobo: payOnDeliveryOrders.amountKobo },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(payments, eq(payments.reference, orders.paymentReference))
      .leftJoin(pharmacies, eq(pharmacies.id, orders.fulfilmentLocationId))
      .leftJoin(payOnDeliveryOrders, eq(payOnDeliveryOrders.orderId, orders.id));
  }

  private async withLines(
    rows: {
      order: Order;
      firstName: string;
      lastName: string;
      email: string;
      paidAt: Date | null;
      location?: FulfilmentLocation | null;
      pod?: { state: PodState | null; amountKobo: number | null } | null;
    }[],
  ): Promise<OrderWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.order.id),
        ),
      )
      .orderBy(asc(orderLines.medicineName), asc(orderLines.id));
    const byOrder = new Map<string, OrderLine[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    // A pharmacist's review: of a prescription, or of an order the clinical checks sent (its lines decided).
    const reviewed = rows
      .filter((r) => r.order.prescriptionId !== null || (byOrder.get(r.order.id) ?? []).some((l) => l.reviewDecision !== null))
      .map((r) => r.order.id);
    const reviews = new Map(
      (reviewed.length ? await this.db.select().from(orderReviews).where(inArray(orderReviews.orderId, reviewed)) : []).map((r) => [
        r.orderId,
        r,
      ]),
    );
    const history = await this.historyOf(rows.map((r) => r.order.id));
    const batches = await batchesOfOrders(
      this.db,
      rows.map((r) => r.order.id),
    );
    return rows.map((r) => ({
      batches: batches.get(r.order.id) ?? [],
      ...r.order,
      lines: byOrder.get(r.order.id) ?? [],
      review: reviews.get(r.order.id) ?? null,
      history: history.get(r.order.id) ?? [],
      customer: { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
      paidAt: r.paidAt,
      location: r.location?.name ? r.location : null,
      payOnDelivery: r.pod?.state ? { state: r.pod.state, amountKobo: r.pod.amountKobo ?? 0 } : null,
    }));
  }

  /** The status history of these orders, each oldest first. */
  private async historyOf(ids: string[]): Promise<Map<string, Pick<OrderStatusEvent, 'status' | 'at'>[]>> {
    const events = await this.db
      .select({ orderId: orderStatusEvents.orderId, status: orderStatusEvents.status, at: orderStatusEvents.at })
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
    const byOrder = new Map<string, Pick<OrderStatusEvent, 'status' | 'at'>[]>();
    for (const { orderId, status, at } of events) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), { status, at }]);
    return byOrder;
  }

  async byId(orderId: string): Promise<OrderWithLines | null> {
    return (await this.withLines(await this.selectOrders().where(eq(orders.id, orderId))))[0] ?? null;
  }

  async byIds(ids: string[]): Promise<OrderWithLines[]> {
    return ids.length ? this.withLines(await this.selectOrders().where(inArray(orders.id, ids))) : [];
  }

  async byPaymentReference(reference: string): Promise<Order | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.paymentReference, reference));
    return row ?? null;
  }

  async numbersOfPayments(references: string[]): Promise<{ paymentReference: string; orderNumber: number }[]> {
    if (references.length === 0) return [];
    return this.db
      .select({ paymentReference: orders.paymentReference, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.paymentReference, references));
  }

  /**
   * The medicines of the shopper's orders placed since `since`, cancelled orders left out, each with
   * its order's payment reference: one query, however many orders the shopper has (the medication
   * safety check reads it on every cart and checkout).
   */
  async medicinesBoughtSince(userId: string, since: Date): Promise<{ paymentReference: string; medicineId: string }[]> {
    const rows = await this.db
      .select({ paymentReference: orders.paymentReference, medicineId: orderLines.medicineId })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orders.userId, userId), ne(orders.status, 'Canceled'), gte(orders.createdAt, since), isNotNull(orderLines.medicineId)));
    return rows.flatMap((r) => (r.medicineId ? [{ paymentReference: r.paymentReference, medicineId: r.medicineId }] : []));
  }

  async byUser(userId: string): Promise<OrderWithLines[]> {
    return this.withLines(await this.selectOrders().where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)));
  }

  private where(filter: OrderFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(orders.status, filter.status));
    if (filter.state) conditions.push(eq(orders.deliveryState, filter.state));
    const q = filter.q?.trim();
    if (q) {
      const number = parseOrderNumber(q);
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const text = or(ilike(customerName, like), ilike(users.email, like), ilike(orders.paymentReference, like))!;
      conditions.push(number !== null ? or(eq(orders.orderNumber, number), text)! : text);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  async list(
    sort: OrderSort,
    page: { limit: number; offset: number } | null,
    filter: OrderFilter = {},
  ): Promise<{ rows: OrderWithLines[]; total: number }> {
    const where = this.where(filter);
    const query = this.selectOrders()
      .where(where)
      .orderBy(...SORTS[sort]);
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where);
    return { rows: await this.withLines(rows), total };
  }

  /**
   * Moves an order to `to` if its status (read under a row lock) is one of `from`; `beforeCommit`
   * runs with the lock held (the refund for a cancellation), and its failure changes nothing;
   * `also` is saved with the move (the rider of a shipped order).
   */
  async changeStatus(
    orderId: string,
    from: readonly OrderStatus[],
    to: OrderStatus,
    beforeCommit?: (order: Order, transaction: Database) => Promise<void>,
    also: Pick<Partial<Order>, 'riderName' | 'riderPhone' | 'coldChainHandedOverAt'> = {},
  ): Promise<{ ok: true } | { ok: false; current: OrderStatus | null }> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { ok: false, current: null } as const;
      if (!from.includes(order.status)) return { ok: false, current: order.status } as const;
      if (beforeCommit) await beforeCommit(order, tx as unknown as Database);
      await tx
        .update(orders)
        .set({ ...also, status: to, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      // The one place an order's status changes: its history gets the step in the same transaction.
      await tx.insert(orderStatusEvents).values({ orderId, status: to, at: sql`clock_timestamp()` });
      return { ok: true } as const;
    });
  }

  /** Orders waiting for a pharmacist, oldest first. */
  async awaitingReviewIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'AwaitingReview'))
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
    return rows.map((r) => r.id);
  }

  /** Inside the order's lock: each reviewed line's decision, and the pharmacist's decision kept with the order. */
  async recordReview(orderId: string, lines: readonly ReviewedLine[], review: ReviewRecord): Promise<void> {
    for (const decision of ['approved', 'rejected'] as const) {
      const ids = lines.filter((l) => l.decision === decision).map((l) => l.lineId);
      if (ids.length)
        await this.db
          .update(orderLines)
          .set({ reviewDecision: decision })
          .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, ids)));
    }
    await this.db.insert(orderReviews).values({ orderId, ...review });
  }

  /** Inside the transaction that places the order: where it is fulfilled from, and a pickup's PIN hash. */
  async recordFulfilment(
    orderId: string,
    values: { fulfilment: 'delivery' | 'pickup'; locationId: string | null; pinHash: string | null },
  ) {
    await this.db
      .update(orders)
      .set({ fulfilment: values.fulfilment, fulfilmentLocationId: values.locationId, pickupPinHash: values.pinHash })
      .where(eq(orders.id, orderId));
  }

  /** The order's medicines stored at 2–8 °C (the catalogue's cold chain, read only), by name. */
  async coldChainLines(orderId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ name: orderLines.medicineName })
      .from(orderLines)
      .innerJoin(medicines, eq(medicines.id, orderLines.medicineId))
      .where(and(eq(orderLines.orderId, orderId), isNotNull(medicines.coldChainMaxMinutesOut)))
      .orderBy(asc(orderLines.medicineName));
    return rows.map((r) => r.name);
  }
}

/** Erasing an account: the orders stay (the books, the dispensing record), without their addresses. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.update(orders).set({ shippingAddress: '', deliveryAddress: null }).where(eq(orders.userId, shopper.id));
}
