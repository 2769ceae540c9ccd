import crypto from 'node:crypto';
import type { AuditService } from '../audit/audit-service';
import type { Order } from '../../platform/db/schema/index';
import { badRequest, conflict, fieldError, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { orderNumberLabel } from './order-number';
import type { Database } from '../../platform/db/client';
import { OrdersRepository } from './orders-repository';
import { coldBoxRequired } from './cold-chain-packing';

/** Wrong PINs after which the order's PIN no longer opens it (the shopper asks the shop). */
export const MAX_PIN_ATTEMPTS = 5;

/**
 * Click-and-collect. A pickup order has a six-digit PIN: derived from the order's id with the
 * server's secret (so the shopper's page can show it again) and stored only as its sha256 (so the
 * table never holds it). The pharmacy marks the order ready, then hands it over against the PIN:
 * once (a second hand-over is 409), a wrong PIN is 400, and after MAX_PIN_ATTEMPTS wrong ones 409.
 */
export class PickupOrders {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly secret: string,
    private readonly audit: AuditService | null = null,
    /** null for an admin (any pharmacy), the staff member's pharmacy, or throws 403 (src/domains/orders/pharmacy-staff.ts). */
    private readonly scopeOf: (caller: AuthUser, refusal: string) => Promise<string | null> = async (caller, refusal) => {
      if (caller.role !== 'admin') throw forbidden(refusal);
      return null;
    },
  ) {}

  /** The order's PIN (six digits). */
  pinFor(orderId: string): string {
    const digest = crypto.createHmac('sha256', this.secret).update(`pickup-pin:${orderId}`).digest();
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  static hash(orderId: string, pin: string): string {
    return crypto.createHash('sha256').update(`${orderId}:${pin}`, 'utf8').digest('hex');
  }

  /** Inside the transaction that places the order: its fulfilling location and, for a pickup, its PIN's hash. */
  async record(orderId: string, fulfilment: 'delivery' | 'pickup', locationId: string | null, transaction: Database) {
    const pinHash = fulfilment === 'pickup' ? PickupOrders.hash(orderId, this.pinFor(orderId)) : null;
    await new OrdersRepository(transaction).recordFulfilment(orderId, { fulfilment, locationId, pinHash });
  }

  /** The PIN, for the order's own customer only (404 for anyone else, as their orders are). */
  async pinOf(caller: AuthUser, orderId: string): Promise<{ pin: string; pickedUp: boolean }> {
    const order = await this.repository.byId(orderId);
    if (!order || order.userId !== caller.id) throw notFound('There is no order with this id.');
    if (order.fulfilment !== 'pickup') throw conflict('This order is delivered, not collected: it has no pickup PIN.');
    return { pin: this.pinFor(orderId), pickedUp: order.pickedUpAt !== null };
  }

  /** Staff: the order is packed and waiting at the pharmacy (Pending moves to Processing). */
  async markReady(caller: AuthUser, orderId: string): Promise<void> {
    const scope = await this.scopeOf(caller, 'Only the pharmacy marks an order ready for pickup.');
    const coldItems = await this.repository.coldChainLines(orderId);
    const result = await this.repository.pickupStep(
      orderId,
      (order) => {
        refuseOutsideScope(order, scope);
        refuseUnlessOpenPickup(order);
        if (order.pickupReadyAt) throw conflict('This order is already marked ready for pickup.');
        // A fridge medicine waits packed in its cold box: the tick first (cold-chain-packing.ts).
        if (coldItems.length > 0 && !order.coldBoxPackedAt) throw coldBoxRequired(coldItems);
        return { set: { pickupReadyAt: new Date() }, status: order.status === 'Pending' ? 'Processing' : order.status };
      },
      async (order, tx) => {
        await this.audit?.record(
          caller,
          {
            entityType: 'order',
            entityId: orderId,
            entityName: orderNumberLabel(order.orderNumber),
            action: 'ready for pickup',
            changes: { pickup: { from: null, to: 'ready' } },
          },
          tx,
        );
      },
    );
    if (!result) throw notFound('There is no order with this id.');
  }

  /** Staff: hands the order over when the shopper's PIN matches (once). */
  async handOver(caller: AuthUser, orderId: string, pin: string, patientName = ''): Promise<void> {
    const scope = await this.scopeOf(caller, 'Only the pharmacy hands over an order.');
    if (!/^\d{6}$/.test(pin)) throw fieldError('pin', 'The pickup PIN is six digits.');
    const cold = (await this.repository.coldChainLines(orderId)).length > 0;
    const result = await this.repository.pickupStep(
      orderId,
      (order) => {
        refuseOutsideScope(order, scope);
        refuseUnlessOpenPickup(order);
        if (!order.pickupReadyAt) throw conflict('Mark the order ready for pickup before handing it over.');
        if (order.pickupPinAttempts >= MAX_PIN_ATTEMPTS)
          throw withCode(
            conflict('Too many wrong PINs: this order is locked. Check the customer’s identity and call the shop.'),
            'pin-locked',
          );
        if (PickupOrders.hash(order.id, pin) !== order.pickupPinHash) {
          const left = MAX_PIN_ATTEMPTS - order.pickupPinAttempts - 1;
          const message = `This PIN does not match the order (${left} ${left === 1 ? 'try' : 'tries'} left).`;
          return { set: { pickupPinAttempts: order.pickupPinAttempts + 1 }, fail: badRequest(message, [{ field: 'pin', message }]) };
        }
        // A prescription-only order: the patient's name too (as on the order), a wrong one counted as a wrong try.
        if (
          order.prescriptionId &&
          (!sameName(patientName) || sameName(patientName) !== sameName(order.deliveryAddress?.recipient ?? ''))
        ) {
          const message = "A prescription-only order is handed over only to the patient: the name does not match the order's.";
          return {
            set: { pickupPinAttempts: order.pickupPinAttempts + 1 },
            fail: badRequest(message, [{ field: 'patientName', message }]),
          };
        }
        const at = new Date();
        return { set: { pickedUpAt: at, ...(cold ? { coldChainHandedOverAt: at } : {}) }, status: 'Delivered' };
      },
      async (order, tx) => {
        await this.audit?.record(
          caller,
          {
            entityType: 'order',
            entityId: orderId,
            entityName: orderNumberLabel(order.orderNumber),
            action: 'handed over',
            changes: { status: { from: order.status, to: 'Delivered' } },
          },
          tx,
        );
      },
    );
    if (!result) throw notFound('There is no order with this id.');
    const failed = (result as Order & { failed?: Error }).failed;
    if (failed) throw failed;
  }
}

/** A name as compared at the counter: case and spaces do not count. */
const sameName = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
/** A pharmacy's staff never see another location's order: 404, as for an order that does not exist. */
function refuseOutsideScope(order: Order, scope: string | null) {
  if (scope !== null && order.fulfilmentLocationId !== scope) throw notFound('There is no order with this id.');
}

function refuseUnlessOpenPickup(order: Order) {
  if (order.fulfilment !== 'pickup') throw conflict('This order is delivered, not collected at a pharmacy.');
  if (order.pickedUpAt) throw withCode(conflict('This order was already handed over: its PIN has been used.'), 'already-collected');
  if (order.status === 'Canceled') throw conflict('This order was cancelled.');
  if (order.status === 'AwaitingReview') throw conflict("This order is awaiting a pharmacist's review of its prescription.");
}
