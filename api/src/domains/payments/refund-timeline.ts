/**
 * How long a refund takes to reach the shopper once asked of the provider. Paystack tells customers
 * to expect a refund "within 3 to 10 working days" (support.paystack.com, "Initiating and completing
 * a refund"). Declared once here: the order answers (`refundExpectedWithin`), GET
 * /api/payment/refund-timeline, the order mails and every page that promises a refund use it.
 */
export const REFUND_WORKING_DAYS = { min: 3, max: 10 } as const;

/** "3 to 10 working days". */
export function refundTimelineText(): string {
  return `${REFUND_WORKING_DAYS.min} to ${REFUND_WORKING_DAYS.max} working days`;
}
