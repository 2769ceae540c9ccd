import { formatStaffDateTime, Money, type PaymentTransaction, REFUND_STATUS_TEXT } from 'shared-kernel';

const channelText = (channel: string | null) => (channel ? channel.replace(/_/g, ' ') : 'Not known');

/** What the row leaves out, opened under it: reference, channel, what was charged, addresses, why to look. */
export function PaymentDetails({ payment: p }: { payment: PaymentTransaction }) {
  return (
    <dl className="admin-pay-details">
      <div>
        <dt>Reference</dt>
        <dd className="ep-token">{p.transactionReference}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd className="ep-token">{p.email}</dd>
      </div>
      <div>
        <dt>Channel</dt>
        <dd>{channelText(p.channel)}</dd>
      </div>
      <div>
        <dt>Charged</dt>
        <dd>
          {p.chargedAmount === null ? '—' : <Money amount={p.chargedAmount} />}
          {p.fees !== null ? (
            <>
              {' '}
              (Paystack fees <Money amount={p.fees} />)
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{p.paidAt ? <time dateTime={p.paidAt}>{formatStaffDateTime(p.paidAt)}</time> : '—'}</dd>
      </div>
      <div>
        <dt>Refund</dt>
        <dd>{p.refundStatus ? REFUND_STATUS_TEXT[p.refundStatus] : p.refunded ? 'Reversed' : 'None'}</dd>
      </div>
      <div className="admin-pay-details__wide">
        <dt>Deliver to</dt>
        <dd>{p.shippingAddress || '—'}</dd>
      </div>
      <div className="admin-pay-details__wide">
        <dt>Billing address</dt>
        <dd>{p.billingAddress || '—'}</dd>
      </div>
      {p.attention ? (
        <div className="admin-pay-details__wide">
          <dt>Needs a look</dt>
          <dd>
            <strong className="admin-attention">{p.attention}</strong>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
