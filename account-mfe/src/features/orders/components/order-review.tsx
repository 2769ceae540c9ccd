import { formatDateTime, Money, type OrderReview } from 'shared-kernel';

const DECISION_TEXT: Record<OrderReview['decision'], string> = {
  approved: 'Approved by the pharmacist',
  rejected: 'Not approved by the pharmacist',
  partial: 'Partly approved by the pharmacist',
};

/** What the pharmacist decided about an order with prescription-only medicines, as the shopper reads it. */
export function OrderReviewNote({
  status,
  review,
  rejectedLines = [],
}: {
  status: unknown;
  review: OrderReview | null | undefined;
  rejectedLines?: string[];
}) {
  if (!review) {
    if (status !== 'AwaitingReview') return null;
    return (
      <section className="account-review account-review--waiting" aria-labelledby="account-review-title" data-testid="order-review">
        <h2 id="account-review-title">Awaiting pharmacist review</h2>
        <p>
          This order holds prescription-only medicines. A pharmacist is checking your prescription; we email you as soon as they decide.
          Nothing is sent out before then.
        </p>
      </section>
    );
  }
  const tone = review.decision === 'approved' ? '' : ' account-review--rejected';
  return (
    <section className={`account-review${tone}`} aria-labelledby="account-review-title" data-testid="order-review">
      <h2 id="account-review-title">{DECISION_TEXT[review.decision]}</h2>
      <dl className="account-order-card">
        <dt>Pharmacist</dt>
        <dd>{review.pharmacistName}</dd>
        <dt>Decided</dt>
        <dd>{formatDateTime(review.decidedAt)}</dd>
        {review.reason ? (
          <>
            <dt>Reason</dt>
            <dd data-testid="review-reason">{review.reason}</dd>
          </>
        ) : null}
        {rejectedLines.length > 0 ? (
          <>
            <dt>Not approved</dt>
            <dd>{rejectedLines.join(', ')}</dd>
          </>
        ) : null}
        {review.refund > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd data-testid="review-refund">
              <Money amount={review.refund} />
            </dd>
          </>
        ) : null}
      </dl>
      {review.refund > 0 ? (
        <p>The refund goes back to the card or bank account you paid with; banks usually show it within 3 to 10 working days.</p>
      ) : null}
    </section>
  );
}
