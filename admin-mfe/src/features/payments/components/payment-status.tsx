import { Badge, Money, type PaymentTransaction } from 'shared-kernel';

type ClerkStatus = PaymentTransaction['clerkStatus'];

/** Each payment's status in an accounts clerk's words (the API's clerkStatus). */
export const CLERK_STATUS_TEXT: Record<ClerkStatus, string> = {
  paid: 'Paid',
  'refund-pending': 'Refund pending',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  reversed: 'Reversed at Paystack',
  pending: 'Awaiting payment',
  'cancelled-by-shopper': 'Cancelled by shopper',
  abandoned: 'Abandoned',
  failed: 'Failed',
};

const TONE: Partial<Record<ClerkStatus, string>> = {
  paid: 'admin-badge-success',
  refunded: 'admin-badge-refunded',
  'partly-refunded': 'admin-badge-refunded',
  'refund-pending': 'admin-badge-refunded',
  reversed: 'admin-badge-failed',
  failed: 'admin-badge-failed',
};

/** The filter's groups of statuses. */
export const STATUS_GROUPS = {
  all: { label: 'All', has: () => true },
  paid: { label: 'Paid', has: (s: ClerkStatus) => s === 'paid' || s === 'refund-pending' },
  refunded: {
    label: 'Refunded (partly or in full)',
    has: (s: ClerkStatus) => s === 'partly-refunded' || s === 'refunded' || s === 'reversed',
  },
  'not-paid': {
    label: 'Not paid (cancelled, abandoned, failed)',
    has: (s: ClerkStatus) => s === 'cancelled-by-shopper' || s === 'abandoned' || s === 'failed',
  },
  pending: { label: 'Awaiting payment', has: (s: ClerkStatus) => s === 'pending' },
} as const;
export type StatusGroup = keyof typeof STATUS_GROUPS;

/** "Partly refunded N9,500 of N15,800", "Refund pending N4,000", "Cancelled by shopper"; and a flag when an admin should look. */
export function PaymentStatus({ payment: p }: { payment: PaymentTransaction }) {
  const status = p.clerkStatus;
  return (
    <span className="admin-pay-status">
      <Badge className={`admin-badge ${TONE[status] ?? ''}`}>{CLERK_STATUS_TEXT[status]}</Badge>
      {status === 'partly-refunded' ? (
        <span>
          <Money amount={p.refundedAmount} /> of <Money amount={p.amount} />
        </span>
      ) : null}
      {status === 'refund-pending' ? (
        <span>
          <Money amount={p.refundingAmount} /> on its way back
        </span>
      ) : null}
      {p.attention ? (
        <Badge className="admin-badge admin-badge-failed" title={p.attention}>
          Needs a look
        </Badge>
      ) : null}
    </span>
  );
}
