/** Paystack's local card fee: 1.5% + NGN 100 (the 100 waived under NGN 2,500), capped at NGN 2,000. Kobo. */
export function paystackFee(kobo: number): number {
  return Math.min(Math.round(kobo * 0.015) + (kobo >= 250_000 ? 10_000 : 0), 200_000);
}

/** What the customer is charged: the requested amount, plus the fees when the customer bears them. */
export function chargedAmount(t: { requestedAmount: number; customerPaysFees: boolean }): number {
  return t.customerPaysFees ? t.requestedAmount + paystackFee(t.requestedAmount) : t.requestedAmount;
}
