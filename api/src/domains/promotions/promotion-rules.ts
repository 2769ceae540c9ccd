import type { Promotion } from '../../platform/db/schema/promotions';

/** A basket line as the promotion sees it: its price, quantity and whether it is prescription-only. */
export type DiscountLine = { unitPriceKobo: number; quantity: number; requiresPrescription?: boolean };

export type DiscountOutcome = { kind: 'applied'; discountKobo: number; eligibleKobo: number } | { kind: 'refused'; reason: string };

const naira = (kobo: number) => `N${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/**
 * What a code takes off a basket, by the code's own terms only (its limits are counted when it is
 * used): never anything off a prescription-only line (the advertising rules forbid promoting them),
 * a percentage rounded down to the kobo, an amount at most the eligible lines' worth.
 */
export function discountFor(promotion: Promotion, lines: DiscountLine[], now = new Date()): DiscountOutcome {
  if (!promotion.active) return { kind: 'refused', reason: 'This code is no longer offered.' };
  if (promotion.startsAt && now < promotion.startsAt) return { kind: 'refused', reason: 'This code cannot be used yet.' };
  if (promotion.endsAt && now >= promotion.endsAt) return { kind: 'refused', reason: 'This code has expired.' };
  if (promotion.maxUses !== null && promotion.usedCount >= promotion.maxUses)
    return { kind: 'refused', reason: 'This code has been used as many times as it can be.' };
  const basketKobo = lines.reduce((n, l) => n + l.unitPriceKobo * l.quantity, 0);
  if (basketKobo < promotion.minBasketKobo)
    return { kind: 'refused', reason: `This code needs a basket of at least ${naira(promotion.minBasketKobo)}.` };
  const eligibleKobo = lines.filter((l) => !l.requiresPrescription).reduce((n, l) => n + l.unitPriceKobo * l.quantity, 0);
  if (eligibleKobo === 0)
    return { kind: 'refused', reason: 'Codes never apply to prescription-only medicines, and your cart holds nothing else.' };
  const discountKobo =
    promotion.kind === 'percent'
      ? Math.floor((eligibleKobo * (promotion.percentOff ?? 0)) / 100)
      : Math.min(promotion.amountOffKobo ?? 0, eligibleKobo);
  if (discountKobo <= 0) return { kind: 'refused', reason: 'This code takes nothing off this basket.' };
  return { kind: 'applied', discountKobo, eligibleKobo };
}

/** Codes are matched whatever the case and spaces a shopper types. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
