import { buttonClass, cardClass, Link, Money } from 'shared-kernel';
import type { CheckoutState } from '../api/get-checkout-state';
import { useCartText, type CartKey } from '../../../i18n';
import { richText } from '../../../i18n/rich';

/** The page's title when there is nothing to pay: the paid order, or the empty cart. */
export function nothingToPayTitle(state: CheckoutState, t: (key: CartKey, values?: Record<string, string>) => string): string | null {
  if (state.paid) return t('checkout.alreadyPaid', { order: state.paid.orderNumber ?? t('checkout.thisCart') });
  if (state.cartEmpty) return t('checkout.cartEmpty');
  return null;
}

/** In place of the payment form when the cart was paid already (Back after paying) or holds nothing. */
export function NothingToPay({ state }: { state: CheckoutState }) {
  const { paid } = state;
  const t = useCartText();
  if (paid) {
    return (
      <div className={`checkout-nothing-to-pay ${cardClass}`} data-testid="already-paid">
        <p role="status">
          {richText(
            t,
            'checkout.paidReceived',
            {},
            {
              amount: (
                <strong>
                  <Money amount={paid.amount} />
                </strong>
              ),
            },
          )}{' '}
          {paid.orderId ? t('checkout.paidOnItsWay') : t('checkout.paidBeingPlaced')}
        </p>
        <p className="checkout-nothing-to-pay__links">
          {paid.orderId ? (
            <Link className={buttonClass()} to={`/track/${encodeURIComponent(paid.orderId)}`}>
              {t('checkout.trackIt')}
            </Link>
          ) : null}
          <Link className={paid.orderId ? undefined : buttonClass()} to="/user-orders">
            {t('checkout.myOrders')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`checkout-nothing-to-pay ${cardClass}`} data-testid="nothing-to-pay">
      <p role="status">{t('checkout.nothingInCart')}</p>
      <p className="checkout-nothing-to-pay__links">
        <Link className={buttonClass()} to="/categories">
          {t('checkout.browse')}
        </Link>
        <Link to="/user-orders">{t('checkout.myOrders')}</Link>
      </p>
    </div>
  );
}
