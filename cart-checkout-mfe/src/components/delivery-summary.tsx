import { type DeliveryQuote, formatNairaExact } from 'shared-kernel';
import './delivery-summary.css';

/** Items, delivery fee (or free), total and the expected window: what the shopper pays before paying it. */
export function DeliverySummary({ quote }: { quote: DeliveryQuote }) {
  const fee = quote.deliveryFee ?? 0;
  const short = (quote.freeDeliveryThreshold ?? 0) - (quote.itemsTotal ?? 0);
  return (
    <div className="checkout-delivery-summary" data-testid="delivery-summary">
      <dl>
        <div>
          <dt>Items</dt>
          <dd>{formatNairaExact(quote.itemsTotal ?? 0)}</dd>
        </div>
        <div>
          <dt>Delivery to {quote.zone?.name}</dt>
          <dd data-testid="delivery-fee">{fee === 0 ? 'Free' : formatNairaExact(fee)}</dd>
        </div>
        <div className="checkout-delivery-summary__total">
          <dt>Total</dt>
          <dd data-testid="payment-total">{formatNairaExact(quote.total ?? 0)}</dd>
        </div>
      </dl>
      <p data-testid="delivery-window">Expected delivery: {quote.window?.text}</p>
      {fee > 0 && short > 0 ? (
        <p className="ep-field__hint">
          Free delivery on orders over {formatNairaExact(quote.freeDeliveryThreshold ?? 0)}: add {formatNairaExact(short)} more.
        </p>
      ) : null}
    </div>
  );
}
