import { type DeliveryQuote, Money } from 'shared-kernel';
import { useDeliveryWindowText } from 'delivery-kit';
import { useCartText } from '../i18n';
import './delivery-summary.css';

/** Items, delivery fee (or free), total and the expected window: what the shopper pays before paying it. */
export function DeliverySummary({ quote, pickup = false }: { quote: DeliveryQuote; pickup?: boolean }) {
  const fee = quote.deliveryFee ?? 0;
  const short = (quote.freeDeliveryThreshold ?? 0) - (quote.itemsTotal ?? 0);
  const t = useCartText();
  const windowText = useDeliveryWindowText({ readyNow: true });
  return (
    <div className="checkout-delivery-summary" data-testid="delivery-summary">
      <dl>
        <div>
          <dt>{t('checkout.summaryItems')}</dt>
          <dd>{<Money amount={quote.itemsTotal ?? 0} />}</dd>
        </div>
        {quote.discount?.applied ? (
          <div data-testid="discount-line">
            <dt>{t('checkout.summaryDiscount', { code: quote.discount.code })}</dt>
            <dd>
              −<Money amount={quote.discount.amount} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{pickup ? t('checkout.summaryPickup') : t('checkout.summaryDeliveryTo', { zone: quote.zone?.name })}</dt>
          <dd data-testid="delivery-fee">{fee === 0 ? t('checkout.summaryFree') : <Money amount={fee} />}</dd>
        </div>
        <div className="checkout-delivery-summary__total">
          <dt>{t('checkout.summaryTotal')}</dt>
          <dd data-testid="payment-total">{<Money amount={quote.total ?? 0} />}</dd>
        </div>
      </dl>
      <p data-testid="delivery-window">
        {t(pickup ? 'checkout.summaryReady' : 'checkout.summaryWindow', { window: windowText(quote.window) })}
      </p>
      {fee > 0 && short > 0 ? (
        <p className="ep-field__hint">{t('checkout.summaryFreeOver', { threshold: quote.freeDeliveryThreshold ?? 0, short })}</p>
      ) : null}
    </div>
  );
}
