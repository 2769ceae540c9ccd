import { Money, type OrderReview } from 'shared-kernel';
import { pharmacistWithPcn } from 'legal-kit';
import { usePharmacistHours } from 'legal-kit';
import { useAccountText } from '../../../i18n';

/** Waiting for a pharmacist, and when one is on duty (the pharmacist hours from the API). */
function WaitingNote() {
  const t = useAccountText();
  const hours = usePharmacistHours();
  return (
    <section className="account-review account-review--waiting" aria-labelledby="account-review-title" data-testid="order-review">
      <h2 id="account-review-title">{t('orders.review.waitingTitle')}</h2>
      <p>{hours ? t('orders.review.waitingHours', { hours: hours.text, next: hours.nextReviewText }) : t('orders.review.waiting')}</p>
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
  const t = useAccountText();
  if (!review) {
    return status === 'AwaitingReview' ? <WaitingNote /> : null;
  }
  const tone = review.decision === 'approved' ? '' : ' account-review--rejected';
  return (
    <section className={`account-review${tone}`} aria-labelledby="account-review-title" data-testid="order-review">
      <h2 id="account-review-title">{t('orders.review.decision', { decision: review.decision })}</h2>
      <dl className="account-order-card">
        <dt>{t('orders.review.pharmacist')}</dt>
        <dd data-testid="review-pharmacist">{pharmacistWithPcn(review.pharmacistName, review.pharmacistRegistration)}</dd>
        {review.beforePayment ? (
          <>
            <dt>{t('orders.review.when')}</dt>
            <dd>{t('orders.review.beforePayment')}</dd>
          </>
        ) : null}
        <dt>{t('orders.review.decided')}</dt>
        <dd>{t('orders.dayTime', { when: new Date(review.decidedAt) })}</dd>
        {review.reason ? (
          <>
            <dt>{t('orders.review.reason')}</dt>
            <dd data-testid="review-reason">{review.reason}</dd>
          </>
        ) : null}
        {rejectedLines.length > 0 ? (
          <>
            <dt>{t('orders.review.notApproved')}</dt>
            <dd>{rejectedLines.join(', ')}</dd>
          </>
        ) : null}
        {review.refund > 0 ? (
          <>
            <dt>{t('orders.review.refunded')}</dt>
            <dd data-testid="review-refund">
              <Money amount={review.refund} />
            </dd>
          </>
        ) : null}
      </dl>
      {review.refund > 0 ? (
        <p>{refundWithin ? t('orders.review.refundBackWithin', { within: refundWithin }) : t('orders.review.refundBack')}</p>
      ) : null}
    </section>
  );
}
