import type { Payment } from '../../platform/db/schema/index';
import type { PaymentsRepository } from './payments-repository';
import type { ProviderAnswers } from './provider-answers';

/** The payments the reconciliation job asks the provider about again. */
export class PaymentReconciliation {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly answers: ProviderAnswers,
  ) {}

  /** Still pending and created before `before`, oldest check first. */
  stuckPending(before: Date, limit: number) {
    return this.repository.stuckPending(before, limit);
  }

  /** Paid since `since`, not known reversed, not checked since `checkedBefore`. */
  paidToRecheck(since: Date, checkedBefore: Date, limit: number) {
    return this.repository.paidToRecheck(since, checkedBefore, limit);
  }

  /** Re-verifies a paid payment: notices a reversal made outside the shop. */
  recheckPaid(payment: Payment): Promise<Payment> {
    return this.answers.recheckPaid(payment);
  }
}
