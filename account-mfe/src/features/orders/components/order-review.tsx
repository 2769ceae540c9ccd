import { formatDateTime, Money, type OrderReview, pharmacistWithPcn } from 'shared-kernel';
import { usePharmacistHours } from 'shared-kernel/legal';

const DECISION_TEXT: Record<OrderReview['decision'], string> = {
  approved: 'Approved by the pharmacist',
  rejected: 'Not approved by the pharmacist',
  partial: 'Partly approved by the pharmacist',
};

/** Waiting for a pharmacist, and when one is on duty (the pharmacist hours from the API). */
function WaitingNote() {
  const hours = usePharmacistHours();
  return (
    <section className="account-review account-review--waiting" aria-labelledby="account-review-title" data-testid="order-review">
      <h2 id="account-review-title">Awaiting pharmacist review</h2>
      <p>
        This order holds prescription-only medicines. A pharmacist is checking your prescription
        {hours ? ` (pharmacists work ${hours.text}; yours is checked ${hours.nextReviewText})` : ''}; we email you as soon as they decide.
        Nothing is sent out before then.
      </p>
    </section>
  );
}

/** What the pharmacist decided about an order with prescription-only medicines, as the shopper reads it. */
export function OrderReviewNote({
  status,
  review,
  rejectedLines = [],
  refundWithin,
}: {
  status: unknown;
  review: OrderReview | null | undefined;
  rejectedLines?: string[];
  /** The shop's one refund promise, from the order answer ("3 to 10 working days"). */
  refundWithin?: string;
}) {
  if (!review) {
    return status === 'AwaitingReview' ? <WaitingNote /> : null;
  }
  const tone = review.decision === 'approved' ? '' : ' account-review--rejected';
  return (
    <section className={`account-review${tone}`} aria-labelledby="account-review-title" data-testid="order-review">
      <h2 id="account-review-title">{DECISION_TEXT[review.decision]}</h2>
      <dl className="account-order-card">
        <dt>Pharmacist</dt>
        <dd data-testid="review-pharmacist">{pharmacistWithPcn(review.pharmacistName, review.pharmacistRegistration)}</dd>
        {review.beforePayment ? (
          <>
            <dt>When</dt>
            <dd>Checked before you paid</dd>
          </>
        ) : null}
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
        <p>
          The refund goes back to the card or bank account you paid with
          {refundWithin ? `; banks usually show it within ${refundWithin}` : ''}.
        </p>
      ) : null}
    </section>
  );
}
