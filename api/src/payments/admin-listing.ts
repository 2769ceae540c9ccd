import type { Refund } from '../db/schema/index';
import { transactionJson } from './payment-json';
import type { PaystackClient } from './paystack-client';
import type { Page, PaymentsRepository, TransactionSort } from './payments-repository';

/** What admins see of payments: the transactions list and whether the provider accepts our key. */
export class PaymentListing {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
  ) {}

  /** The provider refused our key recently (401): shown to admins. */
  get providerAlert() {
    return this.paystack.alert;
  }

  async transactions(sort: TransactionSort, page: Page) {
    const { rows, total } = await this.repository.list(sort, page);
    const latest = new Map<string, Refund>();
    for (const r of await this.repository.refundsOfMany(rows.map((p) => p.reference))) {
      if (!latest.has(r.paymentReference)) latest.set(r.paymentReference, r);
    }
    return { items: rows.map((p) => transactionJson(p, latest.get(p.reference) ?? null)), total };
  }
}
