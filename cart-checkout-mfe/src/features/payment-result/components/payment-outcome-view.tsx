import { useEffect, useRef } from 'react';
import { Alert, Button, buttonClass, Link, Loading } from 'shared-kernel';
import { batchesText } from 'batches-kit';
import { OrderTotals } from 'delivery-kit';
import type { PaymentOutcome, Said } from '../hooks/use-payment-outcome';
import { useCartText } from '../../../i18n';
import { richText } from '../../../i18n/rich';
import './payment-outcome.css';

interface PaymentOutcomeViewProps {
  outcome: PaymentOutcome;
  onRetry: () => void;
}

type T = ReturnType<typeof useCartText>;

/** A page message in the shopper's language, or the server's words as sent. */
const say = (t: T, said: Said | undefined): string => (!said ? '' : 'text' in said ? said.text : t(said.key, said.values));

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

/** The order placed: its number and total, the pharmacist's review when it needs one, and where to follow it. */
function PlacedOrder({ order, t }: { order: NonNullable<Extract<PaymentOutcome, { kind: 'paid' }>['order']>; t: T }) {
  const hasTotal = Number.isFinite(order.totalPrice) ? 'yes' : 'no';
  return (
    <>
      <p role="status">
        {richText(
          t,
          'result.placed',
          { hasTotal, total: order.totalPrice },
          { order: <strong data-testid="order-number">{order.orderNumber}</strong> },
        )}
      </p>
      {(order.status as string) === 'AwaitingReview' ? (
        <p className="checkout-outcome-review" data-testid="awaiting-review">
          <strong>{t('result.reviewTitle')}</strong> {t('result.reviewText')}
        </p>
      ) : null}
      <OrderTotals order={order} lineBatch={(line) => batchesText(line.batches)} />
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to={`/track/${encodeURIComponent(order.orderId)}`}>
          {t('result.track')}
        </Link>
        <Link to="/user-orders">{t('result.allOrders')}</Link>
      </p>
    </>
  );
}

function PaidView({ outcome, onRetry, t }: { outcome: Extract<PaymentOutcome, { kind: 'paid' }>; onRetry: () => void; t: T }) {
  const { order } = outcome;
  return (
    <div className="checkout-outcome checkout-outcome-success">
      <Heading settled>{t('result.paidTitle')}</Heading>
      {order ? (
        <PlacedOrder order={order} t={t} />
      ) : outcome.orderProblem === 'error' ? (
        <>
          <Alert>
            {t('result.orderNotConfirmed')} {say(t, outcome.orderMessage)}
          </Alert>
          <p className="checkout-outcome-links">
            <Button onClick={onRetry}>{t('result.tryAgain')}</Button>
            <Link to="/user-orders">{t('result.viewOrders')}</Link>
          </p>
        </>
      ) : (
        <>
          <p role="status">{t('result.received')}</p>
          <p className="checkout-outcome-links">
            <Link to="/user-orders">{t('result.viewOrders')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

export function PaymentOutcomeView({ outcome, onRetry }: PaymentOutcomeViewProps) {
  const t = useCartText();
  if (outcome.kind === 'checking') {
    return (
      <>
        <Heading settled={false}>{t('result.checkingTitle')}</Heading>
        <Loading label={t('result.checkingWait')} />
      </>
    );
  }
  if (outcome.kind === 'paid') return <PaidView outcome={outcome} onRetry={onRetry} t={t} />;
  if (outcome.kind === 'confirming') return <ConfirmingView reason={say(t, outcome.reason)} onRetry={onRetry} t={t} />;
  if (outcome.kind === 'unverified') return <UnverifiedView reason={say(t, outcome.reason)} onRetry={onRetry} t={t} />;

  return (
    <div className="checkout-outcome checkout-outcome-failed">
      <Heading settled>{t('result.failedTitle')}</Heading>
      <Alert>
        <p>
          <strong>{t('result.reasonLabel')}</strong> {say(t, outcome.reason)}
        </p>
        <p>{say(t, outcome.explanation)}</p>
      </Alert>
      <p>{t('result.cartAsLeft')}</p>
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to="/cart">
          {t('result.backToCart')}
        </Link>
      </p>
    </div>
  );
}

/**
 * The page can't tell yet (the connection dropped, the provider has not answered): the money may
 * have gone, so the shopper is told not to pay again while the page keeps asking by itself.
 */
function ConfirmingView({ reason, onRetry, t }: { reason: string; onRetry: () => void; t: T }) {
  return (
    <div className="checkout-outcome checkout-outcome-confirming" data-testid="payment-confirming">
      <Heading settled>{t('result.confirmingTitle')}</Heading>
      <p role="status">
        <strong>{t('result.dontPayAgain')}</strong> {t('result.confirmingText')}
      </p>
      <Loading label={t('result.checkingAgain')} />
      <p className="checkout-outcome-note">{t('result.lastCheck', { reason })}</p>
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to="/user-orders">
          {t('result.myOrders')}
        </Link>
        <Button variant="secondary" onClick={onRetry}>
          {t('result.checkNow')}
        </Button>
      </p>
    </div>
  );
}

/** The shop could not check this payment (not found, not yours): nothing is claimed either way. */
function UnverifiedView({ reason, onRetry, t }: { reason: string; onRetry: () => void; t: T }) {
  return (
    <div className="checkout-outcome checkout-outcome-failed">
      <Heading settled>{t('result.unverifiedTitle')}</Heading>
      <Alert>
        <p>
          <strong>{t('result.reasonLabel')}</strong> {reason}
        </p>
        <p>{t('result.moneyTaken')}</p>
      </Alert>
      <p className="checkout-outcome-links">
        <Link className={buttonClass()} to="/user-orders">
          {t('result.myOrders')}
        </Link>
        <Button variant="secondary" onClick={onRetry}>
          {t('result.checkAgain')}
        </Button>
      </p>
    </div>
  );
}
