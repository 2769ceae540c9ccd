import { useEffect, useState } from 'react';
import { Money, type PaymentRefund, REFUND_STATUS_TEXT, refundInProgress } from 'shared-kernel';
import { getRefunds } from '../api/get-refunds';

/** How often the page asks again while a refund is on its way. */
export const REFUND_POLL_MS = 5_000;

const explanation: Record<PaymentRefund['status'], string> = {
  pending: 'We have asked the payment provider to refund you.',
  processing: 'Your bank is processing the refund.',
  processed: 'The money has been returned to your account.',
  failed: 'The refund did not go through. Our team has been told and will contact you.',
  'needs-attention': 'The refund needs more details. Our team will contact you.',
};

/** The refund of a cancelled order's payment, kept up to date while it is on its way. */
export function OrderRefund({ paymentReference, refundWithin }: { paymentReference: string; refundWithin?: string }) {
  const [refund, setRefund] = useState<PaymentRefund | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      getRefunds(paymentReference).then(
        (refunds) => {
          if (!live) return;
          const latest = refunds[0] ?? null;
          setRefund(latest);
          setFailed(false);
          if (latest && refundInProgress(latest.status)) timer = setTimeout(load, REFUND_POLL_MS);
        },
        () => live && setFailed(true),
      );
    };
    load();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [paymentReference]);

  if (failed) return <p className="account-notice">The refund status could not be loaded right now.</p>;
  if (!refund) return null;
  return (
    <section className="account-refund" aria-labelledby="account-refund-heading">
      <h2 id="account-refund-heading">Refund</h2>
      <p role="status" data-testid="refund-status">
        <strong>{REFUND_STATUS_TEXT[refund.status]}</strong>: <Money amount={refund.amount} />
      </p>
      <p>
        {explanation[refund.status]}
        {refundInProgress(refund.status) && refundWithin ? ` Banks usually show a refund within ${refundWithin}.` : ''}
      </p>
    </section>
  );
}
