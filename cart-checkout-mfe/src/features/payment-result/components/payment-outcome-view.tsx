import { useEffect, useRef } from 'react';
import { formatNaira, Link } from 'shared-kernel';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';
import '../../../components/ui/checkout-ui.css';
import './payment-outcome.css';

interface PaymentOutcomeViewProps {
  outcome: PaymentOutcome;
  onRetry: () => void;
}

/** The one heading of the page; it takes focus when the outcome is known so screen readers hear it. */
function Heading({ children, settled }: { children: string; settled: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (settled) ref.current?.focus();
  }, [settled, children]);
  return (
    <h1 ref={ref} tabIndex={-1} className="checkout-outcome-title">
      {children}
    </h1>
  );
}

export function PaymentOutcomeView({ outcome, onRetry }: PaymentOutcomeViewProps) {
  if (outcome.kind === 'checking') {
    return (
      <>
        <Heading settled={false}>Confirming your payment…</Heading>
        <div className="checkout-loading" role="status">
          <span className="shell-spinner" aria-hidden="true" /> Please wait while we confirm your payment with the provider.
        </div>
      </>
    );
  }

  if (outcome.kind === 'paid') {
    const { order } = outcome;
    return (
      <div className="checkout-outcome checkout-outcome-success">
        <Heading settled>Payment Successful!</Heading>
        {order ? (
          <>
            <p role="status">
              Thank you. Your order <strong data-testid="order-id">{order.orderId}</strong> has been placed
              {Number.isFinite(order.totalPrice) ? <> for {formatNaira(order.totalPrice)}</> : null}.
            </p>
            <p className="checkout-outcome-links">
              <Link className="shell-button" to={`/track/${encodeURIComponent(order.orderId)}`}>
                Track your order
              </Link>
              <Link to="/user-orders">View all your orders</Link>
            </p>
          </>
        ) : outcome.orderProblem === 'error' ? (
          <>
            <p role="alert" className="checkout-alert">
              Your payment went through, but we could not confirm your order yet. {outcome.orderMessage}
            </p>
            <p className="checkout-outcome-links">
              <button type="button" className="shell-button" onClick={onRetry}>
                Try again
              </button>
              <Link to="/user-orders">View your orders</Link>
            </p>
          </>
        ) : (
          <>
            <p role="status">Thank you. Your payment has been received.</p>
            <p className="checkout-outcome-links">
              <Link to="/user-orders">View your orders</Link>
            </p>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="checkout-outcome checkout-outcome-failed">
      <Heading settled>Payment was not completed</Heading>
      <div role="alert" className="checkout-alert">
        <p>
          <strong>Reason:</strong> {outcome.reason}
        </p>
        <p>{outcome.kind === 'not-paid' ? outcome.explanation : 'No order was placed. If money was taken, it will show in your orders once the provider confirms it.'}</p>
      </div>
      <p>Your cart is as you left it.</p>
      <p className="checkout-outcome-links">
        <Link className="shell-button" to="/cart">
          Back to your cart
        </Link>
        {outcome.kind === 'unverified' ? (
          <button type="button" className="shell-button checkout-secondary-button" onClick={onRetry}>
            Check again
          </button>
        ) : null}
      </p>
    </div>
  );
}
