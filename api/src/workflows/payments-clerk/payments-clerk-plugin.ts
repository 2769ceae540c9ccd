import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { LabsService } from '../../domains/labs/labs-service';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { Span } from '../../domains/payments/clerk-view-repository';
import type { Page, TransactionSort } from '../../domains/payments/payments-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin Payments page's list: each payment with its order number (or lab booking) and the payer's name. */
    paymentsClerk: PaymentsClerkView;
  }
}

/**
 * What an accounts clerk reads on the Payments page: payments' own list and totals (payments), the
 * order placed from each (orders: EPH-000123) or the lab booking it pays (labs: LAB-3F2A9C1B) and who
 * paid (identity: the account's name).
 */
export class PaymentsClerkView {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly identity: IdentityService,
    private readonly labs: LabsService,
  ) {}

  async transactions(sort: TransactionSort, page: Page, span: Span) {
    const { items, total } = await this.payments.listing.transactions(sort, page, span);
    const references = items.map((p) => p.transactionReference);
    const [numbers, bookings, names] = await Promise.all([
      this.orders.numbersOfPayments(references),
      this.labs.bookingsOfPayments(references),
      this.identity.namesOf([...new Set(items.map((p) => p.userId))]),
    ]);
    return {
      items: items.map((p) => ({
        ...p,
        orderNumber: numbers.get(p.transactionReference) ?? null,
        labBooking: bookings.get(p.transactionReference) ?? null,
        customerName: names.get(p.userId) ?? null,
      })),
      total,
    };
  }

  totals(span: Span) {
    return this.payments.listing.totals(span);
  }
}

export default fp(
  async function paymentsClerk(app: FastifyInstance) {
    app.decorate('paymentsClerk', new PaymentsClerkView(app.payments, app.orders, app.identity, app.labs));
  },
  { name: 'payments-clerk-view', dependencies: ['identity-service', 'orders-service', 'payments-service', 'labs-service'] },
);
