import { useEffect, useState } from 'react';
import { Money, type PaymentRefund, refundInProgress } from 'shared-kernel';
import { useAccountText } from '../../../i18n';
import { getRefunds } from '../api/get-refunds';

/** How often the page asks again while a refund is on its way. */
export const REFUND_POLL_MS = 5_000;

/** The refund of a cancelled order's payment, kept up to date while it is on its way. */
export function OrderRefund({ paymentReference, refundWithin }: { paymentReference: string; refundWithin?: string }) {
  const t = useAccountText();
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

  if (failed) return <p className="account-notice">{t('orders.refund.loadFailed')}</p>;
  if (!refund) return null;
  return (
    <section className="account-refund" aria-labelledby="account-refund-heading">
      <h2 id="account-refund-heading">{t('orders.refund.title')}</h2>
      <p role="status" data-testid="refund-status">
        <strong>{t('orders.refundStatus', { status: refund.status })}</strong>: <Money amount={refund.amount} />
      </p>
      <p>
        {t('orders.refund.explain', { status: refund.status })}
        {refundInProgress(refund.status) && refundWithin ? ` ${t('orders.refund.within', { within: refundWithin })}` : ''}
      </p>
    </section>
  );
}
