// What happens to money in the sandbox: a transaction paid, what is left to refund, a refund
// moving through pending, processing and its outcome (each step sent as a webhook).
import crypto from 'node:crypto';
import type { Background } from './background';
import { chargedAmount, paystackFee } from './fees';
import { nowIso, refundEventData, transactionData } from './shapes';
import type { Channel, SandboxRefund, SandboxState, SandboxTransaction } from './types';
import type { Webhooks } from './webhooks';

export class Ledger {
  private nextId = 4_100_000_000 + crypto.randomInt(1_000_000);
  private nextRefundId = 15_000_000 + crypto.randomInt(1_000_000);
  /** Refunds queued under `holdRefunds`, waiting for releaseRefunds(). */
  private readonly heldRefunds: [SandboxRefund, SandboxTransaction][] = [];

  constructor(
    readonly state: SandboxState,
    readonly background: Background,
    private readonly webhooks: Webhooks,
  ) {}

  newTransactionId(): number {
    return this.nextId++;
  }

  newRefundId(): number {
    return this.nextRefundId++;
  }

  /** The transaction is paid: its fees and charged amount are set, and charge.success is sent. */
  succeed(t: SandboxTransaction, channel: Channel, gateway: string): void {
    t.channel = channel;
    const fee = paystackFee(t.requestedAmount);
    t.amount = chargedAmount(t);
    t.fees = fee;
    t.status = 'success';
    t.gatewayResponse = gateway;
    t.paidAt = nowIso();
    // A card paid on the page can be charged again: its authorization is reusable (the answers carry it).
    if (channel === 'card' && t.last4 && !t.authorizationCode)
      this.state.authorizations.set(`AUTH_${t.id}`, { code: `AUTH_${t.id}`, email: t.email, last4: t.last4, channel: 'card' });
    this.webhooks.send('charge.success', transactionData(t));
  }

  /** What can still be refunded (kobo): the amount less every refund that has not failed. */
  refundable(t: SandboxTransaction): number {
    const taken = t.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    return t.amount - taken;
  }

  /** Queues a refund: refund.pending now, then processing and the outcome in the background (once released when held). */
  queueRefund(refund: SandboxRefund, t: SandboxTransaction): void {
    t.refunds.push(refund);
    this.state.refunds.set(refund.id, refund);
    this.webhooks.send('refund.pending', refundEventData(refund, t));
    if (this.state.options.holdRefunds) this.heldRefunds.push([refund, t]);
    else this.background.track(this.completeRefund(refund, t));
  }

  /** Transfers confirmed under `holdTransfers`, waiting for releaseTransfers(). */
  private readonly heldTransfers: SandboxTransaction[] = [];

  /** A confirmed bank transfer: the money arrives after the transfer delay (once released when held). */
  queueTransfer(t: SandboxTransaction): void {
    if (this.state.options.holdTransfers) this.heldTransfers.push(t);
    else this.background.track(this.completeTransfer(t));
  }

  /** The held transfers arrive, in the order they were confirmed. */
  releaseTransfers(): void {
    for (const t of this.heldTransfers.splice(0)) this.background.track(this.completeTransfer(t));
  }

  private async completeTransfer(t: SandboxTransaction): Promise<void> {
    if (!(await this.background.sleep(this.state.options.transferDelayMs ?? 8_000))) return;
    if (t.status === 'pending') this.succeed(t, 'bank_transfer', 'Approved');
  }

  /** The held refunds move on, in the order they were queued. */
  releaseRefunds(): void {
    for (const [refund, t] of this.heldRefunds.splice(0)) this.background.track(this.completeRefund(refund, t));
  }

  private async completeRefund(r: SandboxRefund, t: SandboxTransaction): Promise<void> {
    const step = this.state.options.refundStepMs ?? 5_000;
    if (step === 0) {
      // No delay at all: finished before the shop has even read the answer to its request.
      this.moveRefund(r, t, 'processing');
      this.moveRefund(r, t, this.state.options.refundOutcome ?? 'processed');
      return;
    }
    if (!(await this.background.sleep(step))) return;
    this.moveRefund(r, t, 'processing');
    if (!(await this.background.sleep(step))) return;
    this.moveRefund(r, t, this.state.options.refundOutcome ?? 'processed');
  }

  /** The refund moves to `status`, and its event is sent. */
  private moveRefund(r: SandboxRefund, t: SandboxTransaction, status: SandboxRefund['status']): void {
    r.status = status;
    r.updatedAt = nowIso();
    if (status === 'processed') {
      r.refundedAt = r.updatedAt;
      if (this.refundable(t) === 0 && t.refunds.every((x) => x.status === 'processed' || x.status === 'failed')) t.status = 'reversed';
    }
    this.webhooks.send(`refund.${status}`, refundEventData(r, t));
  }
}
