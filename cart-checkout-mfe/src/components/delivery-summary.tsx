import { type DeliveryQuote, Money } from 'shared-kernel';
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
          <dd>{<Money amount={quote.itemsTotal ?? 0} />}</dd>
        </div>
        {quote.discount?.applied ? (
          <div data-testid="discount-line">
            <dt>Discount ({quote.discount.code})</dt>
            <dd>
              −<Money amount={quote.discount.amount} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery to {quote.zone?.name}</dt>
          <dd data-testid="delivery-fee">{fee === 0 ? 'Free' : <Money amount={fee} />}</dd>
        </div>
        <div className="checkout-delivery-summary__total">
          <dt>Total</dt>
          <dd data-testid="payment-total">{<Money amount={quote.total ?? 0} />}</dd>
        </div>
      </dl>
      <p data-testid="delivery-window">Expected delivery: {quote.window?.text}</p>
      {fee > 0 && short > 0 ? (
        <p className="ep-field__hint">
          Free delivery on orders over <Money amount={quote.freeDeliveryThreshold ?? 0} />: add <Money amount={short} /> more.
        </p>
      ) : null}
    </div>
  );
}
