import type { AuditService } from '../audit/audit-service';
import type { Order } from '../../platform/db/schema/index';
import { conflict, fieldError, notFound, withCode } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { orderNumberLabel } from './order-number';
import type { OrdersRepository } from './orders-repository';

/** A clock a little ahead of the server's is forgiven this much: a time "now" typed on a phone. */
const CLOCK_SKEW_MS = 2 * 60_000;

/** What an order's cold chain says: null for an order without a medicine stored at 2–8 °C. */
export type ColdChainJson = {
  /** The medicines to pack last in a cold box, by name. */
  items: string[];
  coldBoxPackedAt: string | null;
  leftFridgeAt: string | null;
  handedOverAt: string | null;
} | null;

export const coldChainJson = (
  items: string[],
  order: Pick<Order, 'coldBoxPackedAt' | 'leftFridgeAt' | 'coldChainHandedOverAt'>,
): ColdChainJson =>
  items.length === 0
    ? null
    : {
        items,
        coldBoxPackedAt: order.coldBoxPackedAt?.toISOString() ?? null,
        leftFridgeAt: order.leftFridgeAt?.toISOString() ?? null,
        handedOverAt: order.coldChainHandedOverAt?.toISOString() ?? null,
      };

/** The refusal before a hand-over (to the rider, or made ready for pickup) of an order not yet ticked as packed with a cold box. */
export function coldBoxRequired(items: readonly string[]) {
  return withCode(
    conflict(
      `${items.join(', ')} must stay cold: pack ${items.length === 1 ? 'it' : 'them'} last, in a cold box, and tick "Packed last in a cold box" on the packing page before the order leaves the counter.`,
    ),
    'cold-box-required',
  );
}

/**
 * Packing an order with a cold-chain medicine (issue 51): the staff of the order's pharmacy (or an
 * admin) tick that it was packed last, in a cold box, which records when it left the fridge (now, or
 * a time they give: never in the future, never before the order was placed). Once: a second tick is
 * 409 `cold-box-packed` and keeps the first time (a later one would hide minutes out of the fridge).
 * The tick is audited. Handing the order to a rider (OrdersService.changeStatus to Shipped) and
 * making it ready for pickup (PickupOrders.markReady) refuse it without the tick (409
 * `cold-box-required`), and the hand-over records its time.
 */
export class ColdChainPacking {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly audit: AuditService | null,
    /** null for an admin (any pharmacy), the staff member's pharmacy, or throws 403 (pharmacy-staff.ts). */
    private readonly scopeOf: (caller: AuthUser, refusal: string) => Promise<string | null>,
  ) {}

  async packed(
    caller: AuthUser,
    orderId: string,
    input: { coldBox: true; leftFridgeAt?: string },
    now = new Date(),
  ): Promise<ColdChainJson> {
    const scope = await this.scopeOf(caller, 'Only the pharmacy packs an order.');
    const leftFridgeAt = input.leftFridgeAt === undefined ? now : new Date(input.leftFridgeAt);
    if (Number.isNaN(leftFridgeAt.getTime())) throw fieldError('leftFridgeAt', 'leftFridgeAt must be a date and time.');
    if (leftFridgeAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw fieldError('leftFridgeAt', 'The time it left the fridge cannot be in the future.');
    const items = await this.repository.coldChainLines(orderId);
    const result = await this.repository.pickupStep(
      orderId,
      (order) => {
        if (scope !== null && order.fulfilmentLocationId !== scope) throw notFound('There is no order with this id.');
        if (items.length === 0) throw withCode(conflict('This order has no medicine that must stay cold.'), 'not-cold-chain');
        if (order.coldBoxPackedAt)
          throw withCode(
            conflict(`This order was already ticked as packed in a cold box; it left the fridge at ${order.leftFridgeAt!.toISOString()}.`),
            'cold-box-packed',
          );
        if (!['Pending', 'Processing'].includes(order.status) || order.pickupReadyAt)
          throw conflict(
            `This order is ${order.status}${order.pickupReadyAt ? ' and ready for pickup' : ''}: it is no longer being packed.`,
          );
        if (leftFridgeAt.getTime() < order.createdAt.getTime())
          throw fieldError('leftFridgeAt', 'The time it left the fridge cannot be before the order was placed.');
        return { set: { coldBoxPackedAt: now, coldBoxPackedBy: caller.id, leftFridgeAt } };
      },
      async (order, tx) => {
        await this.audit?.record(
          caller,
          {
            entityType: 'order',
            entityId: orderId,
            entityName: orderNumberLabel(order.orderNumber),
            action: 'packed in a cold box',
            changes: { leftFridgeAt: { from: null, to: leftFridgeAt.toISOString() } },
          },
          tx,
        );
      },
    );
    if (!result) throw notFound('There is no order with this id.');
    return coldChainJson(items, { coldBoxPackedAt: now, leftFridgeAt, coldChainHandedOverAt: null });
  }
}
