import { useEffect, useRef } from 'react';
import { Alert, Button, buttonClass, formatNaira, Link, Loading } from 'shared-kernel';
import { OrderTotals } from 'shared-kernel/delivery';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';
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
        <Loading label="Please wait while we confirm your payment with the provider." />
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
              Thank you. Your order <strong data-testid="order-number">{order.orderNumber}</strong> has been placed
              {Number.isFinite(order.totalPrice) ? <> for {formatNaira(order.totalPrice)}</> : null}. We have emailed you the receipt.
            </p>
            {(order.status as string) === 'AwaitingReview' ? (
              <p className="checkout-outcome-review" data-testid="awaiting-review">
                <strong>Awaiting pharmacist review.</strong> Your order holds prescription-only medicine, so one of our pharmacists checks
                your prescription before we pack it. We email you as soon as they decide; anything they can&apos;t approve is refunded.
              </p>
            ) : null}
            <OrderTotals order={order} />
            <p className="checkout-outcome-links">
              <Link className={buttonClass()} to={`/track/${encodeURIComponent(order.orderId)}`}>
                Track your order
              </Link>
              <Link to="/user-orders">View all your orders</Link>
            </p>
          </>
        ) : outcome.orderProblem === 'error' ? (
          <>
            <Alert>Your payment went through, but we could not confirm your order yet. {outcome.orderMessage}</Alert>
            <p className="checkout-outcome-links">
              <Button onClick={onRetry}>Try again</Button>
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

  if (outcome.kind === 'confirming') return <ConfirmingView reason={outcome.reason} onRetry={onRetry} />;
  if (outcome.kind === 'unverified') return <UnverifiedView reason={outcome.reason} onRetry={onRetry} />;

  return (
    <div className="checkout-outcome checkout-outcome-failed">
      <Heading settled>Payment was not completed</Heading>
      <Alert>
        <p>
          <strong>Reason:</strong> {outcome.reason}
        </p>
        <p>{outcome.explanation}</p>
      </Alert>
      <p>Your cart is as you left it.</p>
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to="/cart">
          Back to your cart
        </Link>
      </p>
    </div>
  );
}

/**
 * The page can't tell yet (the connection dropped, the provider has not answered): the money may
 * have gone, so the shopper is told not to pay again while the page keeps asking by itself.
 */
function ConfirmingView({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className="checkout-outcome checkout-outcome-confirming" data-testid="payment-confirming">
      <Heading settled>We&apos;re confirming your payment</Heading>
      <p role="status">
        <strong>Please don&apos;t pay again.</strong> Your payment may already have gone through. We keep checking with the payment provider
        and show your order here as soon as it is confirmed.
      </p>
      <Loading label="Checking again every few seconds, and as soon as you are back online." />
      <p className="checkout-outcome-note">Last check: {reason}</p>
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to="/user-orders">
          My orders
        </Link>
        <Button variant="secondary" onClick={onRetry}>
          Check now
        </Button>
      </p>
    </div>
  );
}

/** The shop could not check this payment (not found, not yours): nothing is claimed either way. */
function UnverifiedView({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className="checkout-outcome checkout-outcome-failed">
      <Heading settled>We could not check this payment</Heading>
      <Alert>
        <p>
          <strong>Reason:</strong> {reason}
        </p>
        <p>If money was taken, the order shows in your orders once the payment provider confirms it.</p>
      </Alert>
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to="/user-orders">
          My orders
        </Link>
        <Button variant="secondary" onClick={onRetry}>
          Check again
        </Button>
      </p>
    </div>
  );
}
