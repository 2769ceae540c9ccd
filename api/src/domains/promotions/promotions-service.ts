import type { AuditService } from '../audit/audit-service';
import type { Database } from '../../platform/db/client';
import type { Promotion } from '../../platform/db/schema/promotions';
import { conflict, fieldError, isUniqueViolation, notFound, withCode } from '../../platform/lib/http-errors';
import { koboToNaira, nairaToKobo } from '../../platform/lib/money';
import type { AuthUser } from '../../platform/plugins/types';
import { type DiscountLine, type DiscountOutcome, discountFor, normalizeCode } from './promotion-rules';
import { PromotionsRepository } from './promotions-repository';
import type { PromotionInput } from './promotions-schemas';

export function promotionJson(p: Promotion) {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    percentOff: p.percentOff,
    amountOff: p.amountOffKobo === null ? null : koboToNaira(p.amountOffKobo),
    minBasket: koboToNaira(p.minBasketKobo),
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    maxUses: p.maxUses,
    maxUsesPerShopper: p.maxUsesPerShopper,
    usedCount: p.usedCount,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A code applied to a basket: what the checkout puts in its snapshot. */
export type AppliedDiscount = { code: string; promotionId: string; amountKobo: number };

/**
 * Discount codes: admins create and pause them (audited); the checkout asks what a code takes off a
 * basket (quote and charge), and uses it once per checkout within the total and per-shopper limits,
 * counted under a lock on the code's row so that a 100-use code is used exactly 100 times however
 * many shoppers try at once.
 */
export class PromotionsService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async list() {
    return (await new PromotionsRepository(this.db).list()).map(promotionJson);
  }

  async create(actor: AuthUser, input: PromotionInput) {
    const code = normalizeCode(input.code);
    if (!/^[A-Z0-9-]{3,30}$/.test(code)) throw fieldError('code', 'A code is 3 to 30 letters, digits or dashes.');
    if (input.kind === 'percent' && !(input.percentOff && input.percentOff >= 1 && input.percentOff <= 100))
      throw fieldError('percentOff', 'A percentage code takes 1 to 100 percent off.');
    if (input.kind === 'amount' && !(input.amountOff && input.amountOff > 0))
      throw fieldError('amountOff', 'An amount code takes more than N0 off.');
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('endsAt', 'The code must end after it starts.');
    try {
      return await this.db.transaction(async (tx) => {
        const row = await new PromotionsRepository(tx).insert({
          code,
          kind: input.kind,
          percentOff: input.kind === 'percent' ? input.percentOff! : null,
          amountOffKobo: input.kind === 'amount' ? nairaToKobo(input.amountOff!) : null,
          minBasketKobo: nairaToKobo(input.minBasket ?? 0),
          startsAt,
          endsAt,
          maxUses: input.maxUses ?? null,
          maxUsesPerShopper: input.maxUsesPerShopper ?? null,
          createdBy: actor.id,
        });
        await this.audit.record(actor, { entityType: 'promotion', entityId: row.id, entityName: row.code, action: 'created' }, tx);
        return promotionJson(row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('code', 'There is already a code with this name.');
      throw err;
    }
  }

  async setActive(actor: AuthUser, id: string, active: boolean) {
    return this.db.transaction(async (tx) => {
      const row = await new PromotionsRepository(tx).setActive(id, active);
      if (!row) throw notFound('There is no such code.');
      await this.audit.record(
        actor,
        {
          entityType: 'promotion',
          entityId: row.id,
          entityName: row.code,
          action: 'updated',
          changes: { active: { from: !active, to: active } },
        },
        tx,
      );
      return promotionJson(row);
    });
  }

  /** What a code would take off these lines now (quote), without using it; unknown codes are refused. */
  async preview(code: string, lines: DiscountLine[]): Promise<DiscountOutcome & { code: string; promotionId?: string }> {
    const wanted = normalizeCode(code);
    const promotion = await new PromotionsRepository(this.db).byCode(wanted);
    if (!promotion) return { kind: 'refused', reason: 'There is no such code.', code: wanted };
    return { ...discountFor(promotion, lines), code: wanted, promotionId: promotion.id };
  }

  /** The discount a checkout is priced with, or a 409 saying why the code cannot be used. */
  async priceWith(code: string, lines: DiscountLine[]): Promise<AppliedDiscount> {
    const outcome = await this.preview(code, lines);
    if (outcome.kind === 'refused')
      throw withCode(conflict(outcome.reason, [{ field: 'discountCode', message: outcome.reason }]), 'discount-refused');
    return { code: outcome.code, promotionId: outcome.promotionId!, amountKobo: outcome.discountKobo };
  }

  /** The checkouts holding a use of this code, not yet found paid (the checkout workflow sweeps them). */
  async heldUses(promotionId: string): Promise<string[]> {
    return new PromotionsRepository(this.db).heldUses(promotionId);
  }

  /** These checkouts were paid: their uses are no longer holds. */
  async markPaid(paymentReferences: string[]): Promise<void> {
    await new PromotionsRepository(this.db).markPaid(paymentReferences);
  }

  /**
   * Gives back the use a checkout holds (it expired unpaid, failed, or its order was cancelled):
   * once, under the code's row lock, so the count stays the number of uses.
   */
  async release(paymentReference: string): Promise<boolean> {
    const use = await new PromotionsRepository(this.db).redemptionOf(paymentReference);
    if (!use) return false;
    return this.db.transaction(async (tx) => {
      const repository = new PromotionsRepository(tx);
      await repository.lockById(use.promotionId);
      return repository.removeUse(use.promotionId, paymentReference);
    });
  }

  /**
   * Uses the code for one checkout (its payment reference): once per checkout (a checkout opened
   * again keeps its use), within the total and the shopper's limits, in one transaction holding the
   * code's row. Refused: a 409 with the reason, and nothing is counted.
   */
  async use(discount: AppliedDiscount, userId: string, paymentReference: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repository = new PromotionsRepository(tx);
      const promotion = await repository.lockByCode(discount.code);
      if (!promotion || promotion.id !== discount.promotionId) throw refused('There is no such code.');
      if (await repository.redemptionOf(paymentReference)) return;
      if (!promotion.active) throw refused('This code is no longer offered.');
      const now = new Date();
      if ((promotion.startsAt && now < promotion.startsAt) || (promotion.endsAt && now >= promotion.endsAt))
        throw refused('This code is not valid today.');
      if (promotion.maxUses !== null && promotion.usedCount >= promotion.maxUses)
        throw refused('This code has been used as many times as it can be.');
      if (promotion.maxUsesPerShopper !== null && (await repository.usesBy(promotion.id, userId)) >= promotion.maxUsesPerShopper)
        throw refused('You have already used this code as many times as it allows.');
      await repository.addUse(promotion.id, userId, paymentReference, discount.amountKobo);
    });
  }
}

const refused = (reason: string) => withCode(conflict(reason, [{ field: 'discountCode', message: reason }]), 'discount-refused');
